import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';

/** The "channels-settings" tab of the store page; its content comes with a later issue. */
export const StoreChannelsSettingsTab = (_props: TabBodyProps) => <TabSection title="lsm.tabs.store.channels-settings" />;
