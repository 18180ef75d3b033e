import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Banner, BannerBulkDeleteBody, BannerCreateBody, BannerUpdateBody } from '../../src/contract/campaigns.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions.ts';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

const CAMPAIGNS = '/stores/company/7/campaigns';

function banner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    company_id: 7,
    name: `Banner ${String(id).padStart(2, '0')}`,
    description: null,
    image: null,
    status: 'active',
    schedule_state: 'live',
    start_date: null,
    end_date: null,
    segments: [],
    display_locations: [],
    featured_products: [],
    featured_items: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

interface Server {
  banners: Banner[];
  queries: URLSearchParams[];
  deleteCalls: number[][];
  writes: (BannerCreateBody | BannerUpdateBody)[];
}

/** A company 7 with `banners`, answering like the server: filters, 20 a page, bulk delete of at most 20. */
function start(banners: Banner[], permissions: readonly PermissionKey[] = DEFAULT_ROLE_PERMISSIONS.superadmin, failDeleteCall?: number): Server {
  const server: Server = { banners, queries: [], deleteCalls: [], writes: [] };
  storeSession('MERCHANT');
  mswServer.use(
    ...sessionHandlers({ userType: 'MERCHANT', permissions }),
    http.get(api('/stores/company/'), () => HttpResponse.json({ companies: [], count: 0, totalCompaniesCount: 0, totalStoresCount: 0 })),
    http.get(api('/stores/'), () => HttpResponse.json({ stores: [], count: 0 })),
    http.get(api(`${CAMPAIGNS}/count`), () => HttpResponse.json({ count: server.banners.length })),
    http.get(api(CAMPAIGNS), ({ request }) => {
      const query = new URL(request.url).searchParams;
      server.queries.push(query);
      const status = query.get('status');
      const matching = server.banners.filter((row) => !status || row.schedule_state === status);
      const offset = Number(query.get('offset') ?? 0);
      return HttpResponse.json({ campaigns: matching.slice(offset, offset + Number(query.get('limit') ?? 20)), count: matching.length });
    }),
    http.get(api(`${CAMPAIGNS}/:bannerId`), ({ params }) => HttpResponse.json(server.banners.find((row) => row.id === Number(params.bannerId)))),
    http.put(api(`${CAMPAIGNS}/:bannerId`), async ({ request }) => {
      server.writes.push((await request.json()) as BannerUpdateBody);
      return HttpResponse.json(server.banners[0]);
    }),
    http.post(api(CAMPAIGNS), async ({ request }) => {
      server.writes.push((await request.json()) as BannerCreateBody);
      return HttpResponse.json(banner(99), { status: 201 });
    }),
    http.delete(api(`${CAMPAIGNS}/bulk/delete`), async ({ request }) => {
      const ids = ((await request.json()) as BannerBulkDeleteBody).campaign_ids;
      server.deleteCalls.push(ids);
      if (ids.length > 20) return HttpResponse.json({ message: 'campaign_ids: at most 20 a call' }, { status: 400 });
      if (server.deleteCalls.length === failDeleteCall) return HttpResponse.json({ message: 'Banner 21 is locked' }, { status: 409 });
      server.banners = server.banners.filter((row) => !ids.includes(row.id));
      return HttpResponse.json({ message: `${ids.length} banners deleted`, campaign_ids: ids });
    }),
  );
  renderAppAt('/companies/7?sidebarActiveTab=banners');
  return server;
}

const many = (count: number) => Array.from({ length: count }, (_, index) => banner(index + 1));

async function selectAllMatching(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await screen.findByText('Banner 01');
  const [pageCheckbox] = screen.getAllByRole('checkbox', { name: /select all/i });
  await user.click(pageCheckbox as HTMLElement);
  await user.click(await screen.findByRole('button', { name: /^Select all/ }));
  await screen.findByText('25 items selected');
}

describe('company banners tab', () => {
  it('lists 20 a page with the count and the schedule state, and keeps the schedule filter in the URL', async () => {
    const rows = [...many(23), banner(24, { name: 'Coming soon', schedule_state: 'scheduled', status: 'active', start_date: '2030-01-01T15:00:00Z' })];
    const server = start(rows);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Banner 01');
    expect(screen.getByRole('status')).toHaveTextContent('24 banners');
    expect(within(screen.getByRole('table')).getAllByText('Live')).toHaveLength(20);
    expect(screen.getByText('1-20 of 24')).toBeInTheDocument();
    expect(server.queries[0]?.get('limit')).toBe('20');

    await user.click(screen.getByRole('combobox', { name: /^Schedule/ }));
    await user.click(await screen.findByRole('option', { name: 'Scheduled' }));
    await screen.findByText('Coming soon');
    await waitFor(() => expect(screen.queryByText('Banner 01')).not.toBeInTheDocument());
    expect(server.queries.at(-1)?.get('status')).toBe('scheduled');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 24 banners');
    expect(decodeURIComponent(currentPath())).toContain('"status":"scheduled"');
    expect(currentPath()).toContain('sidebarActiveTab=banners');
  });

  it('shows each banner\'s image as a named thumbnail, and a "No image" square for a banner without one', async () => {
    start([banner(1, { name: 'Summer sale', image: '/api/uploads/0123456789abcdef0123456789abcdef.png' }), banner(2, { name: 'Plain' })]);
    const table = await screen.findByRole('table');
    await within(table).findByText('Summer sale');
    const image = within(table).getByRole('img', { name: 'Image of the banner Summer sale' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', '/api/uploads/0123456789abcdef0123456789abcdef.png');
    const rowWithout = within(table).getByText('Plain').closest('tr') as HTMLElement;
    expect(within(rowWithout).getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });

  it('refuses to save a banner without a name or whose end is not after its start', async () => {
    const server = start([banner(1, { name: 'Backwards', start_date: '2030-02-01T10:00:00Z', end_date: '2030-01-01T10:00:00Z' })]);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const create = await screen.findByRole('dialog', { name: 'New banner' });
    await user.click(within(create).getByRole('button', { name: 'Save' }));
    expect(await within(create).findByText('Required')).toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByText('Backwards'));
    const edit = await screen.findByRole('dialog', { name: 'Edit banner' });
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText('The end must be after the start')).toBeInTheDocument();
    expect(server.writes).toEqual([]);
  });

  it('deletes a banner from its dialog only once confirmed', async () => {
    const deleted: string[] = [];
    const server = start([banner(1, { name: 'Spring sale' })]);
    mswServer.use(
      http.delete(api(`${CAMPAIGNS}/:bannerId`), ({ params }) => {
        deleted.push(String(params.bannerId));
        server.banners = [];
        return HttpResponse.json({ message: 'Banner deleted' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Spring sale'));
    const edit = await screen.findByRole('dialog', { name: 'Edit banner' });
    await user.click(await within(edit).findByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete banner "Spring sale"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete banner "Spring sale"?' })).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(within(edit).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete banner "Spring sale"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['1']));
    expect(await screen.findByText('Banner deleted')).toBeInTheDocument();
  });

  it('deletes 25 selected banners in a call of 20 and a call of 5', async () => {
    const server = start(many(25));
    const user = userEvent.setup({ delay: null });
    await selectAllMatching(user);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete 25 banners?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('25 banners deleted')).toBeInTheDocument();
    expect(server.deleteCalls.map((ids) => ids.length)).toEqual([20, 5]);
    expect(new Set(server.deleteCalls.flat()).size).toBe(25);
  });

  it('reports which part of a split delete failed, with the server message', async () => {
    const server = start(many(25), DEFAULT_ROLE_PERMISSIONS.superadmin, 2);
    const user = userEvent.setup({ delay: null });
    await selectAllMatching(user);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete 25 banners?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('20 of 25 banners deleted; 5 could not be deleted: Banner 21 is locked')).toBeInTheDocument();
    expect(server.deleteCalls.map((ids) => ids.length)).toEqual([20, 5]);
    expect(server.banners).toHaveLength(5);
  });

  it('shows a view-only user no create, edit, select or delete controls', async () => {
    start(many(3), DEFAULT_ROLE_PERMISSIONS.staff);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Banner 01'));
    expect(screen.queryByRole('button', { name: 'New banner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the spec heading with the server message when the list cannot be fetched', async () => {
    start([]);
    mswServer.use(http.get(api(CAMPAIGNS), () => HttpResponse.json({ message: 'Database is down' }, { status: 503 })));
    const alert = await screen.findByRole('dialog', { name: 'Unable to fetch banners list' });
    expect(within(alert).getByText('Database is down')).toBeInTheDocument();
  });
});
