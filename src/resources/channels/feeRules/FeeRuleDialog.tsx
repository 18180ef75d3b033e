import { DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { CreateBase, EditBase, SimpleForm, useNotify } from 'react-admin';
import type { FeeRuleRecord } from '../../../contract/feeRules.ts';
import { FormDialog } from '../../../custom/form/FormDialog.tsx';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import { useIsMobile } from '../../../custom/layout/useIsMobile.ts';
import { feeRuleBody, newFeeRuleValues, validateFeeRule } from './feeRuleForm.ts';
import { FeeRuleInputs } from './FeeRuleInputs.tsx';
import { useFeeVocabulary } from './useFeeVocabulary.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface FeeRuleDialogProps {
  storeId: number;
  /** null: a new rule */
  ruleId: number | null;
  onClose(): void;
}

/** Creates or edits one fee rule of the store through the `fee-rules` resource; the preview follows. */
export const FeeRuleDialog = ({ storeId, ruleId, onClose }: FeeRuleDialogProps) => {
  const vocabulary = useFeeVocabulary(true);
  const translate = useLsmTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const saved = () => {
    notify('lsm.channels.fees.rules.saved', { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['fee-preview', storeId] });
    onClose();
  };
  const form = (
    <SimpleForm
      validate={validateFeeRule}
      defaultValues={ruleId === null ? newFeeRuleValues(storeId) : undefined}
      toolbar={<FormSaveActions />}
      warnWhenUnsavedChanges={false}
      sx={{ p: 0 }}
    >
      <FeeRuleInputs vocabulary={vocabulary} />
    </SimpleForm>
  );
  return (
    <FormDialog onClose={onClose} maxWidth="sm" fullWidth fullScreen={isMobile} aria-labelledby="fee-rule-title">
      <DialogTitle id="fee-rule-title">{translate(ruleId === null ? 'lsm.channels.fees.rules.new_title' : 'lsm.channels.fees.rules.edit_title', { id: ruleId })}</DialogTitle>
      <DialogContent dividers>
        {ruleId === null ? (
          <CreateBase<FeeRuleRecord> resource="fee-rules" redirect={false} transform={feeRuleBody} mutationOptions={{ onSuccess: saved }}>
            {form}
          </CreateBase>
        ) : (
          <EditBase<FeeRuleRecord>
            resource="fee-rules"
            id={ruleId}
            redirect={false}
            mutationMode="pessimistic"
            transform={feeRuleBody}
            mutationOptions={{ onSuccess: saved }}
            queryOptions={{ retry: false }}
          >
            {form}
          </EditBase>
        )}
      </DialogContent>
    </FormDialog>
  );
};
