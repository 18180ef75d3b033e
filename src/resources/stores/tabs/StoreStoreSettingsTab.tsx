import { Typography } from '@mui/material';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { StoreChannelSettingsForm } from '../../channels/StoreChannelSettingsForm.tsx';
import { StoreForm } from '../form/StoreForm.tsx';
import { StoreUsersSection } from '../users/StoreUsersSection.tsx';
import { useStore } from '../useStore.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import '../../../providers/i18n/channels.ts';
import '../../../providers/i18n/companies.ts';
import '../../../providers/i18n/storePage.ts';

/**
 * Store settings: the store form on the store's details (GET /stores/{id}), editable with edit_store_details,
 * its channel and catalogue settings (upcharge, global item content, alcohol; lm_edit_store_settings), then the
 * store's users (with view_employees).
 */
export const StoreStoreSettingsTab = ({ id }: TabBodyProps) => {
  const translate = useLsmTranslate();
  const permissions = useIdentifiedUser()?.permissions ?? [];
  const { data: store } = useStore(id);
  return (
    <TabSection title="lsm.tabs.store.store-settings">
      {store ? (
        <>
          <StoreForm key={store.updatedAt} companyId={store.company.id} store={store} readOnly={!permissions.includes('edit_store_details')} />
          <StoreChannelSettingsForm
            key={`channel-${store.updatedAt}`}
            store={store}
            readOnly={!permissions.includes('lm_edit_store_settings') || !permissions.includes('edit_store_details')}
          />
          {permissions.includes('view_employees') && <StoreUsersSection storeId={store.id} />}
        </>
      ) : (
        <Typography>{translate('lsm.companies.store_form.loading')}</Typography>
      )}
    </TabSection>
  );
};
