import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginPage } from '../login/LoginPage.tsx';
import { lazyNamed, type LazyComponent } from '../lazy/lazyNamed.ts';
import { screenAt } from '../layout/screenAt.ts';
import { TAB_BODIES } from '../layout/tabBodies.ts';
import type { DetailPage } from '../layout/tabVisibility.ts';
import { LOGIN_PATH } from '../../providers/sessionConstants.ts';
import companies from '../../resources/companies/index.ts';
import employees from '../../resources/employees/index.ts';
import items from '../../resources/items/index.ts';
import type { ResourceDefinition } from '../../resources/resourceDefinition.ts';
import stores from '../../resources/stores/index.ts';
import { PAGE_LIST, type CustomPageKey, type PageDeclaration, type PageKey } from '../layout/pages.ts';

// Pages load when first visited (the login page stays in the first screen: it is the first screen).
const HomePage = lazyNamed(() => import('../pages/HomePage.tsx'), 'HomePage');
const ReportsPage = lazyNamed(() => import('../pages/ReportsPage.tsx'), 'ReportsPage');
const InsightsPage = lazyNamed(() => import('../pages/InsightsPage.tsx'), 'InsightsPage');
const MatchItemsPage = lazyNamed(() => import('../matching/MatchItemsPage.tsx'), 'MatchItemsPage');

/** The resources whose pages the table names (`resource` and `view` of src/custom/layout/pages.ts). */
const RESOURCE_DEFINITIONS = { companies, employees, items, stores } satisfies Record<NonNullable<PageDeclaration['resource']>, ResourceDefinition>;

/** The component of each page that is not a resource's page. */
const CUSTOM_PAGES: Record<CustomPageKey, LazyComponent<object>> = {
  home: HomePage,
  reports: ReportsPage,
  insights: InsightsPage,
  'match-items': MatchItemsPage,
};

interface PageRoute {
  key: PageKey;
  path: string;
  page: LazyComponent<object>;
  /** the react-admin resource whose hooks the page uses */
  resource?: string;
}

function componentOf(key: PageKey, page: PageDeclaration): LazyComponent<object> {
  if (page.resource === undefined || page.view === undefined) return CUSTOM_PAGES[key as CustomPageKey];
  const component = RESOURCE_DEFINITIONS[page.resource][page.view];
  if (!component) throw new Error(`The ${page.resource} resource has no ${page.view} page`);
  return component;
}

/** The routes of spec 000 §2 rendered inside the layout (route guard, top bar): the page table. /stores/:id also matches /stores/:id/. */
const pageRoutes: readonly PageRoute[] = PAGE_LIST.map(([key, page]) => ({
  key,
  path: page.path,
  page: componentOf(key, page),
  resource: page.resource,
}));

/** A page, inside its resource context when it has one, so react-admin hooks know the resource. */
function pageElement({ page: Page, resource }: PageRoute) {
  if (resource === undefined) return <Page />;
  return (
    <ResourceContextProvider value={resource}>
      <Page />
    </ResourceContextProvider>
  );
}

/** The routes of spec 000 §2 rendered without layout (only the login page). */
export const routesWithoutLayout = [<Route key="login" path={LOGIN_PATH} element={<LoginPage />} />];

export const routesWithLayout = pageRoutes.map((route) => <Route key={route.key} path={route.path} element={pageElement(route)} />);

/**
 * Starts loading the code of the page at this location, and of the tab its URL names, so that it loads
 * while the session is restored instead of after; settles when both have loaded (or failed).
 */
export async function preloadPageAt(location: { pathname: string; search: string }): Promise<void> {
  const screen = screenAt(location);
  if (!screen) return;
  const page = pageRoutes.find((route) => route.key === screen.key)?.page;
  const tabBodies = screen.tab ? (TAB_BODIES[screen.key as DetailPage] as Record<string, LazyComponent<object>>) : undefined;
  await Promise.all([page?.preload(), screen.tab ? tabBodies?.[screen.tab.key]?.preload() : undefined]);
}
