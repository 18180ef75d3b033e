import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';

/** The "fee-settings" tab of the store page; its content comes with a later issue. */
export const StoreFeeSettingsTab = (_props: TabBodyProps) => <TabSection title="lsm.tabs.store.fee-settings" />;
