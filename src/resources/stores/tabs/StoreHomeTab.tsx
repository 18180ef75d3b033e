import { Stack, Typography } from '@mui/material';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { OnboardingSection } from '../home/OnboardingSection.tsx';
import { RecentTasksSection } from '../home/RecentTasksSection.tsx';
import { StoreStatusSection } from '../home/StoreStatusSection.tsx';
import { StoreActivitySection } from '../home/StoreActivitySection.tsx';
import { StoreFeedbackSection } from '../home/StoreFeedbackSection.tsx';
import { StoreOrdersSection } from '../home/StoreOrdersSection.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import '../../../providers/i18n/analytics.ts';
import '../../../providers/i18n/matching.ts';
import '../../../providers/i18n/storeHome.ts';

/** The store's Home tab: status and pauses, orders, tasks and activity, feedback and onboarding, each behind its own permission. */
export const StoreHomeTab = ({ id }: TabBodyProps) => {
  const translate = useLsmTranslate();
  const current = useIdentifiedUser();
  const storeId = Number(id);
  if (!current || !Number.isInteger(storeId) || storeId < 1) return <TabSection title="lsm.tabs.store.home" />;
  const can = (key: string) => current.permissions.includes(key);
  const showStatus = can('lm_view_store_status');
  const showTasks = can('lm_view_store_activity');
  const showOnboarding = can('lm_view_store_status') || can('lm_view_channel_settings');
  const showOrders = can('lm_view_orders');
  const showFeedback = can('lm_view_feedback');
  return (
    <TabSection title="lsm.tabs.store.home">
      <Stack spacing={3}>
        {showStatus && (
          <StoreStatusSection
            storeId={storeId}
            canEdit={can('lm_edit_store_status')}
            canSetStatus={!current.isMerchant && can('lm_edit_store_status')}
          />
        )}
        {showOrders && <StoreOrdersSection storeId={storeId} />}
        {showTasks && <RecentTasksSection storeId={storeId} canEdit={can('lm_edit_store_activity')} />}
        {showTasks && <StoreActivitySection storeId={storeId} />}
        {showFeedback && <StoreFeedbackSection storeId={storeId} />}
        {showOnboarding && <OnboardingSection storeId={storeId} canRequest={can('lm_edit_channel_settings')} />}
        {!showStatus && !showTasks && !showOnboarding && !showOrders && !showFeedback && (
          <Typography color="text.secondary">{translate('lsm.store_home.nothing_to_show')}</Typography>
        )}
      </Stack>
    </TabSection>
  );
};
