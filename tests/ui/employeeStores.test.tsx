import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmployeeStoresAnswer, StoreEmployeesBody } from '../../src/contract/employees.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions.ts';
import { profileFixture, storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

const SAM = profileFixture('MERCHANT', ['view_employees'], {
  userId: 52,
  firstName: 'Sam',
  lastName: 'Shift',
  email: 'sam@cornermarket.example',
  username: 'cognito-sam',
});

const ASSIGNED: EmployeeStoresAnswer = {
  count: 1,
  stores: [{ id: 31, name: 'Corner Market Downtown', address: '1 Main St, New York, NY 10001', assigned: true }],
};
const UNASSIGNED: EmployeeStoresAnswer = {
  count: 2,
  stores: [
    { id: 32, name: 'Corner Market Uptown', address: null, assigned: false },
    { id: 33, name: 'Corner Market Harbor', address: null, assigned: false },
  ],
};

describe('employee assigned stores', () => {
  it('lists the assigned stores and assigns the checked ones', async () => {
    const assigned: StoreEmployeesBody[] = [];
    const queries: URL[] = [];
    storeSession('MERCHANT');
    mswServer.use(
      ...sessionHandlers({ userType: 'MERCHANT', permissions: DEFAULT_ROLE_PERMISSIONS.superadmin }),
      http.get(api('/user-service/fetch-profile'), () => HttpResponse.json(SAM)),
      http.get(api('/stores/employees/stores-list-and-count'), ({ request }) => {
        const url = new URL(request.url);
        queries.push(url);
        return HttpResponse.json(url.searchParams.get('assigned') === 'true' ? ASSIGNED : UNASSIGNED);
      }),
      http.post(api('/stores/store-employees/'), async ({ request }) => {
        assigned.push((await request.json()) as StoreEmployeesBody);
        return HttpResponse.json({ user_id: 52, added_store_ids: [33], stores_count: 2 });
      }),
    );
    renderAppAt('/employees/52?sidebarActiveTab=assigned-stores');

    expect(await screen.findByRole('cell', { name: 'Corner Market Downtown' })).toBeInTheDocument();
    expect(screen.getByText('sam@cornermarket.example · Employee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/companies/7?sidebarActiveTab=employees');
    const first = queries[0]?.searchParams;
    expect([first?.get('user_id'), first?.get('company_id'), first?.get('assigned'), first?.get('offset'), first?.get('limit')]).toEqual([
      '52',
      '7',
      'true',
      '0',
      '20',
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Assign stores' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Corner Market Harbor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assigned).toEqual([{ store_ids: [33], company_id: 7, user_id: 52 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/employees/52?sidebarActiveTab=assigned-stores');
  });

  it('searches the unassigned stores in the dialog and keeps the ticks across searches', async () => {
    const assigned: StoreEmployeesBody[] = [];
    const searches: (string | null)[] = [];
    storeSession('MERCHANT');
    mswServer.use(
      ...sessionHandlers({ userType: 'MERCHANT', permissions: DEFAULT_ROLE_PERMISSIONS.superadmin }),
      http.get(api('/user-service/fetch-profile'), () => HttpResponse.json(SAM)),
      http.get(api('/stores/employees/stores-list-and-count'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('assigned') === 'true') return HttpResponse.json(ASSIGNED);
        const search = params.get('search_string');
        searches.push(search);
        const stores = UNASSIGNED.stores.filter((store) => !search || store.name.toLowerCase().includes(search.toLowerCase()));
        return HttpResponse.json({ count: stores.length, stores });
      }),
      http.post(api('/stores/store-employees/'), async ({ request }) => {
        assigned.push((await request.json()) as StoreEmployeesBody);
        return HttpResponse.json({ user_id: 52, added_store_ids: [32, 33], stores_count: 3 });
      }),
    );
    renderAppAt('/employees/52?sidebarActiveTab=assigned-stores');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Assign stores' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Corner Market Uptown' }));

    await user.type(within(dialog).getByRole('textbox', { name: 'Search stores' }), 'harb');
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Corner Market Uptown' })).not.toBeInTheDocument());
    expect(searches).toContain('harb');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Corner Market Harbor' }));

    await user.clear(within(dialog).getByRole('textbox', { name: 'Search stores' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Search stores' }), 'nowhere');
    expect(await within(dialog).findByText('No unassigned store matches the search')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assigned).toEqual([{ store_ids: [32, 33], company_id: 7, user_id: 52 }]));
  });

  it('refuses an assignment of no store, as the contract of the POST does, and asks before discarding ticks', async () => {
    const assigned: StoreEmployeesBody[] = [];
    storeSession('MERCHANT');
    mswServer.use(
      ...sessionHandlers({ userType: 'MERCHANT', permissions: DEFAULT_ROLE_PERMISSIONS.superadmin }),
      http.get(api('/user-service/fetch-profile'), () => HttpResponse.json(SAM)),
      http.get(api('/stores/employees/stores-list-and-count'), ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('assigned') === 'true' ? ASSIGNED : UNASSIGNED),
      ),
      http.post(api('/stores/store-employees/'), async ({ request }) => {
        assigned.push((await request.json()) as StoreEmployeesBody);
        return HttpResponse.json({ user_id: 52, added_store_ids: [32], stores_count: 2 });
      }),
    );
    renderAppAt('/employees/52?sidebarActiveTab=assigned-stores');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Assign stores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign stores' });
    await within(dialog).findByRole('checkbox', { name: 'Corner Market Uptown' });

    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Tick at least one store to assign')).toBeInTheDocument();
    expect(assigned).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Corner Market Uptown' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('checkbox', { name: 'Corner Market Uptown' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assigned).toEqual([{ store_ids: [32], company_id: 7, user_id: 52 }]));
    expect(await screen.findByText('1 store assigned')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign stores' })).not.toBeInTheDocument());
  });
});
