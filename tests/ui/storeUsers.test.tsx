import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StoreUser } from '../../src/contract/employees.ts';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';
import { storePageHandlers } from './support/stores.ts';

const TOTAL = 25;

function user(index: number): StoreUser {
  return {
    userId: 500 + index,
    firstName: `First${index}`,
    lastName: `Last${index}`,
    email: `user${index}@cornermarket.example`,
    phoneNo: `+1212555${String(1000 + index)}`,
    role: { name: 'manager', label: 'Manager' },
    roleId: 4,
    createdOn: '2025-03-05T12:00:00.000Z',
  };
}

function serve(permissions: readonly PermissionKey[]) {
  storeSession('INTERNAL');
  const queries: URLSearchParams[] = [];
  mswServer.use(
    ...sessionHandlers({ userType: 'INTERNAL', permissions }),
    ...storePageHandlers(),
    http.get(api('/stores/company/7/tags'), () => HttpResponse.json([])),
    http.get(api('/user-service/company/7'), () => HttpResponse.json({ count: 0, users: [] })),
    http.get(api('/user-service/store/31/users'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const offset = Number(query.get('offset'));
      const limit = Number(query.get('limit'));
      const users = Array.from({ length: TOTAL }, (_, index) => user(index + 1)).slice(offset, offset + limit);
      return HttpResponse.json({ count: TOTAL, users });
    }),
  );
  return queries;
}

describe('Store users on the Store settings tab', () => {
  it('lists the store users 20 a page with phone, role and creation date formatted', async () => {
    const queries = serve(['lm_view_store_settings', 'view_employees']);
    renderAppAt('/stores/31?sidebarActiveTab=store-settings');

    const table = await screen.findByRole('table', { name: 'Store users' });
    const header = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header).toEqual(['First name', 'Last name', 'Email', 'Phone', 'Role', 'Created on']);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'First1',
      'Last1',
      'user1@cornermarket.example',
      '(212) 555-1001',
      'Manager',
      'Mar 5, 2025',
    ]);
    expect(queries[0].get('limit')).toBe('20');
    expect(queries[0].get('offset')).toBe('0');

    const pages = screen.getByRole('group', { name: 'Store user pages' });
    expect(within(pages).getByText('1-20 of 25')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await within(pages).findByText('21-25 of 25')).toBeInTheDocument();
    expect(await screen.findByText('First21')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Store users' })).getAllByRole('row')).toHaveLength(6);
    expect(queries.at(-1)?.get('offset')).toBe('20');
  });

  it('is not shown, nor called, without view_employees', async () => {
    const queries = serve(['lm_view_store_settings']);
    renderAppAt('/stores/31?sidebarActiveTab=store-settings');
    expect(await screen.findByRole('textbox', { name: /^Store name/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Store users' })).not.toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });
});
