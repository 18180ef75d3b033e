import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { CoreAdminContext, FilterForm, memoryStore, type DataProvider } from 'react-admin';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import { ListShell } from '../../src/custom/list/ListShell.tsx';
import { SearchFilter } from '../../src/custom/list/SearchFilter.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../src/custom/hooks/useDebouncedValue.ts';

const dataProvider = {
  getList: () => Promise.resolve({ data: [{ id: 1, name: 'Corner Market' }], total: 1 }),
} as unknown as DataProvider;

/** A page whose code never arrives: react-router's transition keeps the list's page mounted meanwhile. */
const NeverLoaded = lazy(() => new Promise<never>(() => {}));

const ListPage = () => (
  <CoreAdminContext dataProvider={dataProvider} store={memoryStore()}>
    <ListShell resource="companies" inUrl>
      <FilterForm filters={[<SearchFilter key="q" label="Search" alwaysOn />]} />
      <Link to="/companies/1">Corner Market</Link>
    </ListShell>
  </CoreAdminContext>
);

const renderAt = (path: string) => {
  window.history.replaceState({}, '', path);
  const router = createBrowserRouter([
    { path: '/companies', element: <ListPage /> },
    { path: '/companies/:id', element: <NeverLoaded /> },
  ]);
  render(<RouterProvider router={router} />);
};

const currentPath = () => `${window.location.pathname}${window.location.search}`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('a search typed just before a result is opened changes nothing once the list\'s page is left', async () => {
  renderAt('/companies');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'cor');
  await userEvent.click(screen.getByRole('link', { name: 'Corner Market' }));
  expect(currentPath()).toBe('/companies/1');
  // the list's page is still mounted while the next page's code loads
  expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  await wait(SEARCH_DEBOUNCE_MS + 300);
  expect(currentPath()).toBe('/companies/1');
});

it('a search typed on the list still reaches the URL, once, after the debounce', async () => {
  renderAt('/companies');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'cor');
  expect(new URLSearchParams(window.location.search).get('filter')).toBeNull();
  await wait(SEARCH_DEBOUNCE_MS + 300);
  expect(window.location.pathname).toBe('/companies');
  expect(JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}')).toEqual({ q: 'cor' });
});
