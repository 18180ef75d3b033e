import { Alert, Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import type { StorePartner } from '../../contract/channels.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { PartnerCard } from './PartnerCard.tsx';
import { SyncTasksList } from './SyncTasksList.tsx';
import { useMenuSyncToastSetting } from './useMenuSyncToastSetting.ts';
import { usePushTracker } from './usePushTracker.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/**
 * The Channels settings tab: the partner directory merged with the store's links, one card per partner,
 * then the store's menu sync tasks.
 */
export const ChannelsSettings = ({ storeId, canEdit }: { storeId: number; canEdit: boolean }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const [toast, setToast] = useMenuSyncToastSetting();
  const tracker = usePushTracker(storeId, toast);
  const directory = useQuery({ queryKey: ['dsps'], queryFn: () => dataProvider.getPartnerDirectory(), staleTime: 300_000 });
  const links = useGetList<StorePartner>('store-partners', { filter: { storeId } });
  const unsync = useQuery({ queryKey: ['store-partners-unsync', storeId], queryFn: () => dataProvider.getUnsyncCount(storeId) });

  if (directory.error || links.error) return <Alert severity="error">{translate('lsm.channels.errors.fetch_partners')}</Alert>;
  if (!directory.data || !links.data) return <Typography>{translate('lsm.channels.partners.loading')}</Typography>;

  const partners = directory.data.filter((partner) => partner.deleted_at === null);
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {partners.map((partner) => (
          <PartnerCard
            key={partner.id}
            storeId={storeId}
            partner={partner}
            link={links.data.find((link) => link.partnerId === partner.id)}
            unsync={unsync.data?.partners.find((entry) => entry.partner_id === partner.id)}
            canEdit={canEdit}
            tracker={tracker}
          />
        ))}
      </Box>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Switch checked={toast} onChange={(event) => setToast(event.target.checked)} />}
        label={translate('lsm.channels.tasks.show_toast')}
      />
      <SyncTasksList storeId={storeId} canEdit={canEdit} />
    </>
  );
};
