import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';

/** The "home" tab of the store page; its content comes with a later issue. */
export const StoreHomeTab = (_props: TabBodyProps) => <TabSection title="lsm.tabs.store.home" />;
