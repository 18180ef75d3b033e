import { useMemo } from 'react';
import { Form } from 'react-admin';
import type { Store } from '../../../contract/stores.ts';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import { StoreFormFields } from './StoreFormFields.tsx';
import { storeFormValues, type StoreFormValues } from './storeFormValues.ts';
import { validateStore } from './storeValidation.ts';
import { useSaveStore } from './useSaveStore.ts';
import { useShippingAccess } from './useShippingAccess.ts';
import { warnWhenLeavingScreen } from '../../../custom/form/WarnWhenLeavingScreen.tsx';
import { ACTIVE_TAB_PARAM } from '../../../custom/layout/useActiveTab.ts';

interface StoreFormProps {
  companyId: number;
  /** the store to edit; null creates one in the company */
  store: Store | null;
  /** without edit rights the form only shows the values */
  readOnly?: boolean;
  onSaved?: (store: Store) => void;
}

/** The store page's tabs live in `?sidebarActiveTab=`: leaving the settings for another tab asks too. */
const WarnWhenLeavingSettings = warnWhenLeavingScreen([ACTIVE_TAB_PARAM]);

/**
 * The store form: create (Stores tab "Create store", in a FormDialog) and edit (store Settings, Store settings
 * tab: leaving the page with unsaved changes asks first).
 */
export const StoreForm = ({ companyId, store, readOnly = false, onSaved }: StoreFormProps) => {
  const shipping = useShippingAccess();
  const save = useSaveStore(companyId, store, shipping);
  const defaultValues = useMemo(() => storeFormValues(store), [store]);
  const tagsBefore = useMemo(() => (store ? store.storeCompanyTags.map((tag) => tag.id) : null), [store]);
  const validate = useMemo(() => validateStore(companyId, tagsBefore, shipping), [companyId, tagsBefore, shipping]);

  const onSubmit = async (values: Partial<StoreFormValues>) => {
    const saved = await save(values as StoreFormValues);
    if (saved) onSaved?.(saved);
  };

  return (
    <Form<StoreFormValues>
      defaultValues={defaultValues}
      validate={validate}
      onSubmit={onSubmit}
      noValidate
      warnWhenUnsavedChanges={store !== null && !readOnly}
      WarnWhenUnsavedChangesComponent={WarnWhenLeavingSettings}
    >
      <StoreFormFields companyId={companyId} creating={store === null} shipping={shipping} readOnly={readOnly} />
      <FormSaveActions saveLabel="lsm.companies.store_form.save" cancelLabel="lsm.companies.store_form.cancel" readOnly={readOnly} />
    </Form>
  );
};
