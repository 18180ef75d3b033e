import { CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { HomeCard } from './HomeCard.tsx';
import { retryServerFailures, useFailureAlert } from './useFailureAlert.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** Who paused, resumed, pushed menus and completed tasks at the store, newest first (lm_view_store_activity). */
export const StoreActivitySection = ({ storeId }: { storeId: number }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const { data, error } = useQuery({ queryKey: ['stores', storeId, 'activity'], queryFn: () => dataProvider.getStoreActivity(storeId, 20), retry: retryServerFailures });
  useFailureAlert(error, 'unable_to_fetch_data');
  return (
    <HomeCard id="store-activity" title="lsm.analytics.store.activity_title">
      {!data && <CircularProgress aria-label={translate('lsm.analytics.loading')} />}
      {data && data.rows.length === 0 && <Typography color="text.secondary">{translate('lsm.analytics.store.no_activity')}</Typography>}
      {data && data.rows.length > 0 && (
        <List dense disablePadding>
          {data.rows.map((row, k) => (
            <ListItem key={k} disableGutters divider>
              <ListItemText
                primary={row.detail}
                secondary={`${dayjs(row.at).format('MMM D, hh:mm A')}${row.by ? ` · ${row.by}` : ''}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </HomeCard>
  );
};
