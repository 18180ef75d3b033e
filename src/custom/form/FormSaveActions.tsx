import { Box, Button, DialogActions, type ButtonProps } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useFormDialog } from './formDialogContext.ts';
import { useLsmTranslate, type MessageKey } from '../../providers/i18n/useLsmTranslate.ts';

interface FormSaveActionsProps {
  saveLabel?: MessageKey;
  cancelLabel?: MessageKey;
  /** Cancel outside a FormDialog (in one, Cancel closes the dialog, asking first when there are unsaved changes) */
  onCancel?: () => void;
  /** false: no Cancel, where the dialog around has a Close of its own (a dialog of several tabs, one of them the form) */
  withCancel?: boolean;
  /** no Save button: the form only shows its values */
  readOnly?: boolean;
  /** Save stays off (besides while saving), e.g. until something changed */
  saveDisabled?: boolean;
  /** Save's colour where it does something to beware of (pausing a channel) */
  saveColor?: ButtonProps['color'];
  /** further actions on the left, e.g. Delete */
  children?: ReactNode;
  /**
   * One form of several on its screen or in its FormDialog (the menu editor's rules and item adder, the store's
   * internal status): the name under which it tells the dialog of unsaved changes, and its buttons sit where the
   * form places them instead of in the dialog's actions or under the form.
   */
  part?: string;
}

/** The save toolbar of every form: actions on the left, Cancel, and Save (off while the save runs). */
export const FormSaveActions = ({ saveLabel = 'lsm.forms.save', cancelLabel = 'lsm.forms.cancel', onCancel, withCancel = true, readOnly = false, saveDisabled = false, saveColor = 'primary', children, part }: FormSaveActionsProps) => {
  const translate = useLsmTranslate();
  const dialog = useFormDialog();
  const { isDirty, isSubmitting } = useFormState();
  useEffect(() => {
    dialog?.setDirty(isDirty && !readOnly, part);
    return () => dialog?.setDirty(false, part);
  }, [dialog, isDirty, readOnly, part]);
  const cancel = withCancel ? (dialog?.requestClose ?? onCancel) : undefined;

  const buttons = (
    <>
      {children && <Box sx={{ mr: 'auto', display: 'flex', gap: 1 }}>{children}</Box>}
      {cancel && <Button onClick={cancel}>{translate(cancelLabel)}</Button>}
      {!readOnly && (
        <Button type="submit" variant="contained" color={saveColor} disabled={isSubmitting || saveDisabled}>
          {translate(saveLabel)}
        </Button>
      )}
    </>
  );
  if (dialog && part === undefined) return <DialogActions>{buttons}</DialogActions>;
  if (part !== undefined) return <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1 }}>{buttons}</Box>;
  return <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>{buttons}</Box>;
};
