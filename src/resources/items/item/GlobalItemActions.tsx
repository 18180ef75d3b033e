import { Button, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { isUpdateDisabled, missingRequiredFields, type GlobalItemFormValues } from '../../../domain/globalItemPayload.ts';
import type { FormValidator } from '../../../custom/form/contractValidation.ts';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import type { GlobalItemFormState } from './globalItemValidation.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface GlobalItemActionsProps {
  editing: boolean;
  readOnly: boolean;
  busy: boolean;
  /** the values the item was opened with: Update stays off until something changed */
  initial: GlobalItemFormValues;
  validate: FormValidator<GlobalItemFormState>;
  onDelete: () => void;
}

/**
 * Create, or Update and Delete. Save stays off while the form would be refused, and an update also while
 * name, size, UPC or category is missing (said under the form) or nothing changed.
 */
export const GlobalItemActions = ({ editing, readOnly, busy, initial, validate, onDelete }: GlobalItemActionsProps) => {
  const translate = useLsmTranslate();
  const values = useWatch<GlobalItemFormState>() as GlobalItemFormState;
  const refused = Object.keys(validate(values)).length > 0;
  const incomplete = editing && !readOnly && missingRequiredFields(values);
  return (
    <>
      {incomplete && (
        <Typography variant="body2" color="warning.main" sx={{ px: 3, pb: 1 }}>
          {translate('lsm.globalItems.form.required_for_update')}
        </Typography>
      )}
      <FormSaveActions
        saveLabel={editing ? 'lsm.globalItems.form.update' : 'lsm.globalItems.form.create'}
        cancelLabel={readOnly ? 'lsm.globalItems.form.close' : 'lsm.globalItems.form.cancel'}
        readOnly={readOnly}
        saveDisabled={busy || refused || (editing && isUpdateDisabled(values, initial))}
      >
        {editing && !readOnly && (
          <Button color="error" onClick={onDelete} disabled={busy}>
            {translate('lsm.globalItems.form.delete')}
          </Button>
        )}
      </FormSaveActions>
    </>
  );
};
