import { Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { Store } from '../../../contract/stores.ts';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { StoreForm } from '../form/StoreForm.tsx';

/** Store settings: the store form on the store's details (GET /stores/{id}); editable with edit_store_details. */
export const StoreStoreSettingsTab = ({ id }: TabBodyProps) => {
  const translate = useTranslate();
  const canEdit = useIdentifiedUser()?.permissions.includes('edit_store_details') ?? false;
  const storeId = Number(id);
  const { data: store } = useGetOne<Store>('stores', { id: storeId }, { enabled: Number.isInteger(storeId) && storeId > 0 });
  return (
    <TabSection title="lsm.tabs.store.store-settings">
      {store ? (
        <StoreForm key={store.updatedAt} companyId={store.company.id} store={store} readOnly={!canEdit} />
      ) : (
        <Typography>{translate('lsm.companies.store_form.loading')}</Typography>
      )}
    </TabSection>
  );
};
