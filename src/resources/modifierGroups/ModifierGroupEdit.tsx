import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CreateBase,
  DeleteWithConfirmButton,
  EditBase,
  SaveButton,
  TabbedForm,
  Toolbar,
  useRecordContext,
  useNotify,
} from 'react-admin';
import type { ModifierGroup } from '../../contract/modifierGroups.ts';
import { LinkedItemsInput } from './LinkedItemsInput.tsx';
import { newGroupValues, validateGroup } from './modifierGroupForm.ts';
import { OptionsInput } from './OptionsInput.tsx';
import { RulesInputs } from './RulesInputs.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface EditProps {
  storeId: number;
  /** null: mode new */
  groupId: number | null;
  canEdit: boolean;
  onOpen(id: number): void;
  onClose(): void;
}

/** Inputs of a user who may only look are disabled as a whole. */
const Locked = ({ locked, children }: { locked: boolean; children: ReactNode }) => (
  <Box component="fieldset" disabled={locked} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
    {children}
  </Box>
);

const GroupToolbar = ({ mode, onClose }: { mode: 'new' | 'edit'; onClose(): void }) => {
  const translate = useLsmTranslate();
  const record = useRecordContext<ModifierGroup>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <SaveButton alwaysEnable={mode === 'new'} />
      {mode === 'edit' && record && (
        <DeleteWithConfirmButton
          label="lsm.modifierGroups.edit.delete"
          confirmTitle={translate('lsm.modifierGroups.edit.delete_confirm_title', { name: record.name })}
          confirmContent="lsm.modifierGroups.edit.delete_confirm_content"
          mutationMode="pessimistic"
          redirect={false}
          successMessage="lsm.modifierGroups.edit.deleted"
          mutationOptions={{ onSuccess: onClose }}
        />
      )}
    </Toolbar>
  );
};

const GroupForm = ({ storeId, mode, canEdit, onClose }: { storeId: number; mode: 'new' | 'edit'; canEdit: boolean; onClose(): void }) => (
  <TabbedForm
    syncWithLocation={false}
    validate={validateGroup}
    toolbar={canEdit ? <GroupToolbar mode={mode} onClose={onClose} /> : false}
    defaultValues={mode === 'new' ? newGroupValues(storeId) : undefined}
    warnWhenUnsavedChanges={false}
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

const Heading = ({ mode, onClose }: { mode: 'new' | 'edit'; onClose(): void }) => {
  const translate = useLsmTranslate();
  const record = useRecordContext<ModifierGroup>();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onClose}>
        {translate('lsm.modifierGroups.edit.back')}
      </Button>
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {mode === 'new' ? translate('lsm.modifierGroups.edit.new_title') : translate('lsm.modifierGroups.edit.edit_title', { name: record?.name ?? '' })}
      </Typography>
    </Stack>
  );
};

/** The modifier group edit screen: modes new and edit, tabs rules, options and linked-items (spec 001 §2). */
export const ModifierGroupEdit = ({ storeId, groupId, canEdit, onOpen, onClose }: EditProps) => {
  const translate = useLsmTranslate();
  const notify = useNotify();
  const readOnlyNote = !canEdit && <Alert severity="info" sx={{ mb: 2 }}>{translate('lsm.modifierGroups.edit.read_only')}</Alert>;
  if (groupId === null) {
    return (
      <CreateBase<ModifierGroup>
        resource="modifier-groups"
        redirect={false}
        mutationOptions={{
          onSuccess: (group) => {
            notify('lsm.modifierGroups.edit.created', { type: 'success' });
            onOpen(group.id);
          },
        }}
      >
        <Box component="section">
          <Heading mode="new" onClose={onClose} />
          {readOnlyNote}
          <GroupForm storeId={storeId} mode="new" canEdit={canEdit} onClose={onClose} />
        </Box>
      </CreateBase>
    );
  }
  return (
    <EditBase<ModifierGroup>
      key={groupId}
      resource="modifier-groups"
      id={groupId}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => notify('lsm.modifierGroups.edit.saved', { type: 'success' }) }}
      queryOptions={{ meta: { storeId }, retry: false }}
    >
      <Box component="section">
        <Heading mode="edit" onClose={onClose} />
        {readOnlyNote}
        <GroupForm storeId={storeId} mode="edit" canEdit={canEdit} onClose={onClose} />
      </Box>
    </EditBase>
  );
};
