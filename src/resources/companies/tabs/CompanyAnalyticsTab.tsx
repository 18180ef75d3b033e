import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';

/** The "analytics" tab of the company page; its content comes with a later issue. */
export const CompanyAnalyticsTab = (_props: TabBodyProps) => <TabSection title="lsm.tabs.company.analytics" />;
