import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmployeeStoresAnswer } from '../../src/contract/employees.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions.ts';
import { profileFixture, storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';

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

describe('unlinking a store from an employee', () => {
  it('asks first; cancelling sends nothing, confirming unlinks and says so', async () => {
    const unlinked: string[] = [];
    let stores = ASSIGNED;
    storeSession('MERCHANT');
    mswServer.use(
      ...sessionHandlers({ userType: 'MERCHANT', permissions: DEFAULT_ROLE_PERMISSIONS.superadmin }),
      http.get(api('/user-service/fetch-profile'), () => HttpResponse.json(SAM)),
      http.get(api('/stores/employees/stores-list-and-count'), ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('assigned') === 'true' ? stores : { count: 0, stores: [] }),
      ),
      http.delete(api('/stores/:storeId/store-employees/:userId'), ({ params }) => {
        unlinked.push(`${String(params.storeId)}/${String(params.userId)}`);
        stores = { count: 0, stores: [] };
        return HttpResponse.json({ message: 'Store unlinked' });
      }),
    );
    renderAppAt('/employees/52?sidebarActiveTab=assigned-stores');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Unlink Corner Market Downtown' }));
    let confirm = await screen.findByRole('dialog', { name: 'Unlink Corner Market Downtown?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(unlinked).toEqual([]);
    expect(screen.getByRole('cell', { name: 'Corner Market Downtown' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlink Corner Market Downtown' }));
    confirm = await screen.findByRole('dialog', { name: 'Unlink Corner Market Downtown?' });
    await user.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(unlinked).toEqual(['31/52']));
    expect(await screen.findByText('Corner Market Downtown unlinked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Corner Market Downtown' })).not.toBeInTheDocument());
  });
});
