import { TabSection } from '../../layout/TabSection.tsx';
import type { TabBodyProps } from '../../layout/sidebarTab.ts';

/** The "manual-matches" tab of the match-items page; its content comes with a later issue. */
export const ManualMatchesTab = (_props: TabBodyProps) => <TabSection title="lsm.tabs.match-items.manual-matches" />;
