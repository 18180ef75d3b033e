import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueHandlers, itemFixture, listHandler, signIn } from './support/globalItems.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';


afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Ticks options of a multiple select, then closes its menu. */
async function chooseMany(label: string, options: string[]) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  for (const option of options) await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

const last = (seen: URLSearchParams[]) => seen[seen.length - 1];

/** Ticks the row checkbox of the item named `name` (react-admin's DataTable selection). */
async function tick(name: string) {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  await userEvent.click(within(row).getByRole('checkbox'));
}

describe('global item search answers: estimated counts and "Did you mean"', () => {
  it('says "About 12,300 items" when the server estimated the count past its cap', async () => {
    signIn('INTERNAL');
    mswServer.use(
      http.get(api('/inventory/items/global-items/v2'), () =>
        HttpResponse.json({ count: 1000, count_exact: false, count_estimate: 12300, globalItems: [itemFixture(1), itemFixture(2)] }),
      ),
      ...catalogueHandlers(),
    );
    renderAppAt('/items');
    expect(await screen.findByText('About 12,300 items')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('offers close spellings when nothing matched, and a click searches for the one chosen', async () => {
    signIn('INTERNAL');
    const searches: string[] = [];
    mswServer.use(
      http.get(api('/inventory/items/global-items/v2'), ({ request }) => {
        const search = new URL(request.url).searchParams.get('search_string') ?? '';
        searches.push(search);
        if (search === 'cocacola') return HttpResponse.json({ count: 0, count_exact: true, globalItems: [], suggestions: ['Coca-Cola Classic', 'Coca-Cola Zero'] });
        if (search === 'Coca-Cola Zero') return HttpResponse.json({ count: 1, count_exact: true, globalItems: [itemFixture(3, { name: 'Coca-Cola Zero' })] });
        return HttpResponse.json({ count: 2, count_exact: true, globalItems: [itemFixture(1), itemFixture(2)] });
      }),
      ...catalogueHandlers(),
    );
    renderAppAt('/items');
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(screen.queryByText('Did you mean:')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Search by name or UPC' }));
    await userEvent.paste('cocacola');
    expect(await screen.findByText('Did you mean:', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coca-Cola Classic' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coca-Cola Zero' }));

    expect(await screen.findByText('1 item', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Did you mean:')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Coca-Cola Zero' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search by name or UPC' })).toHaveValue('Coca-Cola Zero');
    expect(searches.at(-1)).toBe('Coca-Cola Zero');
  });
});

describe('global item list filters', () => {
  it('opens on available items by name, 20 a page, and pages = ceil(count/20)', async () => {
    signIn('INTERNAL');
    const seen: URLSearchParams[] = [];
    mswServer.use(listHandler(seen), ...catalogueHandlers());
    renderAppAt('/items');

    expect(await screen.findByText('45 items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Item 1' })).toBeInTheDocument();
    expect(last(seen).toString()).toBe('min_price=0&max_price=99999&active=true&order=name&sort_dir=ASC&offset=0');
    const pages = screen.getByRole('group', { name: 'Item list pages' });
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Go to page 4' })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByRole('link', { name: 'Item 41' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(last(seen).get('offset')).toBe('40');
  });

  it('says "1000+ items" when the server stopped counting, and keeps offering the next page while pages are full', async () => {
    signIn('INTERNAL');
    const seen: URLSearchParams[] = [];
    mswServer.use(listHandler(seen, 5000, undefined, 1000), ...catalogueHandlers());
    renderAppAt('/items');

    expect(await screen.findByText('1000+ items')).toBeInTheDocument();
    const pages = screen.getByRole('group', { name: 'Item list pages' });
    expect(within(pages).getByText('1-20 of 1000+')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Item 21' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(last(seen).get('offset')).toBe('20');
    expect(within(pages).getByText('21-40 of 1000+')).toBeInTheDocument();
  });

  it('opens the page of the URL past the capped count and still offers the next page while pages are full', async () => {
    signIn('INTERNAL');
    const seen: URLSearchParams[] = [];
    mswServer.use(listHandler(seen, 5000, undefined, 1000), ...catalogueHandlers());
    renderAppAt('/items?page=51');

    expect(await screen.findByRole('link', { name: 'Item 1001' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(last(seen).get('offset')).toBe('1000');
    const pages = screen.getByRole('group', { name: 'Item list pages' });
    expect(within(pages).getByRole('button', { name: 'Go to next page' })).toBeEnabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Item 1021' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('page')).toBe('52');
  });

  it('turns each filter into the spec query fields and goes back to page 1', async () => {
    signIn('INTERNAL');
    const seen: URLSearchParams[] = [];
    mswServer.use(listHandler(seen), ...catalogueHandlers());
    renderAppAt('/items');
    await screen.findByText('45 items');
    await userEvent.click(within(screen.getByRole('group', { name: 'Item list pages' })).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(last(seen).get('offset')).toBe('20'));

    await choose('Availability', 'Unavailable');
    await waitFor(() => expect(last(seen).get('active')).toBe('false'));
    expect(last(seen).get('offset')).toBe('0');

    await choose('Item type', 'Has modifiers');
    await waitFor(() => expect(last(seen).get('has_modifier_groups')).toBe('true'));
    await choose('Item type', 'Not sold independently');
    await waitFor(() => expect(last(seen).get('sell_independently')).toBe('false'));
    expect(last(seen).has('has_modifier_groups')).toBe(false);
    await choose('Item type', 'Is a modifier');
    await waitFor(() => expect(last(seen).get('modifier_item')).toBe('true'));

    await choose('Verification', 'Certified');
    await waitFor(() => expect(last(seen).get('verification')).toBe('certified'));

    await chooseMany('Category', ['Beverages', 'Bakery']);
    await waitFor(() => expect(last(seen).getAll('categories')).toEqual(['1', '3']));
    await chooseMany('Tags', ['Organic']);
    await waitFor(() => expect(last(seen).getAll('tags')).toEqual(['12']));

    const min = screen.getByRole('spinbutton', { name: 'Min price' });
    await userEvent.type(min, '2.5');
    const before = seen.length;
    expect(last(seen).get('min_price')).toBe('0');
    await userEvent.tab();
    await waitFor(() => expect(last(seen).get('min_price')).toBe('2.5'));
    expect(seen.length).toBe(before + 1);
    expect(last(seen).get('max_price')).toBe('99999');

    await choose('Sort by', 'Price (high to low)');
    await waitFor(() => expect(last(seen).get('order')).toBe('retail_price'));
    expect(last(seen).get('sort_dir')).toBe('DESC');

    await choose('Availability', 'All');
    await waitFor(() => expect(last(seen).get('active')).toBe('all'));

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(last(seen).toString()).toBe('min_price=0&max_price=99999&active=true&order=name&sort_dir=ASC&offset=0'));
    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(null);
  });

  it('searches 500 ms after the last keystroke, without the leading whitespace', async () => {
    signIn('INTERNAL');
    const seen: URLSearchParams[] = [];
    mswServer.use(listHandler(seen), ...catalogueHandlers());
    renderAppAt('/items');
    await screen.findByText('45 items');
    const before = seen.length;

    const box = screen.getByRole('textbox', { name: 'Search by name or UPC' });
    fireEvent.change(box, { target: { value: '  Co' } });
    fireEvent.change(box, { target: { value: '  Cola' } });
    expect(box).toHaveValue('Cola');
    // both keystrokes fall inside one 500 ms debounce: nothing is asked yet, then one query
    expect(seen.length).toBe(before);
    await waitFor(() => expect(seen.length).toBe(before + 1));
    expect(last(seen).get('search_string')).toBe('Cola');
    expect(JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}')).toEqual({ search: 'Cola' });
  });

  it('scopes the list to the company picked on /items', async () => {
    signIn('INTERNAL');
    const seen: URLSearchParams[] = [];
    mswServer.use(listHandler(seen), ...catalogueHandlers());
    renderAppAt('/items');
    await screen.findByText('45 items');
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'QuickStop' }));
    await waitFor(() => expect(last(seen).get('company_id')).toBe('8'));
    expect(screen.queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
  });

  it('shows "Unable to fetch tags list" with the server message', async () => {
    signIn('INTERNAL');
    mswServer.use(
      listHandler([]),
      http.get(api('/inventory/tags'), () => HttpResponse.json({ message: 'Tags are resting' }, { status: 500 })),
      ...catalogueHandlers(),
    );
    renderAppAt('/items');
    const alert = await screen.findByRole('dialog', { name: 'Unable to fetch tags list' });
    expect(within(alert).getByText('Tags are resting')).toBeInTheDocument();
  });

  it('shows "Unable to fetch Data" with the server message when the list fails', async () => {
    signIn('INTERNAL');
    mswServer.use(
      http.get(api('/inventory/items/global-items/v2'), () => HttpResponse.json({ message: 'sort_dir must be ASC or DESC' }, { status: 400 })),
      ...catalogueHandlers(),
    );
    renderAppAt('/items');
    const alert = await screen.findByRole('dialog', { name: 'Unable to fetch Data' });
    expect(within(alert).getByText('sort_dir must be ASC or DESC')).toBeInTheDocument();
    expect(screen.getByText('No items found')).toBeInTheDocument();
  });
});

describe('bulk actions', () => {
  it('deactivates all items matching the filter in one PUT with select_all, tells how many, and refreshes', async () => {
    signIn('INTERNAL');
    const seen: URLSearchParams[] = [];
    const calls: { query: URLSearchParams; body: unknown }[] = [];
    let total = 45;
    mswServer.use(
      http.get(api('/inventory/items/global-items/v2'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(query);
        const offset = Number(query.get('offset') ?? 0);
        const rows = Array.from({ length: Math.max(0, Math.min(20, total - offset)) }, (_, index) => itemFixture(offset + index + 1));
        return HttpResponse.json({ count: total, globalItems: rows });
      }),
      http.put(api('/inventory/items/global-items/bulk-actions'), async ({ request }) => {
        calls.push({ query: new URL(request.url).searchParams, body: await request.json() });
        total = 0;
        return HttpResponse.json({ updated: 45 });
      }),
      ...catalogueHandlers(),
    );
    renderAppAt('/items');
    await screen.findByText('45 items');
    await chooseMany('Category', ['Bakery']);
    await waitFor(() => expect(last(seen).getAll('categories')).toEqual(['3']));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('All 20 items on this page are selected.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select all 45 items matching the filter' }));
    expect(screen.getByText('All 45 items matching the filter are selected.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate items' });
    expect(within(confirm).getByText('Deactivate 45 items?')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Deactivate' })).toHaveClass('ra-confirm');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ select_all: true, status: 'inactive' });
    expect(calls[0].query.toString()).toBe('min_price=0&max_price=99999&active=true&categories=3');
    expect(await screen.findByText('45 items deactivated')).toBeInTheDocument();
    expect(await screen.findByText('0 items')).toBeInTheDocument();
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('activates and deletes a selection by ids (PATCH .../bulk-actions/ and DELETE .../bulk)', async () => {
    signIn('INTERNAL');
    const patches: unknown[] = [];
    const deletes: unknown[] = [];
    mswServer.use(
      listHandler([], 45, (id) => itemFixture(id, { status: 'inactive' })),
      http.patch(api('/inventory/items/global-items/bulk-actions/'), async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ updated: 2 });
      }),
      http.delete(api('/inventory/items/global-items/bulk'), async ({ request }) => {
        deletes.push(await request.json());
        return HttpResponse.json({ deleted: 1 });
      }),
      ...catalogueHandlers(),
    );
    renderAppAt('/items');
    await screen.findByText('45 items');
    await tick('Item 2');
    await tick('Item 5');
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Select all .* matching/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Activate items' })).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(patches).toEqual([{ item_ids: [2, 5], status: 'active' }]));
    expect(await screen.findByText('2 items activated')).toBeInTheDocument();

    // The confirmation closes with a fade: until it is gone the list behind it is hidden from the accessibility tree.
    await waitFor(() => expect(document.querySelector('.MuiDialog-root')).toBeNull());
    await tick('Item 3');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete items' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual([{ item_ids: [3] }]));
    expect(await screen.findByText('1 item deleted')).toBeInTheDocument();
  });

  it('shows "Unable to update data" with the server message when a bulk action fails', async () => {
    signIn('INTERNAL');
    mswServer.use(
      listHandler([]),
      http.patch(api('/inventory/items/global-items/bulk-actions/'), () => HttpResponse.json({ message: 'status is required' }, { status: 400 })),
      ...catalogueHandlers(),
    );
    renderAppAt('/items');
    await screen.findByText('45 items');
    await tick('Item 1');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Deactivate items' })).getByRole('button', { name: 'Deactivate' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to update data' });
    expect(within(alert).getByText('status is required')).toBeInTheDocument();
  });

  it('merges the other selected items into the one Certified item', async () => {
    signIn('INTERNAL');
    const bodies: unknown[] = [];
    mswServer.use(
      listHandler([], 45, (id) => itemFixture(id, { verification: id === 4 ? 'certified' : 'unresolved' })),
      http.post(api('/inventory/items/global-items/merge-with-certified-item'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ merged: 2, relinked_store_items: 5 });
      }),
      ...catalogueHandlers(),
    );
    renderAppAt('/items');
    await screen.findByText('45 items');
    await tick('Item 1');
    await tick('Item 4');
    expect(screen.getByRole('button', { name: 'Merge into certified item' })).toBeInTheDocument();
    await tick('Item 2');
    await userEvent.click(screen.getByRole('button', { name: 'Merge into certified item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge into a certified item' });
    expect(within(dialog).getByText('Certified item: Item 4')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(bodies).toEqual([{ item_ids: [1, 2], certified_item_id: 4 }]));
    expect(await screen.findByText('2 items merged into the certified item, 5 store items now linked with it')).toBeInTheDocument();
  });

  it('offers no checkboxes, bulk actions or Create item without lm_edit_store_inventory', async () => {
    signIn('MERCHANT', ['lm_view_store_inventory', 'view_company_details']);
    mswServer.use(listHandler([]), ...catalogueHandlers());
    renderAppAt('/companies/7?sidebarActiveTab=products');
    await screen.findByText('45 items');
    expect(within(screen.getByRole('table')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create item' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeInTheDocument();
  });
});

describe('export', () => {
  it("downloads the company's items as <company>_items.csv with the session token, then says so", async () => {
    signIn('MERCHANT');
    const seen: URLSearchParams[] = [];
    const exports: { query: string; authorization: string | null }[] = [];
    mswServer.use(
      listHandler(seen),
      ...catalogueHandlers(),
      http.get(api('/inventory/items/global-items/export-to-csv'), ({ request }) => {
        exports.push({ query: new URL(request.url).search, authorization: request.headers.get('authorization') });
        return new HttpResponse('id,name\n1,Cola\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:items';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });

    renderAppAt('/companies/7?sidebarActiveTab=products');
    await screen.findByText('45 items');
    await waitFor(() => expect(last(seen).get('company_id')).toBe('7'));
    await userEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));

    expect(await screen.findByText('The file Corner_Market_items.csv was exported successfully')).toBeInTheDocument();
    expect(exports).toEqual([{ query: '?company_id=7', authorization: 'Bearer stored-access-token' }]);
    expect(downloads).toEqual(['Corner_Market_items.csv blob:items']);
    expect(await created[0].text()).toBe('id,name\n1,Cola\n');
  });

  it('shows "Unable to fetch Data" with the server message when the export fails', async () => {
    signIn('INTERNAL');
    mswServer.use(
      listHandler([]),
      ...catalogueHandlers(),
      http.get(api('/inventory/items/global-items/export-to-csv'), () => HttpResponse.json({ message: 'Export refused' }, { status: 403 })),
    );
    renderAppAt('/items');
    await screen.findByText('45 items');
    await userEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to fetch Data' });
    expect(within(alert).getByText('Export refused')).toBeInTheDocument();
  });
});
