import { Box, Stack, Typography } from '@mui/material';
import { presetRange } from '../../domain/orders.ts';
import { OrdersTodaySection } from '../analytics/OrdersTodaySection.tsx';
import { PlatformNow } from '../analytics/PlatformNow.tsx';
import { SalesBySection } from '../analytics/SalesSections.tsx';
import { PageFrame } from '../layout/PageFrame.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import '../../providers/i18n/analytics.ts';

/** / (internal): the platform now, stores needing attention, orders today against last week, top companies (7 days). */
export const HomePage = () => {
  const translate = useLsmTranslate();
  const firstName = useIdentifiedUser()?.user.profile.firstName ?? '';
  const week = presetRange('7d', new Date());
  return (
    <PageFrame page="home">
      <Stack spacing={2}>
        <Typography>{translate('lsm.app.welcome', { firstName })}</Typography>
        <PlatformNow />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          <OrdersTodaySection />
          <SalesBySection query={week} group="company" />
        </Box>
      </Stack>
    </PageFrame>
  );
};
