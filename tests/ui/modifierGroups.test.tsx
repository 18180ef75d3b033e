import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModifierGroup } from '../../src/contract/modifierGroups.ts';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { inventoryHandlers, STORE_ID, storeItemFixture } from './support/inventory.ts';
import { api, mswServer } from './support/mswServer.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

const EDITOR: PermissionKey[] = ['lm_view_store_menus', 'lm_edit_store_menus', 'lm_view_store_inventory'];
const VIEWER: PermissionKey[] = ['lm_view_store_menus'];
const TAB_PATH = `/stores/${STORE_ID}?sidebarActiveTab=modifier-groups`;

function groupFixture(id: number, overrides: Partial<ModifierGroup> = {}): ModifierGroup {
  return {
    id,
    store_id: STORE_ID,
    name: `Group ${id}`,
    description: null,
    min_quantity: 0,
    max_quantity: 1,
    max_free_options: null,
    max_options_qty: null,
    default_option: null,
    active: true,
    kind: 'customization',
    required: false,
    options: [],
    linked_items: [],
    option_count: 0,
    linked_count: 0,
    linked_item_summaries: [],
    option_items: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const MILK = groupFixture(7, {
  name: 'Milk choice',
  min_quantity: 1,
  required: true,
  kind: 'variation',
  options: [
    { id: 71, store_item_id: null, name: 'Whole', status: 'ACTIVE', precedence: 0, unit_price: 0, total_price: 0, unit_count: null, size: null, image: null, description: null, default_qty: 0 },
    { id: 72, store_item_id: 201, name: 'Oat', status: 'ACTIVE', precedence: 1, unit_price: 0.6, total_price: 0.6, unit_count: null, size: null, image: null, description: null, default_qty: 0 },
  ],
  option_items: [{ id: 201, name: 'Oat', price: 0.6, image: null, active: true, sale_state: 'out_of_stock' }],
  linked_items: [101],
  linked_item_summaries: [{ id: 101, name: 'Cold Brew', price: 4.5, image: null, active: true, sale_state: 'for_sale' }],
  option_count: 2,
  linked_count: 1,
});

function open(permissions: readonly PermissionKey[], path = TAB_PATH, first: RequestHandler[] = []) {
  storeSession('MERCHANT');
  const lists: URLSearchParams[] = [];
  const puts: unknown[] = [];
  mswServer.use(
    ...first,
    ...sessionHandlers({ userType: 'MERCHANT', permissions }),
    http.get(api('/rest/modifier-groups'), ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return HttpResponse.json([MILK, groupFixture(8, { name: 'Syrups', max_quantity: 3, active: false })], { headers: { 'Content-Range': 'modifier-groups 0-1/2' } });
    }),
    http.get(api('/rest/modifier-groups/7'), () => HttpResponse.json(MILK)),
    http.put(api('/rest/modifier-groups/7'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return HttpResponse.json({ ...MILK, ...body });
    }),
    ...inventoryHandlers([storeItemFixture(101, { name: 'Cold Brew' }), storeItemFixture(102, { name: 'Iced Tea' })]).handlers,
  );
  renderAppAt(path);
  return { lists, puts };
}

const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";

async function openMilk(first: RequestHandler[] = []) {
  const calls = open(EDITOR, `${TAB_PATH}&modifierGroup=7`, first);
  await screen.findByRole('heading', { name: 'Edit Milk choice' });
  return { ...calls, user: userEvent.setup({ delay: null }), name: screen.getByRole('textbox', { name: /^Name/ }) };
}

afterEach(() => vi.restoreAllMocks());

describe('modifier groups of a store', () => {
  it('lists the groups through the declared resource with the summary text, and filters in the URL', async () => {
    const { lists } = open(EDITOR);
    const row = (await screen.findByText('Milk choice')).closest('tr')!;
    expect(within(row).getByText('Required · Min 1 · Max 1')).toBeInTheDocument();
    expect(within(row).getByText('Variation')).toBeInTheDocument();
    const syrups = screen.getByText('Syrups').closest('tr')!;
    expect(within(syrups).getByText('Optional · Max 3')).toBeInTheDocument();
    expect(within(syrups).getByText('Unavailable')).toBeInTheDocument();
    expect(JSON.parse(lists[0].get('filter')!)).toEqual({ store_id: STORE_ID });
    expect(lists[0].get('range')).toBe('[0,19]');

    await userEvent.type(screen.getByPlaceholderText('Search modifier groups'), 'milk');
    await waitFor(() => expect(JSON.parse(lists[lists.length - 1].get('filter')!)).toEqual({ store_id: STORE_ID, q: 'milk' }));
    expect(currentPath()).toContain('sidebarActiveTab=modifier-groups');
    expect(decodeURIComponent(currentPath())).toContain('"q":"milk"');
  });

  it('opens a group, reorders its options, unlinks an item and saves the whole group', async () => {
    const { puts } = open(EDITOR);
    await userEvent.click(await screen.findByText('Milk choice'));
    await screen.findByRole('heading', { name: 'Edit Milk choice' });
    expect(currentPath()).toContain('modifierGroup=7');

    await userEvent.click(screen.getByRole('tab', { name: 'Options' }));
    const options = await screen.findAllByTestId('modifier-option');
    expect(within(options[1]).getByText('Unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move Oat up' }));
    await waitFor(() => expect(within(screen.getAllByTestId('modifier-option')[0]).getByLabelText(/Option name/)).toHaveValue('Oat'));

    await userEvent.click(screen.getByRole('tab', { name: 'Linked items' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Cold Brew to unlink' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unlink selected (1)' }));
    expect(await screen.findByText('No store items offer this group yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const body = puts[0] as { options: { id: number; name: string }[]; linked_items: number[] };
    expect(body.options.map((option) => [option.id, option.name])).toEqual([[72, 'Oat'], [71, 'Whole']]);
    expect(body.linked_items).toEqual([]);
    // Three tabs of a whole app in jsdom: slow on a loaded machine, so this test gets more than the default.
  }, 180_000);

  it('refuses min above max before saving, naming the field', async () => {
    const { puts } = open(EDITOR, `${TAB_PATH}&modifierGroup=7`);
    await screen.findByRole('heading', { name: 'Edit Milk choice' });
    const max = await screen.findByLabelText('Maximum selections');
    await userEvent.clear(screen.getByLabelText('Minimum selections'));
    await userEvent.type(screen.getByLabelText('Minimum selections'), '3');
    expect(max).toHaveValue(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The minimum must not be above the maximum (1)')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  }, 180_000);

  it('shows a viewer the group without the controls that change it', async () => {
    open(VIEWER, `${TAB_PATH}&modifierGroup=7`);
    await screen.findByRole('heading', { name: 'Edit Milk choice' });
    expect(screen.getByText(/changing it needs the permission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New modifier group' })).toBeNull();
  });

  it("lists an item's groups with their summary in the item dialog, and warns when a required group has nothing available", async () => {
    const bread = groupFixture(9, {
      name: 'Bread choice',
      min_quantity: 1,
      required: true,
      options: [{ ...MILK.options[1], id: 91, name: 'Sourdough' }],
      option_items: [{ id: 201, name: 'Sourdough', price: 0.6, image: null, active: true, sale_state: 'out_of_stock' }],
    });
    const item = storeItemFixture(101, { name: 'Cold Brew', modifier_groups: [{ id: 7, name: 'Milk choice' }, { id: 9, name: 'Bread choice' }] });
    const asked: unknown[] = [];
    open([...EDITOR, 'lm_edit_store_inventory'], `/stores/${STORE_ID}?sidebarActiveTab=inventory`, [
      ...inventoryHandlers([item]).handlers.filter((handler) => !handler.info.header.includes('/rest/')),
      http.get(api(`/inventory/${STORE_ID}/item/101`), () => HttpResponse.json(item)),
      http.get(api('/rest/modifier-groups'), ({ request }) => {
        asked.push(JSON.parse(new URL(request.url).searchParams.get('filter')!));
        return HttpResponse.json([MILK, bread]);
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cold Brew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    const groups = await within(dialog).findAllByTestId('item-modifier-group');
    expect(groups.map((group) => group.textContent)).toEqual(['Milk choiceRequired · Min 1 · Max 1', 'Bread choiceRequired · Min 1 · Max 1']);
    expect(within(dialog).getByText(/Not sellable on the channels: no option of the required group Bread choice/)).toBeInTheDocument();
    expect(asked).toEqual([{ id: [7, 9] }]);
  }, 180_000);
});

describe('modifier group form', () => {
  it('shows the limit the contract sets on a name on the Name field and sends nothing', async () => {
    const { puts, user, name } = await openMilk();
    await user.clear(name);
    await user.click(name);
    await user.paste('M'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 100 characters')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  }, 180_000);

  it('names a maximum below 1 on its field (a rule message without arguments)', async () => {
    const { puts, user } = await openMilk();
    await user.clear(screen.getByLabelText('Minimum selections'));
    await user.type(screen.getByLabelText('Minimum selections'), '0');
    await user.clear(screen.getByLabelText('Maximum selections'));
    await user.type(screen.getByLabelText('Maximum selections'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The maximum must be at least 1')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  }, 180_000);

  it('asks before the changed group is left, stays when told to, and leaves without asking once saved', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { puts, user, name } = await openMilk();
    await user.type(name, ' plus');

    await user.click(screen.getByRole('button', { name: 'Back to modifier groups' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(currentPath()).toContain('modifierGroup=7');
    expect(name).toHaveValue('Milk choice plus');
    await user.click(within(screen.getByRole('navigation', { name: 'Sidebar tabs' })).getByRole('button', { name: 'Inventory' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
    expect(currentPath()).toContain('sidebarActiveTab=modifier-groups');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Edit Milk choice plus' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to modifier groups' }));
    await waitFor(() => expect(currentPath()).not.toContain('modifierGroup='));
    expect(confirm).toHaveBeenCalledTimes(2);
  }, 180_000);

  it('shows a refused save under "Unable to update data" with the server message, keeping the values', async () => {
    const refuse = http.put(api('/rest/modifier-groups/7'), () => HttpResponse.json({ message: 'Modifier group is being pushed to the partners' }, { status: 409 }));
    const { user, name } = await openMilk([refuse]);
    await user.type(name, ' plus');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('dialog', { name: 'Unable to update data' });
    expect(within(alert).getByText('Modifier group is being pushed to the partners')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/, hidden: true })).toHaveValue('Milk choice plus');
  }, 180_000);
});
