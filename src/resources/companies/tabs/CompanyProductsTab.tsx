import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';

/** The "products" tab of the company page; its content comes with a later issue. */
export const CompanyProductsTab = (_props: TabBodyProps) => <TabSection title="lsm.tabs.company.products" />;
