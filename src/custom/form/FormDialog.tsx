import { Dialog, type DialogProps } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { Confirm } from 'react-admin';
import { FormDialogContext, type FormDialogControls } from './formDialogContext.ts';

interface FormDialogProps extends Omit<DialogProps, 'open' | 'onClose'> {
  open?: boolean;
  onClose(): void;
}

/**
 * A form element between the dialog's paper and its content and actions takes the paper's column layout, so
 * the content scrolls and the Save and Cancel buttons stay in view however long the form is.
 */
const paperSx = { '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } } as const;

/**
 * A dialog holding a form: Cancel, Escape and a click on the backdrop ask before unsaved changes are
 * discarded (the form reports its state through FormSaveActions).
 */
export const FormDialog = ({ open = true, onClose, children, ...dialogProps }: FormDialogProps) => {
  // the forms inside holding unsaved changes
  const dirty = useRef(new Set<string>());
  const [asking, setAsking] = useState(false);
  const controls = useMemo<FormDialogControls>(
    () => ({
      requestClose: () => (dirty.current.size > 0 ? setAsking(true) : onClose()),
      setDirty: (value, source = 'form') => {
        if (value) dirty.current.add(source);
        else dirty.current.delete(source);
      },
    }),
    [onClose],
  );
  const discard = () => {
    setAsking(false);
    dirty.current.clear();
    onClose();
  };

  return (
    <Dialog open={open} onClose={controls.requestClose} slotProps={{ paper: { sx: paperSx } }} {...dialogProps}>
      <FormDialogContext.Provider value={controls}>{children}</FormDialogContext.Provider>
      <Confirm
        isOpen={asking}
        title="lsm.forms.discard.title"
        content="lsm.forms.discard.content"
        confirm="lsm.forms.discard.confirm"
        cancel="lsm.forms.discard.keep"
        confirmColor="warning"
        onConfirm={discard}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
};
