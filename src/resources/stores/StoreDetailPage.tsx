import { Alert, Box, CircularProgress } from '@mui/material';
import { useParams } from 'react-router-dom';
import { backTarget } from '../../custom/layout/backTargets.ts';
import { DetailLayout } from '../../custom/layout/DetailLayout.tsx';
import { useSendRefusedMerchantHome } from '../../custom/layout/useSendRefusedMerchantHome.ts';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { StoreSidebarHeader } from './StoreSidebarHeader.tsx';
import { isStoreRefused, useStore } from './useStore.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import '../../providers/i18n/storePage.ts';

/**
 * /stores/{id} (also /stores/{id}/). The tabs open once the store has loaded, so a store the user may not
 * see (403, raising "Unable to fetch Data") shows no tab and fires none of the tabs' calls.
 * Back goes to the store's company Stores tab. A refused merchant is taken back to their own company.
 */
export const StoreDetailPage = () => {
  const translate = useLsmTranslate();
  const id = useParams().id ?? '';
  const current = useIdentifiedUser();
  const { data: store, error, isPending } = useStore(id, { alertOnError: true });
  const validId = Number.isInteger(Number(id)) && Number(id) > 0;
  const refused = !validId || (!store && error !== null);
  const companyId = store?.company.id ?? (current?.isMerchant ? current.companyId : null);
  useSendRefusedMerchantHome(refused && (!validId || isStoreRefused(error)));

  let notice = null;
  if (refused) {
    notice = (
      <Alert severity="warning">
        {translate(!validId || isStoreRefused(error) ? 'lsm.storePage.sidebar.refused' : 'lsm.storePage.sidebar.load_failed')}
      </Alert>
    );
  } else if (!store && isPending) {
    notice = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('lsm.storePage.sidebar.loading')} />
      </Box>
    );
  }

  return (
    <DetailLayout
      page="store"
      id={id}
      hideTabs={refused}
      header={<StoreSidebarHeader id={id} store={store} />}
      backTo={backTarget('store', { id, companyId })}
      notice={notice}
      name={store?.name}
    />
  );
};
