import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginPage } from '../login/LoginPage.tsx';
import { lazyNamed, type LazyComponent } from '../lazy/lazyNamed.ts';
import { matchesRoutePattern } from '../layout/routeGuard.ts';
import type { TabBodies } from '../layout/sidebarTab.ts';
import { requestedTab, type DetailPage } from '../layout/tabVisibility.ts';
import { ACTIVE_TAB_PARAM } from '../layout/useActiveTab.ts';
import { matchItemsTabBodies } from '../matching/matchItemsTabBodies.ts';
import { LOGIN_PATH } from '../../providers/sessionConstants.ts';
import companies from '../../resources/companies/index.ts';
import { companyTabBodies } from '../../resources/companies/companyTabBodies.ts';
import employees from '../../resources/employees/index.ts';
import { employeeTabBodies } from '../../resources/employees/employeeTabBodies.ts';
import items from '../../resources/items/index.ts';
import stores from '../../resources/stores/index.ts';
import { storeTabBodies } from '../../resources/stores/storeTabBodies.ts';

// Pages load when first visited (the login page stays in the first screen: it is the first screen).
const HomePage = lazyNamed(() => import('../pages/HomePage.tsx'), 'HomePage');
const ReportsPage = lazyNamed(() => import('../pages/ReportsPage.tsx'), 'ReportsPage');
const InsightsPage = lazyNamed(() => import('../pages/InsightsPage.tsx'), 'InsightsPage');
const MatchItemsPage = lazyNamed(() => import('../matching/MatchItemsPage.tsx'), 'MatchItemsPage');

interface PageRoute {
  key: string;
  path: string;
  page: LazyComponent<object>;
  /** the react-admin resource whose hooks the page uses */
  resource?: string;
  /** detail pages: preloads the code of the tab a URL asks for */
  preloadTab?: (requested: string | null) => void;
}

function tabPreloader<Page extends DetailPage>(page: Page, bodies: TabBodies<Page>) {
  return (requested: string | null) => bodies[requestedTab(page, requested)].preload();
}

/** The routes of spec 000 §2 rendered inside the layout (route guard, top bar). /stores/:id also matches /stores/:id/. */
const pageRoutes: readonly PageRoute[] = [
  { key: 'home', path: '/', page: HomePage },
  { key: 'items', path: '/items', page: items.list, resource: 'items' },
  { key: 'reports', path: '/reports', page: ReportsPage },
  { key: 'companies', path: '/companies', page: companies.list, resource: 'companies' },
  { key: 'company', path: '/companies/:id', page: companies.edit, resource: 'companies', preloadTab: tabPreloader('company', companyTabBodies) },
  { key: 'employees', path: '/employees', page: employees.list, resource: 'employees' },
  { key: 'employee', path: '/employees/:id', page: employees.edit, resource: 'employees', preloadTab: tabPreloader('employee', employeeTabBodies) },
  { key: 'store', path: '/stores/:id', page: stores.edit, resource: 'stores', preloadTab: tabPreloader('store', storeTabBodies) },
  { key: 'match-items', path: '/match-items/:id', page: MatchItemsPage, preloadTab: tabPreloader('match-items', matchItemsTabBodies) },
  { key: 'insights', path: '/insights', page: InsightsPage },
];

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
 * while the session is restored instead of after.
 */
export function preloadPageAt({ pathname, search }: { pathname: string; search: string }): void {
  const route = pageRoutes.find(({ path }) => matchesRoutePattern(path, pathname));
  route?.page.preload();
  route?.preloadTab?.(new URLSearchParams(search).get(ACTIVE_TAB_PARAM));
}
