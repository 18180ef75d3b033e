import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { Stack, Typography } from '@mui/material';
import { useNow } from '../../../custom/hooks/useNow.ts';
import { hoursText } from '../../../domain/hours.ts';
import { useStoreHours } from './useStoreHours.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/**
 * Today's hours text of the store sidebar (spec 000 §4: "Open 24/7", "Closing ...", "Open ..."), for the
 * store's time zone, renewed every minute and whenever the hours change. Nothing on a closed day.
 */
export const TodayHours = ({ storeId }: { storeId: number }) => {
  const translate = useLsmTranslate();
  const now = useNow();
  const { data } = useStoreHours(storeId);
  const text = data ? hoursText(data.hours, now, data.timezone) : '';
  if (!text) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <AccessTimeIcon fontSize="small" color="action" titleAccess={translate('lsm.storePage.sidebar.today_hours')} />
      <Typography variant="body2" data-testid="store-hours-text">
        {text}
      </Typography>
    </Stack>
  );
};
