import { createContext, useContext } from 'react';

export interface FormDialogControls {
  /** Close the dialog, asking first when its form holds unsaved changes. */
  requestClose(): void;
  /** A form inside tells whether it holds unsaved changes; a dialog holding several names each (`source`). */
  setDirty(dirty: boolean, source?: string): void;
}

export const FormDialogContext = createContext<FormDialogControls | null>(null);

/** The controls of the FormDialog around, or null outside one. */
export const useFormDialog = () => useContext(FormDialogContext);
