import { Box } from '@mui/material';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { BackControl } from './BackControl.tsx';
import { ContentLoading } from './ContentLoading.tsx';
import { SidebarFrame } from './SidebarFrame.tsx';
import { SidebarTabList } from './SidebarTabList.tsx';
import { SIDEBAR_TABS, type SidebarTab } from './sidebarTab.ts';
import { isTabVisible, type DetailPage } from './tabVisibility.ts';
import { useActiveTab } from './useActiveTab.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useIsMobile } from './useIsMobile.ts';
import { useSidebarCollapse } from './useSidebarCollapse.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

type Underscored<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}_${Underscored<Tail>}` : Name;

/** "lsm.sidebar.match_items_fallback" for "match-items": the title while the record's name is not known. */
const fallbackTitleKey = <Page extends DetailPage>(page: Page) => `lsm.sidebar.${page.replaceAll('-', '_')}_fallback` as `lsm.sidebar.${Underscored<Page>}_fallback`;

interface DetailLayoutProps<Page extends DetailPage> {
  page: Page;
  /** the id in the path */
  id: string;
  /** no tabs (e.g. a record the user may not see): nothing to act on and none of the tabs' calls */
  hideTabs?: boolean;
  /** entity summary at the top of the sidebar (hidden when collapsed) */
  header: ReactNode;
  /** where the back control goes; none when null */
  backTo: string | null;
  /** shown instead of the active tab's body (e.g. while the record loads, or when it is refused) */
  notice?: ReactNode;
  /** the record's name, for the document title (e.g. the store's name once loaded) */
  name?: string | null;
}

/** Detail pages: collapsible sidebar with the permitted tabs of the page table, back control and the active tab's body. */
export function DetailLayout<Page extends DetailPage>({ page, id, hideTabs = false, header, backTo, notice, name }: DetailLayoutProps<Page>) {
  const translate = useLsmTranslate();
  const { collapsed, toggle, collapse } = useSidebarCollapse();
  const isMobile = useIsMobile();
  const current = useIdentifiedUser();
  const permissions = current?.permissions ?? [];
  const isMerchant = current?.isMerchant ?? false;
  const { active, select } = useActiveTab(page);
  const tabs: readonly SidebarTab<Page>[] = hideTabs ? [] : SIDEBAR_TABS[page];
  const shownTabs = tabs.filter((tab) => isTabVisible(page, tab.key, permissions, isMerchant));
  const activeTab = shownTabs.find((tab) => tab.key === active);
  const ActiveBody = activeTab?.body;
  useDocumentTitle(activeTab ? translate(activeTab.label) : null, name ?? translate(fallbackTitleKey(page), { id, _: `#${id}` }));
  // The tab's code loads while the notice (e.g. the record loading) is shown, not after.
  useEffect(() => void ActiveBody?.preload(), [ActiveBody]);
  return (
    <Box sx={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', flexGrow: 1, minWidth: 0 }}>
      <SidebarFrame collapsed={collapsed} onToggle={toggle}>
        {!collapsed && <Box sx={{ px: 2, py: 1 }}>{header}</Box>}
        <SidebarTabList
          tabs={shownTabs}
          active={active}
          collapsed={collapsed}
          onSelect={(key) => {
            select(key);
            // on a phone the opened menu covers the page: picking a tab closes it
            if (isMobile) collapse();
          }}
        />
      </SidebarFrame>
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        {backTo !== null && <BackControl to={backTo} />}
        {notice ?? <Suspense fallback={<ContentLoading />}>{ActiveBody && <ActiveBody id={id} />}</Suspense>}
      </Box>
    </Box>
  );
}
