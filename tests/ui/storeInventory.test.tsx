import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { ingestionFixture, inventoryHandlers, STORE_ID, storeItemFixture } from './support/inventory.ts';
import { matchingHandlers, matchServer } from './support/matching.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';

const EDITOR: PermissionKey[] = ['lm_view_store_inventory', 'lm_edit_store_inventory'];
const VIEWER: PermissionKey[] = ['lm_view_store_inventory'];
const INVENTORY_PATH = `/stores/${STORE_ID}?sidebarActiveTab=inventory`;

const ITEMS = [
  storeItemFixture(101, { name: 'Cold Brew', price: 4.5, upc: '012345678905', doordash_added: true, images: ['/img/cold-brew.png'] }),
  storeItemFixture(102, { name: 'Plain Bagel', price: 1, active: false, quantity: 0, sale_state: 'out_of_stock', ubereats_added: true }),
];

function openInventory(permissions: readonly PermissionKey[], items = ITEMS, total?: number) {
  storeSession('MERCHANT');
  const { handlers, recorder } = inventoryHandlers(items, total);
  mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions }), ...handlers);
  renderAppAt(INVENTORY_PATH);
  return recorder;
}

const lastQuery = (recorder: { listQueries: URLSearchParams[] }) => recorder.listQueries[recorder.listQueries.length - 1];

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function pick(label: RegExp, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Shows a list filter from react-admin's "Add filter" menu. */
async function addFilter(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
  await userEvent.click(await screen.findByRole('menuitemcheckbox', { name }));
}

/** Picks a list filter's option, adding the filter first when it is not shown. */
async function filterBy(name: string, option: string | RegExp) {
  const label = new RegExp(`^${name}`);
  if (!screen.queryByRole('combobox', { name: label })) await addFilter(name);
  await pick(label, option);
}

/** Ticks the row checkbox of the item named `name` (react-admin's DataTable selection). */
async function tick(name: string) {
  const row = (await screen.findByRole('button', { name })).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  await userEvent.click(within(row).getByRole('checkbox'));
}

/** jsdom's Blob has no text(). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('store inventory list', () => {
  it('shows a page of items with two-decimal prices, channel flags, counts and ceil(count/20) pages', async () => {
    const recorder = openInventory(EDITOR);
    const row = (await screen.findByRole('button', { name: 'Cold Brew' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('4.50')).toBeInTheDocument();
    expect(within(row).getByText('012345678905')).toBeInTheDocument();
    expect(within(row).getByLabelText('Added to DoorDash')).toBeInTheDocument();
    expect(within(row).getByLabelText('Not added to UberEats')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Cold Brew' })).toHaveAttribute('src', '/img/cold-brew.png');
    const bagel = screen.getByRole('button', { name: 'Plain Bagel' }).closest('tr');
    if (!bagel) throw new Error('no row');
    expect(within(bagel).getByText('1.00')).toBeInTheDocument();
    expect(within(bagel).getByText('Unavailable')).toBeInTheDocument();
    expect(within(bagel).getByText('Out of stock')).toBeInTheDocument();

    // The counts are asked for once the list has arrived.
    expect(await screen.findByText('All items: 45')).toBeInTheDocument();
    expect(screen.getByText('Needs review: 1')).toBeInTheDocument();
    const pages = screen.getByRole('group', { name: 'Inventory pages' });
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Go to page 4' })).not.toBeInTheDocument();

    expect(Object.fromEntries(lastQuery(recorder))).toEqual({
      min_price: '0',
      max_price: '99999',
      order: 'name',
      sort_dir: 'ASC',
      offset: '0',
      limit: '20',
    });
  });

  it('turns the search and every filter into the query', async () => {
    const recorder = openInventory(EDITOR);
    await screen.findByRole('button', { name: 'Cold Brew' });

    await fill(screen.getByRole('searchbox', { name: 'Search name, UPC or external id' }), '  cold');
    await waitFor(() => expect(lastQuery(recorder).get('search_string')).toBe('cold'));

    await filterBy('Sale state', 'Out of stock');
    await waitFor(() => expect(lastQuery(recorder).get('sale_state')).toBe('out_of_stock'));
    await filterBy('Availability', 'Unavailable');
    await waitFor(() => expect(lastQuery(recorder).get('active')).toBe('false'));
    await filterBy('Items', 'Has modifiers');
    await waitFor(() => expect(lastQuery(recorder).get('has_modifier_groups')).toBe('true'));
    await filterBy('Category', 'Snacks (15)');
    await waitFor(() => expect(lastQuery(recorder).getAll('categories')).toEqual(['6']));
    await filterBy('Menu', 'Breakfast');
    await waitFor(() => expect(lastQuery(recorder).getAll('menus')).toEqual(['10']));
    await addFilter('Max price');
    await fill(screen.getByRole('spinbutton', { name: 'Max price' }), '12.5');
    await waitFor(() => expect(lastQuery(recorder).get('max_price')).toBe('12.5'));
    expect(Object.fromEntries(lastQuery(recorder))).toMatchObject({
      search_string: 'cold',
      sale_state: 'out_of_stock',
      active: 'false',
      has_modifier_groups: 'true',
      categories: '6',
      menus: '10',
      min_price: '0',
      max_price: '12.5',
      offset: '0',
      limit: '20',
    });

    await filterBy('Items', 'Not sold independently');
    await waitFor(() => expect(lastQuery(recorder).get('sell_independently')).toBe('false'));
    expect(lastQuery(recorder).get('has_modifier_groups')).toBeNull();
  });

  it('shows the search alone until a filter is added, and a removed filter leaves the query', async () => {
    const recorder = openInventory(EDITOR);
    await screen.findByRole('button', { name: 'Cold Brew' });
    expect(screen.getByRole('searchbox', { name: 'Search name, UPC or external id' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();

    await filterBy('Availability', 'Unavailable');
    await waitFor(() => expect(lastQuery(recorder).get('active')).toBe('false'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove this filter' }));
    await waitFor(() => expect(lastQuery(recorder).get('active')).toBeNull());
    expect(screen.queryByRole('combobox', { name: /^Availability/ })).not.toBeInTheDocument();
  });

  it('sorts by a column header, pages 20 at a time and goes back to page 1 when a filter changes', async () => {
    const recorder = openInventory(EDITOR);
    await screen.findByRole('button', { name: 'Cold Brew' });
    await userEvent.click(screen.getByRole('button', { name: /^Sort by price/i }));
    await waitFor(() => expect(lastQuery(recorder).get('order')).toBe('price'));
    expect(lastQuery(recorder).get('sort_dir')).toBe('ASC');
    await userEvent.click(screen.getByRole('button', { name: /^Sort by price/i }));
    await waitFor(() => expect(lastQuery(recorder).get('sort_dir')).toBe('DESC'));

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastQuery(recorder).get('offset')).toBe('20'));
    expect(Object.fromEntries(lastQuery(recorder))).toMatchObject({ order: 'price', sort_dir: 'DESC', limit: '20' });

    await filterBy('Sale state', 'Needs review');
    await waitFor(() => expect(lastQuery(recorder).get('sale_state')).toBe('needs_review'));
    expect(lastQuery(recorder).get('offset')).toBe('0');
  });

  it('keeps its filters and page in react-admin\'s store: back from Manual matches, the same list shows', async () => {
    const recorder = openInventory(EDITOR);
    mswServer.use(...matchingHandlers(matchServer({})));
    await screen.findByRole('button', { name: 'Cold Brew' });
    await filterBy('Sale state', 'Needs review');
    await waitFor(() => expect(lastQuery(recorder).get('sale_state')).toBe('needs_review'));
    await userEvent.click(within(screen.getByRole('group', { name: 'Inventory pages' })).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastQuery(recorder).get('offset')).toBe('20'));

    // another page of the app unmounts the store page; its Back link opens the Inventory tab again
    await userEvent.click(screen.getByRole('link', { name: /^Manual matches/ }));
    expect(await screen.findByRole('heading', { name: 'Manual matches' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cold Brew' })).not.toBeInTheDocument();
    const before = recorder.listQueries.length;
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Cold Brew' })).toBeInTheDocument();

    expect(screen.getByRole('combobox', { name: /^Sale state/ })).toHaveTextContent('Needs review');
    const pages = screen.getByRole('group', { name: 'Inventory pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(recorder.listQueries.length).toBeGreaterThan(before));
    expect(recorder.listQueries.slice(before).every((query) => query.get('sale_state') === 'needs_review' && query.get('offset') === '20')).toBe(true);
  });

  it('strips leading whitespace from the search and queries only once typing has paused for 500 ms', async () => {
    const recorder = openInventory(EDITOR);
    await screen.findByRole('button', { name: 'Cold Brew' });
    const search = screen.getByRole('searchbox', { name: 'Search name, UPC or external id' });
    await userEvent.type(search, '   milk');
    expect(search).toHaveValue('milk');
    await waitFor(() => expect(lastQuery(recorder).get('search_string')).toBe('milk'));
    // no query for the partial words typed on the way
    expect(recorder.listQueries.map((query) => query.get('search_string')).filter(Boolean)).toEqual(['milk']);
  });

  it('asks for the counts once the first page of items has arrived, and a filter\'s choices once the filter shows', async () => {
    const sent: string[] = [];
    let answerList: () => void = () => undefined;
    const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
    mswServer.events.on('request:start', ({ request }) => {
      sent.push(new URL(request.url).pathname);
    });
    const recorder = openInventory(EDITOR);
    mswServer.use(
      http.get(api(`/inventory/${STORE_ID}`), async () => {
        await listAnswered;
        return HttpResponse.json({ count: ITEMS.length, items: ITEMS });
      }),
    );
    await waitFor(() => expect(sent).toContain(`/api/inventory/${STORE_ID}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).not.toContain(`/api/inventory/${STORE_ID}/inventory-count`);
    expect(sent).not.toContain(`/api/inventory/${STORE_ID}/category`);
    expect(sent).not.toContain(`/api/stores/${STORE_ID}/menu`);

    answerList();
    expect(await screen.findByRole('button', { name: 'Cold Brew' })).toBeInTheDocument();
    expect(await screen.findByText('All items: 45')).toBeInTheDocument();
    expect(recorder.countCalls).toBe(1);
    expect(sent).not.toContain(`/api/inventory/${STORE_ID}/category`);
    expect(sent).not.toContain(`/api/stores/${STORE_ID}/menu`);

    await addFilter('Category');
    await waitFor(() => expect(sent).toContain(`/api/inventory/${STORE_ID}/category`));
    expect(sent).not.toContain(`/api/stores/${STORE_ID}/menu`);
    await addFilter('Menu');
    await waitFor(() => expect(sent).toContain(`/api/stores/${STORE_ID}/menu`));
    mswServer.events.removeAllListeners();
  });

  it('offers "Did you mean" when a search matched nothing, and a click searches for the spelling chosen', async () => {
    storeSession('MERCHANT');
    const { handlers } = inventoryHandlers(ITEMS);
    const searches: string[] = [];
    mswServer.use(
      ...sessionHandlers({ userType: 'MERCHANT', permissions: EDITOR }),
      http.get(api(`/inventory/${STORE_ID}`), ({ request }) => {
        const search = new URL(request.url).searchParams.get('search_string') ?? '';
        searches.push(search);
        if (search === 'coldbrw') return HttpResponse.json({ count: 0, count_exact: true, items: [], suggestions: ['Cold Brew'] });
        return HttpResponse.json({ count: search ? 1 : 2, count_exact: true, items: search ? ITEMS.slice(0, 1) : ITEMS });
      }),
      ...handlers,
    );
    renderAppAt(INVENTORY_PATH);
    expect(await screen.findByText('Plain Bagel')).toBeInTheDocument();
    expect(screen.queryByText('Did you mean:')).not.toBeInTheDocument();
    await fill(screen.getByRole('searchbox', { name: 'Search name, UPC or external id' }), 'coldbrw');
    expect(await screen.findByText('Did you mean:', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cold Brew' }));
    await waitFor(() => expect(searches.at(-1)).toBe('Cold Brew'), { timeout: 5000 });
    expect(screen.getByRole('searchbox', { name: 'Search name, UPC or external id' })).toHaveValue('Cold Brew');
    await waitFor(() => expect(screen.queryByText('Did you mean:')).not.toBeInTheDocument());
  });

  it('shows "Unable to fetch Data" with the server message when the list fails', async () => {
    storeSession('MERCHANT');
    const { handlers } = inventoryHandlers(ITEMS);
    mswServer.use(
      ...sessionHandlers({ userType: 'MERCHANT', permissions: EDITOR }),
      http.get(api(`/inventory/${STORE_ID}`), () => HttpResponse.json({ message: 'Store not found' }, { status: 404 })),
      ...handlers,
    );
    renderAppAt(INVENTORY_PATH);
    const alert = await screen.findByRole('dialog', { name: 'Unable to fetch Data' });
    expect(within(alert).getByText('Store not found')).toBeInTheDocument();
  });

  it('offers no editing to a user who may only view', async () => {
    openInventory(VIEWER);
    await screen.findByRole('button', { name: 'Cold Brew' });
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Cold Brew' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicates report' })).toBeInTheDocument();
  });

  it('logs an image that fails to load and shows the placeholder', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openInventory(EDITOR);
    const image = await screen.findByRole('img', { name: 'Cold Brew' });
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load image', '/img/cold-brew.png'));
    expect(screen.queryByRole('img', { name: 'Cold Brew' })).not.toBeInTheDocument();
  });
});

describe('store item create and update payloads', () => {
  it('creates with the price in cents, quantity 0 when unavailable and the description cut to 350', async () => {
    openInventory(EDITOR);
    const bodies: unknown[] = [];
    mswServer.use(
      http.post(api(`/inventory/${STORE_ID}/item`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(storeItemFixture(200, { name: 'Kombucha' }), { status: 201 });
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    await fill(within(dialog).getByRole('textbox', { name: /^Name/ }), '  Kombucha ');
    await fill(within(dialog).getByRole('textbox', { name: /^Price/ }), '4.99');
    await fill(within(dialog).getByRole('textbox', { name: 'Description' }), 'd'.repeat(400));
    expect(within(dialog).getByText('400 / 350: only the first 350 characters are saved')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Available' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'Kombucha',
      price: 499,
      quantity: 0,
      active: false,
      upc: null,
      sell_independently: true,
      is_restricted: false,
      description: 'd'.repeat(350),
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add item' })).not.toBeInTheDocument());
    expect(await screen.findByText('Item created')).toBeInTheDocument();
  });

  it('creates an available item with quantity 1 and refuses a price with three decimals', async () => {
    openInventory(EDITOR);
    const bodies: { price: number; quantity: number; category?: number }[] = [];
    mswServer.use(
      http.post(api(`/inventory/${STORE_ID}/item`), async ({ request }) => {
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return HttpResponse.json(storeItemFixture(201), { status: 201 });
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    await fill(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Lemonade');
    await fill(within(dialog).getByRole('textbox', { name: /^Price/ }), '19.999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/^Price must be a number/)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Price/ }));
    await fill(within(dialog).getByRole('textbox', { name: /^Price/ }), '19.99');
    await pick(/^Category/, 'Beverages');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ price: 1999, quantity: 1, active: true, category: 5 });
  });

  it('updates an item sold independently with a plain price and every field, menus and modifier groups included', async () => {
    const item = storeItemFixture(101, {
      name: 'Cold Brew',
      price: 4.5,
      quantity: 7,
      description: 'Slow steeped',
      menus: [{ id: 9, name: 'All Day' }],
      modifier_groups: [{ id: 4, name: 'Coffee Add-ins' }],
    });
    openInventory(EDITOR, [item]);
    const bodies: Record<string, unknown>[] = [];
    mswServer.use(
      http.get(api(`/inventory/${STORE_ID}/item/101`), () => HttpResponse.json(item)),
      http.put(api(`/inventory/${STORE_ID}/item`), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(item);
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cold Brew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    const price = await within(dialog).findByRole('textbox', { name: /^Price/ });
    expect(price).toHaveValue('4.50');
    await userEvent.clear(price);
    await fill(price, '3.5');
    await fill(within(dialog).getByRole('textbox', { name: 'Description' }), ' and smooth');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Menus' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Breakfast' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      id: 101,
      name: 'Cold Brew',
      price: 3.5,
      quantity: 7,
      active: true,
      upc: null,
      sell_independently: true,
      is_restricted: false,
      external_id: null,
      category: 5,
      sub_category: null,
      description: 'Slow steeped and smooth',
      size: '12 oz',
      unit_count: 1,
      menus: [9, 10],
      modifier_groups: [4],
    });
  });

  it('leaves category, description, size, unit count, menus and modifier groups out when the item is not sold independently', async () => {
    const item = storeItemFixture(102, { name: 'Oat Milk Shot', price: 0.75, quantity: 0, active: false, menus: [{ id: 9, name: 'All Day' }] });
    openInventory(EDITOR, [item]);
    const bodies: Record<string, unknown>[] = [];
    mswServer.use(
      http.get(api(`/inventory/${STORE_ID}/item/102`), () => HttpResponse.json(item)),
      http.put(api(`/inventory/${STORE_ID}/item`), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(item);
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Oat Milk Shot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    await userEvent.click(await within(dialog).findByRole('switch', { name: 'Sold independently' }));
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Available' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      id: 102,
      name: 'Oat Milk Shot',
      price: 0.75,
      // made available: an item that had no stock gets 1
      quantity: 1,
      active: true,
      upc: null,
      sell_independently: false,
      is_restricted: false,
      external_id: null,
    });
  });

  it('shows "Unable to update data" with the server message when saving fails', async () => {
    const item = storeItemFixture(101, { name: 'Cold Brew' });
    openInventory(EDITOR, [item]);
    mswServer.use(
      http.get(api(`/inventory/${STORE_ID}/item/101`), () => HttpResponse.json(item)),
      http.put(api(`/inventory/${STORE_ID}/item`), () => HttpResponse.json({ message: 'category does not exist' }, { status: 400 })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cold Brew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to update data' });
    expect(within(alert).getByText('category does not exist')).toBeInTheDocument();
  });
});

describe('bulk actions', () => {
  it('makes the selected items unavailable after confirmation and refreshes the list and counts', async () => {
    const recorder = openInventory(EDITOR);
    const puts: { query: URLSearchParams; body: unknown }[] = [];
    mswServer.use(
      http.put(api(`/inventory/store/${STORE_ID}/items/bulk-actions`), async ({ request }) => {
        puts.push({ query: new URL(request.url).searchParams, body: await request.json() });
        return HttpResponse.json({ updated: 2 });
      }),
    );
    await tick('Cold Brew');
    await tick('Plain Bagel');
    const bar = screen.getByRole('region', { name: '2 items selected' });
    const listCalls = recorder.listQueries.length;
    const countCalls = recorder.countCalls;
    await userEvent.click(within(bar).getByRole('button', { name: 'Make unavailable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText('Make 2 items unavailable?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].query.get('active')).toBe('false');
    expect(puts[0].body).toEqual({ item_ids: [101, 102] });
    expect(await screen.findByText('2 items updated')).toBeInTheDocument();
    await waitFor(() => expect(recorder.countCalls).toBeGreaterThan(countCalls));
    expect(recorder.listQueries.length).toBeGreaterThan(listCalls);
    expect(screen.queryByRole('region', { name: /selected/ })).not.toBeInTheDocument();
  });

  it('deletes every matching item with select_all and the filters, narrowed by the availability shown', async () => {
    const recorder = openInventory(EDITOR, ITEMS, 45);
    const deletes: { query: URLSearchParams; body: unknown }[] = [];
    mswServer.use(
      http.delete(api(`/inventory/bulk/${STORE_ID}`), async ({ request }) => {
        deletes.push({ query: new URL(request.url).searchParams, body: await request.json() });
        return HttpResponse.json({ deleted: 45 });
      }),
    );
    await screen.findByRole('button', { name: 'Cold Brew' });
    await filterBy('Availability', 'Available');
    await waitFor(() => expect(lastQuery(recorder).get('active')).toBe('true'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const bar = screen.getByRole('region', { name: '2 items selected' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Select all 45 items that match' }));
    expect(within(bar).getByText('All 45 items that match are selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText(/^Delete 45 items\? This cannot be undone\. Only the available ones are deleted/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(deletes[0].query.get('active')).toBe('true');
    expect(deletes[0].body).toEqual({ select_all: true, filters: { active: true, min_price: 0, max_price: 99999 } });
  });

  it('confirms a deletion with react-admin\'s Confirm, which stays open and busy until the server answers', async () => {
    openInventory(EDITOR);
    let answer: () => void = () => undefined;
    const deletes: URLSearchParams[] = [];
    mswServer.use(
      http.delete(api('/inventory/store/store_item'), async ({ request }) => {
        deletes.push(new URL(request.url).searchParams);
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ message: 'Deleted' });
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Cold Brew' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText('Delete "Cold Brew"? This cannot be undone.')).toBeInTheDocument();
    // The one confirmation used everywhere: react-admin's, its confirm button marked as such.
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).toHaveClass('ra-confirm');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('1 item deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument());
  });

  it('sets one item\'s sale state from its row', async () => {
    openInventory(EDITOR);
    const patches: { status: string | null; body: unknown }[] = [];
    mswServer.use(
      http.patch(api(`/inventory/${STORE_ID}/status`), async ({ request }) => {
        patches.push({ status: new URL(request.url).searchParams.get('status'), body: await request.json() });
        return HttpResponse.json(storeItemFixture(101, { sale_state: 'on_hold' }));
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Change sale state of Cold Brew' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'On hold' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'on_hold', body: { store_item_id: 101 } }]));
  });
});

describe('CSV upload', () => {
  it('uploads the file with store_id and cognito_id, then shows the summary and the failed rows, downloadable as CSV', async () => {
    openInventory(EDITOR);
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:failed-rows';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const uploads: { query: URLSearchParams; file: { text(): Promise<string> } | null }[] = [];
    mswServer.use(
      http.post(api('/inventory/ingestion/csv'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        uploads.push({ query: new URL(request.url).searchParams, file: typeof file === 'string' ? null : file });
        return HttpResponse.json(
          ingestionFixture({
            total_rows: 6,
            created: 2,
            updated: 1,
            unchanged: 1,
            failed: 2,
            errors: [
              { line: 3, reason: 'price "abc" must be a non-negative number with at most 2 decimals', row: { name: 'Bad, price', price: 'abc' } },
              { line: 6, reason: 'name is required', row: { name: '', price: '1.00' } },
            ],
          }),
        );
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Upload CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload inventory CSV' });
    expect(within(dialog).getByText(/name, upc, price, size, unit_count, description, category, sub_category, quantity, active, external_id\. Required: name, price\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/Every valid row is applied, and every invalid row is skipped and listed with its line number and reason/)).toBeInTheDocument();

    const csv = new File(['name,price\nGood,1\nBad,abc\n'], 'items.csv', { type: 'text/csv' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('#inventory-csv-file') as HTMLInputElement, csv);
    expect(within(dialog).getByText(/^items\.csv \(/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(within(dialog).getByText('Result')).toBeInTheDocument());
    expect(uploads).toHaveLength(1);
    expect(uploads[0].query.get('store_id')).toBe(String(STORE_ID));
    expect(uploads[0].query.get('cognito_id')).toBe('cognito-maria');
    // (jsdom's XMLHttpRequest sends the file part as a nameless blob; the real browser keeps items.csv)
    expect(await uploads[0].file?.text()).toBe('name,price\nGood,1\nBad,abc\n');
    const count = (key: string) => dialog.querySelector(`[data-count="${key}"]`)?.textContent;
    expect([count('total_rows'), count('created'), count('updated'), count('unchanged'), count('failed')]).toEqual(['6', '2', '1', '1', '2']);
    const failed = within(dialog).getByRole('table', { name: 'Failed rows' });
    const rows = within(failed).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['3', '6']);
    expect(within(rows[1]).getByText('name is required')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download failed rows (CSV)' }));
    expect(saved).toHaveLength(1);
    expect(await blobText(saved[0])).toBe(
      'line,reason,name,price\r\n' +
        '3,"price ""abc"" must be a non-negative number with at most 2 decimals","Bad, price",abc\r\n' +
        '6,name is required,,1.00\r\n',
    );
  });

  it('shows the server\'s reason when the whole file is refused', async () => {
    openInventory(EDITOR);
    mswServer.use(
      http.post(api('/inventory/ingestion/csv'), () => HttpResponse.json({ message: 'Missing required columns: price' }, { status: 400 })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Upload CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload inventory CSV' });
    const csv = new File(['name\nOnly names\n'], 'names.csv', { type: 'text/csv' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('#inventory-csv-file') as HTMLInputElement, csv);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to update data' });
    expect(within(alert).getByText('Missing required columns: price')).toBeInTheDocument();
  });
});

describe('duplicates report', () => {
  it('lists the groups of duplicates', async () => {
    openInventory(VIEWER);
    mswServer.use(
      http.get(api('/inventory/ingestion/duplicates'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('format')).toBe('json');
        return HttpResponse.json({
          count: 1,
          groups: [
            {
              kind: 'upc',
              key: '036000291452',
              items: [
                { id: 1, name: 'Cola 12 oz', upc: '036000291452', size: '12 oz', price: 1.5, external_id: null },
                { id: 2, name: 'Cola Can', upc: '036000291452', size: '12 oz', price: 1.25, external_id: 'EXT-2' },
              ],
            },
          ],
        });
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicates report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicates report' });
    const group = await within(dialog).findByRole('region', { name: 'Same UPC: 036000291452' });
    expect(within(group).getByText('Cola Can')).toBeInTheDocument();
    expect(within(group).getByText('1.25')).toBeInTheDocument();
    expect(within(dialog).getByText('1 group of duplicates')).toBeInTheDocument();
  });
});
