import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SyncGrid, SyncGridCell } from '../../src/contract/channels.ts';
import { DEFAULT_ROLE_PERMISSIONS, type PermissionKey } from '../../src/domain/permissions.ts';
import { directory } from './support/channels.ts';
import { companyFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';

const COMPANY = 7;
const T = '2026-07-14T15:00:00.000Z';

function cell(partnerId: number, over: Partial<SyncGridCell> = {}): SyncGridCell {
  const partner = directory.find((entry) => entry.id === partnerId);
  return {
    partner_id: partnerId,
    partner_name: partner?.name ?? '',
    linked: true,
    partner_store_id: `P-${partnerId}`,
    menu_enabled: true,
    last_sync: { id: partnerId * 10, status: 'completed', message: null, created_at: T, finished_at: T },
    unsync_count: 0,
    count_exact: true,
    failed: false,
    out_of_date: false,
    ...over,
  };
}

const failedUberEats = cell(2, { last_sync: { id: 21, status: 'failed', message: 'no hours', created_at: T, finished_at: T }, failed: true });
const GRID: SyncGrid = {
  count: 2,
  partners: directory.map((partner) => ({ id: partner.id, name: partner.name })),
  stores: [
    { store_id: 31, store_name: 'Midtown', cells: [cell(1, { unsync_count: 4, out_of_date: true }), failedUberEats, cell(3, { linked: false, last_sync: null }), cell(4, { last_sync: null })] },
    { store_id: 32, store_name: 'Uptown', cells: [cell(1), cell(2), cell(3), cell(4)] },
  ],
};

function openGrid(permissions: readonly PermissionKey[]) {
  const queries: URLSearchParams[] = [];
  const pushes: unknown[] = [];
  storeSession('INTERNAL');
  mswServer.use(
    ...sessionHandlers({ userType: 'INTERNAL', permissions }),
    http.get(api(`/stores/company/${COMPANY}`), () => HttpResponse.json(companyFixture(COMPANY))),
    http.get(api(`/stores/company/${COMPANY}/sync-grid`), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const stores = query.get('filter') === 'failed' ? GRID.stores.filter((row) => row.cells.some((entry) => entry.failed)) : GRID.stores;
      return HttpResponse.json({ ...GRID, count: stores.length, stores });
    }),
    http.post(api(`/stores/company/${COMPANY}/sync-grid/push`), async ({ request }) => {
      const body = (await request.json()) as { cells: { store_id: number; partner_id: number }[] };
      pushes.push(body);
      return HttpResponse.json(
        {
          queued: body.cells.filter((entry) => entry.partner_id !== 4).map((entry, index) => ({ ...entry, sync_id: 500 + index })),
          refused: body.cells.filter((entry) => entry.partner_id === 4).map((entry) => ({ ...entry, reason: 'menuEnabled is off for LulaDirect' })),
        },
        { status: 202 },
      );
    }),
  );
  renderAppAt(`/companies/${COMPANY}?sidebarActiveTab=sync-grid`);
  return { queries, pushes };
}

describe('company sync grid', () => {
  it('shows stores × partners with the last push, changes not pushed and unlinked cells', async () => {
    openGrid(DEFAULT_ROLE_PERMISSIONS.superadmin);
    const midtown = (await screen.findByText('Midtown')).closest('tr') as HTMLElement;
    expect(within(midtown).getByText('4 changes')).toBeInTheDocument();
    expect(within(midtown).getByText('Failed')).toBeInTheDocument();
    expect(within(midtown).getByText('Not linked')).toBeInTheDocument();
    expect(within(midtown).getByText('Never pushed')).toBeInTheDocument();
  });

  it('filters to failed cells and retries them in bulk, then pushes selected cells and reports refusals', async () => {
    const user = userEvent.setup();
    const recorded = openGrid(DEFAULT_ROLE_PERMISSIONS.superadmin);
    await screen.findByText('Uptown');
    await user.click(screen.getByLabelText('Show'));
    await user.click(await screen.findByRole('option', { name: 'Failed pushes' }));
    await waitFor(() => expect(screen.queryByText('Uptown')).not.toBeInTheDocument());
    expect(recorded.queries.at(-1)?.get('filter')).toBe('failed');

    await user.click(screen.getByRole('button', { name: 'Retry failed on this page' }));
    await waitFor(() => expect(recorded.pushes).toEqual([{ cells: [{ store_id: 31, partner_id: 2 }] }]));
    expect(await screen.findByText('1 push queued')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Select Midtown on DoorDash'));
    await user.click(screen.getByLabelText('Select Midtown on LulaDirect'));
    expect(screen.getByText('2 cells selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Push selected' }));
    await waitFor(() => expect(recorded.pushes).toHaveLength(2));
    expect(recorded.pushes[1]).toEqual({ cells: [{ store_id: 31, partner_id: 1 }, { store_id: 31, partner_id: 4 }] });
    expect(await screen.findByText('Midtown on LulaDirect: menuEnabled is off for LulaDirect')).toBeInTheDocument();
  });

  it('shows a view-only user the grid without selection or push controls', async () => {
    openGrid(DEFAULT_ROLE_PERMISSIONS.manager);
    await screen.findByText('Midtown');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Push selected' })).not.toBeInTheDocument();
  });
});
