import { CircularProgress, List, ListItem, ListItemText, Rating, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { HomeCard } from './HomeCard.tsx';
import { retryServerFailures, useFailureAlert } from './useFailureAlert.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** Ratings and comments from the channels, with the average (lm_view_feedback). */
export const StoreFeedbackSection = ({ storeId }: { storeId: number }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const { data, error } = useQuery({ queryKey: ['stores', storeId, 'feedback'], queryFn: () => dataProvider.getStoreFeedback(storeId, 20), retry: retryServerFailures });
  useFailureAlert(error, 'unable_to_fetch_data');
  const aside = data && data.average_rating !== null && (
    <Typography variant="body2" color="text.secondary">
      {translate('lsm.analytics.store.average_rating', { rating: data.average_rating, smart_count: data.count })}
    </Typography>
  );
  return (
    <HomeCard id="store-feedback" title="lsm.analytics.store.feedback_title" aside={aside}>
      {!data && <CircularProgress aria-label={translate('lsm.analytics.loading')} />}
      {data && data.rows.length === 0 && <Typography color="text.secondary">{translate('lsm.analytics.store.no_feedback')}</Typography>}
      {data && data.rows.length > 0 && (
        <List dense disablePadding>
          {data.rows.map((row) => (
            <ListItem key={row.id} disableGutters divider>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Rating value={row.rating} readOnly size="small" aria-label={translate('lsm.analytics.store.rating', { rating: row.rating })} />
                    <span>{row.comment ?? ''}</span>
                  </Stack>
                }
                secondary={`${row.partner} · ${row.partner_order_id} · ${dayjs(row.created_at).format('MMM D, hh:mm A')}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </HomeCard>
  );
};
