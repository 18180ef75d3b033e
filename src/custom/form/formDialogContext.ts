import { createContext, useContext } from 'react';

export interface FormDialogControls {
  /** Close the dialog, asking first when its form holds unsaved changes. */
  requestClose(): void;
  /** The form inside tells whether it holds unsaved changes. */
  setDirty(dirty: boolean): void;
}

export const FormDialogContext = createContext<FormDialogControls | null>(null);

/** The controls of the FormDialog around, or null outside one. */
export const useFormDialog = () => useContext(FormDialogContext);
