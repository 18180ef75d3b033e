import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { DeleteWithConfirmButton, TabbedForm, useRecordContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { ModifierGroup } from '../../contract/modifierGroups.ts';
import { FormSaveActions } from '../../custom/form/FormSaveActions.tsx';
import { warnWhenLeavingScreen } from '../../custom/form/WarnWhenLeavingScreen.tsx';
import { ACTIVE_TAB_PARAM } from '../../custom/layout/useActiveTab.ts';
import { LinkedItemsInput } from './LinkedItemsInput.tsx';
import { newGroupValues, validateModifierGroup } from './modifierGroupForm.ts';
import { OptionsInput } from './OptionsInput.tsx';
import { RulesInputs } from './RulesInputs.tsx';
import { MODIFIER_GROUP_PARAM } from './useModifierGroupScreen.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

type Mode = 'new' | 'edit';

/** The group's screen is the store page's tab and the group named in the URL: changing either leaves it. */
const WarnWhenLeavingGroup = warnWhenLeavingScreen([ACTIVE_TAB_PARAM, MODIFIER_GROUP_PARAM]);

/** Inputs of a user who may only look are disabled as a whole. */
const Locked = ({ locked, children }: { locked: boolean; children: ReactNode }) => (
  <Box component="fieldset" disabled={locked} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
    {children}
  </Box>
);

/** Save (in mode edit once something changed) and, for a saved group, Delete after a confirmation. */
const GroupToolbar = ({ mode, onClose }: { mode: Mode; onClose(): void }) => {
  const translate = useLsmTranslate();
  const record = useRecordContext<ModifierGroup>();
  const { isDirty } = useFormState();
  const { reset } = useFormContext();
  const deleted = () => {
    // a deleted group's unsaved changes are moot: back to the list without asking
    reset();
    onClose();
  };
  return (
    <FormSaveActions saveDisabled={mode === 'edit' && !isDirty}>
      {mode === 'edit' && record && (
        <DeleteWithConfirmButton
          label="lsm.modifierGroups.edit.delete"
          confirmTitle={translate('lsm.modifierGroups.edit.delete_confirm_title', { name: record.name })}
          confirmContent="lsm.modifierGroups.edit.delete_confirm_content"
          mutationMode="pessimistic"
          redirect={false}
          successMessage="lsm.modifierGroups.edit.deleted"
          mutationOptions={{ onSuccess: deleted }}
        />
      )}
    </FormSaveActions>
  );
};

interface ModifierGroupFormProps {
  storeId: number;
  mode: Mode;
  canEdit: boolean;
  onClose(): void;
}

/**
 * The group's tabs rules, options and linked-items as one react-admin form of the surrounding CreateBase or
 * EditBase, validated by the group's rules and contract; leaving it with unsaved changes asks first.
 */
export const ModifierGroupForm = ({ storeId, mode, canEdit, onClose }: ModifierGroupFormProps) => (
  <TabbedForm
    syncWithLocation={false}
    validate={validateModifierGroup}
    noValidate
    toolbar={canEdit ? <GroupToolbar mode={mode} onClose={onClose} /> : false}
    defaultValues={mode === 'new' ? newGroupValues(storeId) : undefined}
    warnWhenUnsavedChanges={canEdit}
    WarnWhenUnsavedChangesComponent={WarnWhenLeavingGroup}
  >
    <TabbedForm.Tab label="lsm.modifierGroups.tabs.rules" path="rules">
      <Locked locked={!canEdit}>
        <RulesInputs />
      </Locked>
    </TabbedForm.Tab>
    <TabbedForm.Tab label="lsm.modifierGroups.tabs.options" path="options">
      <Locked locked={!canEdit}>
        <OptionsInput storeId={storeId} editable={canEdit} />
      </Locked>
    </TabbedForm.Tab>
    <TabbedForm.Tab label="lsm.modifierGroups.tabs.linked-items" path="linked-items">
      <Locked locked={!canEdit}>
        <LinkedItemsInput storeId={storeId} editable={canEdit} />
      </Locked>
    </TabbedForm.Tab>
  </TabbedForm>
);
