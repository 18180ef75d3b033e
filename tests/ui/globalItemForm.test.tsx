import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GlobalItem } from '../../src/contract/catalogue.ts';
import { catalogueHandlers, itemFixture, listHandler, signIn } from './support/globalItems.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';


afterEach(() => vi.restoreAllMocks());

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

async function chooseIn(scope: HTMLElement, label: string | RegExp, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The item behind GET .../{id}, answered with the company_id it was asked with recorded. */
function itemHandler(item: GlobalItem, asked: string[] = []) {
  return http.get(api(`/inventory/items/global-items/${item.id}`), ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json(item);
  });
}

describe('item names are links to the item', () => {
  it('gives each name an address that opens the item, on /items and on the company Products tab', async () => {
    signIn('INTERNAL');
    const item = itemFixture(3, { name: 'Cola 12 oz' });
    mswServer.use(listHandler([], 45, (id) => (id === 3 ? item : itemFixture(id))), ...catalogueHandlers(), itemHandler(item));
    renderAppAt('/items');
    expect(await screen.findByRole('link', { name: 'Cola 12 oz' })).toHaveAttribute('href', '/items?item=3');
    cleanup();

    renderAppAt('/companies/7?sidebarActiveTab=products');
    expect(await screen.findByRole('link', { name: 'Cola 12 oz' })).toHaveAttribute('href', '/companies/7?sidebarActiveTab=products&item=3');
    cleanup();

    // what a new tab does: the address alone opens the item; closing it leaves the list
    renderAppAt('/items?item=3');
    const dialog = await screen.findByRole('dialog', { name: 'Cola 12 oz' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Cola 12 oz' })).toBeInTheDocument();
  });
});

describe('creating a global item', () => {
  it('sends only the filled fields, upc null, the chosen tags and company, status from availability', async () => {
    signIn('INTERNAL');
    const bodies: unknown[] = [];
    const seen: URLSearchParams[] = [];
    mswServer.use(
      listHandler(seen),
      ...catalogueHandlers(),
      http.post(api('/inventory/items/global-items'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(itemFixture(99, { name: 'Lemonade' }), { status: 201 });
      }),
    );
    renderAppAt('/items');
    await screen.findByText('45 items');
    const listCalls = seen.length;
    await userEvent.click(screen.getByRole('button', { name: 'Create item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item' });

    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Corner Market' }));
    await fill(within(dialog).getByRole('textbox', { name: /^Name/ }), '  Lemonade  ');
    await fill(within(dialog).getByRole('textbox', { name: /^Retail price/ }), '2.49');
    await chooseIn(dialog, /^Category/, 'Beverages');
    await chooseIn(dialog, /^Sub-category/, 'Soda');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Organic' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Available' }));
    await userEvent.click(create);

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'Lemonade',
      status: 'inactive',
      upc: null,
      retail_price: 2.49,
      category: 1,
      subcategory: 21,
      tags: [12],
      company_id: 7,
    });
    expect(await screen.findByText('Item created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New item' })).not.toBeInTheDocument());
    await waitFor(() => expect(seen.length).toBeGreaterThan(listCalls));
  });

  it('sends no tags when none are chosen, and the company of the Products tab', async () => {
    signIn('MERCHANT');
    const bodies: unknown[] = [];
    mswServer.use(
      listHandler([]),
      ...catalogueHandlers(),
      http.post(api('/inventory/items/global-items'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(itemFixture(99), { status: 201 });
      }),
    );
    renderAppAt('/companies/7?sidebarActiveTab=products');
    await screen.findByText('45 items');
    await userEvent.click(screen.getByRole('button', { name: 'Create item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    expect(within(dialog).queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Water');
    await fill(within(dialog).getByRole('textbox', { name: /^UPC/ }), '12345');
    expect(within(dialog).getByText('Enter 8 or 11 to 14 digits')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await fill(within(dialog).getByRole('textbox', { name: /^UPC/ }), '012345678905');
    await fill(within(dialog).getByRole('textbox', { name: /^Size/ }), '1 L');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Water', status: 'active', upc: '012345678905', retail_price: null, size: '1 L', company_id: 7 }]));
  });

  it('shows "Unable to update data" with the server message when the create fails', async () => {
    signIn('MERCHANT');
    mswServer.use(
      listHandler([]),
      ...catalogueHandlers(),
      http.post(api('/inventory/items/global-items'), () => HttpResponse.json({ message: 'category does not exist' }, { status: 400 })),
    );
    renderAppAt('/companies/7?sidebarActiveTab=products');
    await screen.findByText('45 items');
    await userEvent.click(screen.getByRole('button', { name: 'Create item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    await fill(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Water');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to update data' });
    expect(within(alert).getByText('category does not exist')).toBeInTheDocument();
  });
});

describe('editing a global item', () => {
  it('loads it with company_id, sends the fields without tags, and keeps Update disabled until something changes', async () => {
    signIn('MERCHANT');
    const item = itemFixture(3, {
      name: 'Cola 12 oz',
      retail_price: 1.49,
      description: 'Fizzy',
      subcategory: { id: 21, name: 'Soda' },
      tags: [{ id: 11, name: 'Best Seller' }],
      verification: 'certified',
    });
    const asked: string[] = [];
    const bodies: unknown[] = [];
    mswServer.use(
      listHandler([], 45, (id) => (id === 3 ? item : itemFixture(id))),
      ...catalogueHandlers(),
      itemHandler(item, asked),
      http.patch(api('/inventory/items/global-items/3'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...item, retail_price: 1.59 });
      }),
    );
    renderAppAt('/companies/7?sidebarActiveTab=products');
    await userEvent.click(await screen.findByRole('link', { name: 'Cola 12 oz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cola 12 oz' });
    const price = await within(dialog).findByRole('textbox', { name: /^Retail price/ });
    expect(asked).toEqual(['?company_id=7']);
    expect(price).toHaveValue('1.49');
    expect(within(dialog).getByText('Best Seller')).toBeInTheDocument();
    expect(within(dialog).getByText('Tags are chosen when the item is created.')).toBeInTheDocument();
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();

    await fill(price, '1.59');
    expect(update).toBeEnabled();
    await userEvent.click(update);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'Cola 12 oz',
      status: 'active',
      upc: item.upc,
      retail_price: 1.59,
      size: '12 oz',
      unit_count: 1,
      description: 'Fizzy',
      category: 1,
      subcategory: 21,
    });
    expect(await screen.findByText('Item updated')).toBeInTheDocument();
  });

  it('disables Update while name, size, upc or category is missing', async () => {
    signIn('MERCHANT');
    const item = itemFixture(4, { name: 'Loose Bananas', size: null, upc: null, category: null });
    mswServer.use(listHandler([], 45, (id) => (id === 4 ? item : itemFixture(id))), ...catalogueHandlers(), itemHandler(item));
    renderAppAt('/companies/7?sidebarActiveTab=products');
    await userEvent.click(await screen.findByRole('link', { name: 'Loose Bananas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Loose Bananas' });
    const update = await within(dialog).findByRole('button', { name: 'Update' });
    expect(within(dialog).getByText('Name, size, UPC and category are needed to update an item.')).toBeInTheDocument();

    await fill(within(dialog).getByRole('textbox', { name: /^Size/ }), '1 lb');
    expect(update).toBeDisabled();
    await fill(within(dialog).getByRole('textbox', { name: /^UPC/ }), '01234567');
    expect(update).toBeDisabled();
    await chooseIn(dialog, /^Category/, 'Snacks');
    expect(update).toBeEnabled();
    await fill(within(dialog).getByRole('textbox', { name: /^Name/ }), ' ');
    expect(update).toBeDisabled();
  });

  it('shows the item read-only to a user without lm_edit_store_inventory', async () => {
    signIn('MERCHANT', ['lm_view_store_inventory']);
    const item = itemFixture(5, { name: 'Chips' });
    mswServer.use(listHandler([], 45, (id) => (id === 5 ? item : itemFixture(id))), ...catalogueHandlers(), itemHandler(item));
    renderAppAt('/companies/7?sidebarActiveTab=products');
    await userEvent.click(await screen.findByRole('link', { name: 'Chips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chips' });
    expect(await within(dialog).findByText('You can view this item but not change it.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes the item after confirmation', async () => {
    signIn('MERCHANT');
    const item = itemFixture(6, { name: 'Old Soda' });
    let deleted = false;
    mswServer.use(
      listHandler([], 45, (id) => (id === 6 ? item : itemFixture(id))),
      ...catalogueHandlers(),
      itemHandler(item),
      http.delete(api('/inventory/items/global-items/6'), () => {
        deleted = true;
        return HttpResponse.json({ message: 'Global item deleted' });
      }),
    );
    renderAppAt('/companies/7?sidebarActiveTab=products');
    await userEvent.click(await screen.findByRole('link', { name: 'Old Soda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Old Soda' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete item' });
    expect(within(confirm).getByText('Delete "Old Soda"? It disappears from the catalogue.')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toHaveClass('ra-confirm');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
  });

  it('logs "Failed to load image" and shows the category placeholder', async () => {
    signIn('MERCHANT');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const item = itemFixture(7, { name: 'Pictured', image: '/api/uploads/missing.png', images: ['/api/uploads/missing.png'] });
    mswServer.use(listHandler([], 45, (id) => (id === 7 ? item : itemFixture(id))), ...catalogueHandlers(), itemHandler(item));
    const { container } = renderAppAt('/companies/7?sidebarActiveTab=products');
    await screen.findByRole('link', { name: 'Pictured' });
    const image = container.querySelector('img[src="/api/uploads/missing.png"]');
    expect(image).not.toBeNull();
    fireEvent.error(image!);
    expect(warn).toHaveBeenCalledWith('Failed to load image', '/api/uploads/missing.png');
    expect(container.querySelector('img[src="/api/uploads/missing.png"]')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    const beverages = await screen.findByRole('option', { name: 'Beverages' });
    expect(beverages.querySelector('img')).toHaveAttribute('src', '/placeholder-category.svg');
    const snacks = screen.getByRole('option', { name: 'Snacks' });
    fireEvent.error(snacks.querySelector('img')!);
    expect(snacks.querySelector('img')).toHaveAttribute('src', '/placeholder-category.svg');
  });
});

/** Ticks the row checkbox of the store named `name` (react-admin's DataTable selection). */
async function tickStore(dialog: HTMLElement, name: string) {
  const row = (await within(dialog).findByText(name)).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  await userEvent.click(within(row).getByRole('checkbox'));
}

describe('stores linked with an item', () => {
  it('links the ticked unlinked stores and unlinks the ticked linked ones, with the spec alerts on failure', async () => {
    signIn('MERCHANT');
    const item = itemFixture(8, { name: 'Linked Cola' });
    const linkBodies: unknown[] = [];
    const queries: string[] = [];
    mswServer.use(
      listHandler([], 45, (id) => (id === 8 ? item : itemFixture(id))),
      ...catalogueHandlers(),
      itemHandler(item),
      http.get(api('/inventory/8/linked-or-unlinked-stores-with-global-item'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        const linked = query.get('linked') === 'true';
        const stores = linked ? [{ id: 31, name: 'Downtown', company_id: 7, store_item_id: 500 }] : [{ id: 32, name: 'Uptown', company_id: 7, store_item_id: null }];
        return HttpResponse.json({ count: 1, stores });
      }),
      http.post(api('/inventory/8/link-stores-with-global-item'), async ({ request }) => {
        linkBodies.push(await request.json());
        return HttpResponse.json({ linked: 1, already_linked: 0 });
      }),
      http.put(api('/inventory/8/unlink-stores-from-global-item'), () => HttpResponse.json({ message: 'Store not found: 31' }, { status: 404 })),
    );
    renderAppAt('/companies/7?sidebarActiveTab=products');
    await userEvent.click(await screen.findByRole('link', { name: 'Linked Cola' }));
    const dialog = await screen.findByRole('dialog', { name: 'Linked Cola' });
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Linked stores' }));
    expect(await within(dialog).findByText('Downtown')).toBeInTheDocument();
    expect(queries[0]).toBe('linked=true&offset=0&limit=20');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search stores' }), '  Down');
    await waitFor(() => expect(queries).toContain('linked=true&search_string=Down&offset=0&limit=20'), { timeout: 3000 });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Search stores' }));
    // A selection starts over when the filters change, so tick only once the cleared search has reached the list.
    await waitFor(() => expect(queries.at(-1)).toBe('linked=true&offset=0&limit=20'), { timeout: 3000 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Not linked' }));
    await tickStore(dialog, 'Uptown');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link selected stores' }));
    await waitFor(() => expect(linkBodies).toEqual([{ store_ids: [32] }]));
    expect(await screen.findByText('1 store linked')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Linked' }));
    await tickStore(dialog, 'Downtown');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink selected stores' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to unassign stores' });
    expect(within(alert).getByText('Store not found: 31')).toBeInTheDocument();
  });
});
