import { Box, Button } from '@mui/material';
import { useMemo } from 'react';
import { Form } from 'react-admin';
import type { Store } from '../../../contract/stores.ts';
import { StoreFormFields } from './StoreFormFields.tsx';
import { storeFormValues, type StoreFormValues } from './storeFormValues.ts';
import { useSaveStore } from './useSaveStore.ts';
import { useShippingAccess } from './useShippingAccess.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface StoreFormProps {
  companyId: number;
  /** the store to edit; null creates one in the company */
  store: Store | null;
  /** without edit rights the form only shows the values */
  readOnly?: boolean;
  onSaved?: (store: Store) => void;
  onCancel?: () => void;
}

/** The store form: create (Stores tab "Create store") and edit (store Settings, Store settings tab). */
export const StoreForm = ({ companyId, store, readOnly = false, onSaved, onCancel }: StoreFormProps) => {
  const translate = useLsmTranslate();
  const shipping = useShippingAccess();
  const { save, saving } = useSaveStore(companyId, store, shipping);
  const defaultValues = useMemo(() => storeFormValues(store), [store]);

  const onSubmit = async (values: Partial<StoreFormValues>) => {
    const saved = await save(values as StoreFormValues);
    if (saved) onSaved?.(saved);
  };

  return (
    <Form<StoreFormValues> defaultValues={defaultValues} onSubmit={onSubmit} noValidate>
      <StoreFormFields companyId={companyId} creating={store === null} shipping={shipping} readOnly={readOnly} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        {onCancel && <Button onClick={onCancel}>{translate('lsm.companies.store_form.cancel')}</Button>}
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('lsm.companies.store_form.save')}
          </Button>
        )}
      </Box>
    </Form>
  );
};
