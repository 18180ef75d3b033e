import { isValidElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginPage } from '../login/LoginPage.tsx';
import { lazyNamed } from '../lazy/lazyNamed.ts';
import { LOGIN_PATH } from '../../providers/sessionConstants.ts';
import companies from '../../resources/companies/index.ts';
import employees from '../../resources/employees/index.ts';
import items from '../../resources/items/index.ts';
import stores from '../../resources/stores/index.ts';
import type { ResourceDefinition } from '../../resources/resourceDefinition.ts';

type PageSlot = 'list' | 'edit';

// Pages load when first visited (the login page stays in the first screen: it is the first screen).
const HomePage = lazyNamed(() => import('../pages/HomePage.tsx'), 'HomePage');
const ReportsPage = lazyNamed(() => import('../pages/ReportsPage.tsx'), 'ReportsPage');
const InsightsPage = lazyNamed(() => import('../pages/InsightsPage.tsx'), 'InsightsPage');
const MatchItemsPage = lazyNamed(() => import('../matching/MatchItemsPage.tsx'), 'MatchItemsPage');

/** Renders a resource's page inside its resource context, so react-admin hooks know the resource. */
function resourcePage(name: string, definition: ResourceDefinition, slot: PageSlot) {
  const Page = definition[slot];
  if (!Page || isValidElement(Page)) throw new Error(`Resource ${name} declares no ${slot} component`);
  return (
    <ResourceContextProvider value={name}>
      <Page />
    </ResourceContextProvider>
  );
}

/** The routes of spec 000 §2 rendered without layout (only the login page). */
export const routesWithoutLayout = [<Route key="login" path={LOGIN_PATH} element={<LoginPage />} />];

/** The routes of spec 000 §2 rendered inside the layout (route guard, top bar). /stores/:id also matches /stores/:id/. */
export const routesWithLayout = [
  <Route key="home" path="/" element={<HomePage />} />,
  <Route key="items" path="/items" element={resourcePage('items', items, 'list')} />,
  <Route key="reports" path="/reports" element={<ReportsPage />} />,
  <Route key="companies" path="/companies" element={resourcePage('companies', companies, 'list')} />,
  <Route key="company" path="/companies/:id" element={resourcePage('companies', companies, 'edit')} />,
  <Route key="employees" path="/employees" element={resourcePage('employees', employees, 'list')} />,
  <Route key="employee" path="/employees/:id" element={resourcePage('employees', employees, 'edit')} />,
  <Route key="store" path="/stores/:id" element={resourcePage('stores', stores, 'edit')} />,
  <Route key="match-items" path="/match-items/:id" element={<MatchItemsPage />} />,
  <Route key="insights" path="/insights" element={<InsightsPage />} />,
];
