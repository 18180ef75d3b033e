import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { inventoryHandlers, STORE_ID, storeItemFixture } from './support/inventory.ts';
import { menuHandlers, MENU_STORE_ID } from './support/menus.ts';
import { api, mswServer } from './support/mswServer.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

const EDITOR: PermissionKey[] = ['lm_view_store_menus', 'lm_edit_store_menus'];
const VIEWER: PermissionKey[] = ['lm_view_store_menus'];

function openMenus(permissions: readonly PermissionKey[]) {
  storeSession('MERCHANT');
  const setup = menuHandlers();
  mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions }), ...setup.handlers);
  renderAppAt(`/stores/${MENU_STORE_ID}?sidebarActiveTab=menus`);
  return setup;
}

const rowOf = async (name: string) => {
  const row = (await screen.findByRole('button', { name: `Open ${name}` })).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('store menus list', () => {
  it('shows every column: name, status, default badge, channels, counts, hours summary, and the totals', async () => {
    openMenus(EDITOR);
    const allDay = await rowOf('All Day');
    expect(within(allDay).getByText('Active')).toBeInTheDocument();
    expect(within(allDay).getByText('Default')).toBeInTheDocument();
    expect(within(allDay).getByText('All channels')).toBeInTheDocument();
    expect(within(allDay).getByText('Mon-Sat')).toBeInTheDocument();
    const breakfast = await rowOf('Breakfast');
    expect(within(breakfast).getByText('Inactive')).toBeInTheDocument();
    expect(within(breakfast).queryByText('Default')).not.toBeInTheDocument();
    expect(await within(breakfast).findByText('DoorDash, UberEats')).toBeInTheDocument();
    expect(within(breakfast).getByText('Mon-Fri')).toBeInTheDocument();
    expect(within(breakfast).getByText('8:00 AM-11:00 AM')).toBeInTheDocument();
    expect(screen.getByText('2 menus · 130 store items')).toBeInTheDocument();
  });

  it('sends the search and the status, and drops them when blank', async () => {
    const { recorder } = openMenus(EDITOR);
    await rowOf('All Day');
    expect(Object.fromEntries(recorder.listQueries[0])).toEqual({ limit: '20', offset: '0' });
    await userEvent.type(screen.getByPlaceholderText('Search menus'), 'break');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open All Day' })).not.toBeInTheDocument());
    expect(recorder.listQueries.at(-1)?.get('search_string')).toBe('break');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(recorder.listQueries.at(-1)?.get('status')).toBe('INACTIVE'));
    expect(await screen.findByRole('button', { name: 'Open Breakfast' })).toBeInTheDocument();
  });

  it('keeps the search and the status in the URL, so a reload (or a shared link) shows the same list', async () => {
    const { recorder } = openMenus(EDITOR);
    await rowOf('All Day');
    await userEvent.type(screen.getByPlaceholderText('Search menus'), 'break');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(JSON.parse(new URL(currentPath(), 'http://x').searchParams.get('filter') ?? '{}')).toEqual({ q: 'break', status: 'INACTIVE' }));
    const link = currentPath();
    expect(new URL(link, 'http://x').searchParams.get('sidebarActiveTab')).toBe('menus');

    cleanup();
    recorder.listQueries.length = 0;
    renderAppAt(link);
    expect(await screen.findByRole('button', { name: 'Open Breakfast' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open All Day' })).not.toBeInTheDocument();
    expect(Object.fromEntries(recorder.listQueries[0] ?? [])).toMatchObject({ search_string: 'break', status: 'INACTIVE', offset: '0' });
    expect(screen.getByPlaceholderText('Search menus')).toHaveValue('break');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Inactive');
  });

  it('opens the page a link names', async () => {
    const { recorder } = openMenus(EDITOR);
    await rowOf('All Day');
    cleanup();
    recorder.listQueries.length = 0;
    renderAppAt(`/stores/${MENU_STORE_ID}?sidebarActiveTab=menus&page=2&perPage=20`);
    await waitFor(() => expect(recorder.listQueries[0]?.get('offset')).toBe('20'));
  });

  it('asks before deleting, and the row leaves without a refetch', async () => {
    const { recorder } = openMenus(EDITOR);
    await rowOf('Breakfast');
    const calls = recorder.listQueries.length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete Breakfast' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText('Delete the menu "Breakfast"? Its rules and items go with it.')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).toHaveClass('ra-confirm');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open Breakfast' })).not.toBeInTheDocument());
    expect(recorder.deleted).toEqual([10]);
    expect(screen.getByText('1 menus · 130 store items')).toBeInTheDocument();
    expect(recorder.listQueries.length).toBe(calls);
  });

  it('shows "Unable to delete store menu" with the server message when the delete fails', async () => {
    openMenus(EDITOR);
    mswServer.use(http.delete(api(`/stores/${MENU_STORE_ID}/menu/:menuId`), () => HttpResponse.json({ message: 'Menu is being pushed' }, { status: 409 })));
    await rowOf('Breakfast');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Breakfast' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to delete store menu' });
    expect(within(alert).getByText('Menu is being pushed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Breakfast', hidden: true })).toBeInTheDocument();
  });

  it('shows "Unable to fetch store menus" with the fallback text when the list fails without a message', async () => {
    storeSession('MERCHANT');
    const { handlers } = menuHandlers();
    mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions: EDITOR }), ...handlers);
    mswServer.use(http.get(api(`/stores/${MENU_STORE_ID}/menu/list`), () => new HttpResponse(null, { status: 500 })));
    renderAppAt(`/stores/${MENU_STORE_ID}?sidebarActiveTab=menus`);
    const alert = await screen.findByRole('dialog', { name: 'Unable to fetch store menus' });
    expect(within(alert).getByText('Some error occurred while fetching data, Please try again later')).toBeInTheDocument();
  });

  it('a viewer sees no create, delete or save controls', async () => {
    openMenus(VIEWER);
    await rowOf('Breakfast');
    expect(screen.queryByRole('button', { name: 'New menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Breakfast' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu: Breakfast' });
    expect(within(dialog).getByText('You can view this menu but not change it.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Menu name/)).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Rules' }));
    expect(await within(dialog).findByRole('group', { name: 'Item addition 1' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save rules' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('complementary', { name: 'Preview' })).not.toBeInTheDocument();
  });
});

describe('menu form', () => {
  it('creates a menu with a trimmed name and its hours, confirms a slot outside the store hours, and appends it without a refetch', async () => {
    const { recorder } = openMenus(EDITOR);
    await rowOf('All Day');
    const calls = recorder.listQueries.length;
    await userEvent.click(screen.getByRole('button', { name: 'New menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'New menu' });
    await userEvent.type(within(dialog).getByLabelText(/^Menu name/), '  Early Bird  ');
    const monday = within(dialog).getByRole('group', { name: 'Monday' });
    expect(within(monday).getByText('Not served (opening it starts at 10:00 AM-5:00 PM)')).toBeInTheDocument();
    await userEvent.click(within(monday).getByLabelText('Monday open'));
    expect(within(monday).getByLabelText('Opens')).toHaveValue('10:00');
    await userEvent.selectOptions(within(monday).getByLabelText('Opens'), '06:00');
    await userEvent.selectOptions(within(monday).getByLabelText('Closes'), '09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create menu' }));

    const confirm = await screen.findByRole('dialog', { name: 'Outside the store hours' });
    expect(within(confirm).getByText('Monday 6:00 AM-9:00 AM')).toBeInTheDocument();
    expect(recorder.created).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save anyway' }));

    expect(await screen.findByRole('dialog', { name: 'Menu: Early Bird' })).toBeInTheDocument();
    expect(recorder.created).toEqual([
      { menu_name: 'Early Bird', status: 'ACTIVE', is_default: false, available_channels: null, menu_hours: [{ open_time: '06:00', close_time: '09:00', day_of_week: 0 }] },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Open Early Bird' })).toBeInTheDocument();
    expect(screen.getByText('3 menus · 130 store items')).toBeInTheDocument();
    expect(recorder.listQueries.length).toBe(calls);
  });

  it('saves hours within the store hours without asking, and making a menu default moves the badge in place', async () => {
    const { recorder } = openMenus(EDITOR);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu: Breakfast' });
    const channels = within(dialog).getByRole('group', { name: /Available channels/ });
    expect(within(channels).getByLabelText('DoorDash')).toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('Default menu'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(recorder.updated).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Outside the store hours' })).not.toBeInTheDocument();
    const { menuId, body } = recorder.updated[0];
    expect(menuId).toBe(10);
    expect(body).toMatchObject({ menu_name: 'Breakfast', status: 'INACTIVE', is_default: true, available_channels: [1, 2] });
    expect(body.menu_hours).toHaveLength(5);
    expect(body.menu_hours?.[0]).toEqual({ id: 200, open_time: '08:00', close_time: '11:00', day_of_week: 0 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu: Breakfast' })).not.toBeInTheDocument());
    expect(within(await rowOf('Breakfast')).getByText('Default')).toBeInTheDocument();
    expect(within(await rowOf('All Day')).queryByText('Default')).not.toBeInTheDocument();
  });

  it('shows "Unable to update menu details" with the server message', async () => {
    openMenus(EDITOR);
    mswServer.use(http.put(api(`/stores/${MENU_STORE_ID}/menu`), () => HttpResponse.json({ message: 'menu_hours[1] overlaps menu_hours[0]' }, { status: 400 })));
    await userEvent.click(await screen.findByRole('button', { name: 'Open Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu: Breakfast' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to update menu details' });
    expect(within(alert).getByText('menu_hours[1] overlaps menu_hours[0]')).toBeInTheDocument();
  });
});

describe('menu form on the form machinery', () => {
  it('shows the limit the create contract sets on a menu name on the field and sends nothing', async () => {
    const { recorder } = openMenus(EDITOR);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'New menu' });
    await user.click(within(dialog).getByLabelText(/^Menu name/));
    await user.paste('M'.repeat(121));
    await user.click(within(dialog).getByRole('button', { name: 'Create menu' }));
    expect(await within(dialog).findByText('At most 120 characters')).toBeInTheDocument();
    expect(recorder.created).toEqual([]);
  });

  it('refuses a slot that closes before it opens, and a name of spaces, sending nothing', async () => {
    const { recorder } = openMenus(EDITOR);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu: Breakfast' });
    const monday = within(dialog).getByRole('group', { name: 'Monday' });
    await user.selectOptions(within(monday).getByLabelText('Closes'), '07:00');
    expect(within(dialog).getByText('Fix the hours before saving')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The form is not valid/)).toBeInTheDocument();

    await user.selectOptions(within(monday).getByLabelText('Closes'), '11:00');
    await user.clear(within(dialog).getByLabelText(/^Menu name/));
    await user.type(within(dialog).getByLabelText(/^Menu name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the menu a name')).toBeInTheDocument();
    expect(within(dialog).queryByText('Fix the hours before saving')).not.toBeInTheDocument();
    expect(recorder.updated).toEqual([]);
  });

  it('asks before closing with unsaved changes, which survive a look at the rules, and discards them when told to', async () => {
    const { recorder } = openMenus(EDITOR);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu: Breakfast' });
    await user.type(within(dialog).getByLabelText(/^Menu name/), ' Club');
    await user.click(within(dialog).getByRole('tab', { name: 'Rules' }));
    await within(dialog).findByRole('group', { name: 'Item addition 1' });
    await user.click(within(dialog).getByRole('tab', { name: 'Details' }));
    expect(within(dialog).getByLabelText(/^Menu name/)).toHaveValue('Breakfast Club');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText(/^Menu name/)).toHaveValue('Breakfast Club');

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu: Breakfast' })).not.toBeInTheDocument());
    expect(recorder.updated).toEqual([]);
  });

  it('shows a refused create under "Unable to create new menu" with the server message, keeping the values', async () => {
    openMenus(EDITOR);
    mswServer.use(http.post(api(`/stores/${MENU_STORE_ID}/menu/`), () => HttpResponse.json({ message: 'A menu named Early Bird exists' }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'New menu' });
    await user.type(within(dialog).getByLabelText(/^Menu name/), 'Early Bird');
    await user.click(within(dialog).getByRole('button', { name: 'Create menu' }));

    const alert = await screen.findByRole('dialog', { name: 'Unable to create new menu' });
    expect(within(alert).getByText('A menu named Early Bird exists')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'New menu', hidden: true })).getByLabelText(/^Menu name/)).toHaveValue('Early Bird');
  });
});

describe('rules builder', () => {
  it('loads the saved rules, previews the edited ones live, and saves them', async () => {
    const { recorder } = openMenus(EDITOR);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu: Breakfast' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Rules' }));
    const first = await within(dialog).findByRole('group', { name: 'Item addition 1' });
    expect(within(first).getByText('Bakery')).toBeInTheDocument();
    expect(await within(dialog).findByText('11 items will be on this menu')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save rules' })).toBeDisabled();

    // A remove rule: name contains "decaf". Until it has a value it is left out of the preview.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove rule' }));
    const second = within(dialog).getByRole('group', { name: 'Item deletion 2' });
    expect(within(dialog).getByText('Every condition needs at least one value')).toBeInTheDocument();
    await userEvent.selectOptions(within(second).getByLabelText('Subject (2.1)'), 'name');
    await userEvent.selectOptions(within(second).getByLabelText('Operator (2.1)'), 'contains');
    await userEvent.type(within(second).getByLabelText('Values (2.1)'), 'decaf{Enter}');

    expect(await within(dialog).findByText('12 items will be on this menu', {})).toBeInTheDocument();
    expect(recorder.previews.at(-1)).toEqual([
      { id: 70, type: 'add', blocks: [{ id: 71, operation_id: 1, subject: 'category', operator: 'equal', values: ['Bakery'] }] },
      { type: 'remove', blocks: [{ operation_id: 1, subject: 'name', operator: 'contains', values: ['decaf'] }] },
    ]);
    const preview = within(dialog).getByRole('complementary', { name: 'Preview' });
    expect(within(preview).getByText('+2 added')).toBeInTheDocument();
    expect(within(preview).getByText('−1 removed')).toBeInTheDocument();
    expect(within(preview).getByText('+ Croissant')).toBeInTheDocument();
    expect(within(preview).getByText('− Decaf Latte')).toBeInTheDocument();
    expect(within(preview).getByText('Bagel')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(recorder.savedRules).toHaveLength(1));
    expect(recorder.savedRules[0]).toEqual(recorder.previews.at(-1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save rules' })).toBeDisabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu: Breakfast' })).not.toBeInTheDocument());
    expect(within(await rowOf('Breakfast')).getByText('12 menu items')).toBeInTheDocument();
  });

  it('keeps unsaved rules across a look at the details and asks before closing with them', async () => {
    const { recorder } = openMenus(EDITOR);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu: Breakfast' });
    await user.click(within(dialog).getByRole('tab', { name: 'Rules' }));
    await within(dialog).findByRole('group', { name: 'Item addition 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove rule' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Details' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Rules' }));
    expect(within(dialog).getByRole('group', { name: 'Item deletion 2' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu: Breakfast' })).not.toBeInTheDocument());
    expect(recorder.savedRules).toEqual([]);
  });

  it('refuses a value longer than the rules contract allows (200 characters) and saves nothing', async () => {
    const { recorder } = openMenus(EDITOR);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu: Breakfast' });
    await user.click(within(dialog).getByRole('tab', { name: 'Rules' }));
    const first = await within(dialog).findByRole('group', { name: 'Item addition 1' });
    await user.click(within(first).getByLabelText('Values (1.1)'));
    await user.paste('B'.repeat(201));
    await user.keyboard('{Enter}');

    await user.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    expect(await within(dialog).findByText('A value may hold at most 200 characters')).toBeInTheDocument();
    expect(recorder.savedRules).toEqual([]);
  });

  it('shows "Unable to update menu item rules" with the server message', async () => {
    openMenus(EDITOR);
    mswServer.use(
      http.put(api(`/stores/${MENU_STORE_ID}/menu/:menuId/rules`), () => HttpResponse.json({ message: 'rules[0].blocks[0].values[0] must not be empty' }, { status: 400 })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu: Breakfast' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Rules' }));
    await within(dialog).findByRole('group', { name: 'Item addition 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    const second = within(dialog).getByRole('group', { name: 'Item addition 2' });
    await userEvent.type(within(second).getByLabelText('Values (2.1)'), 'Dairy{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to update menu item rules' });
    expect(within(alert).getByText('rules[0].blocks[0].values[0] must not be empty')).toBeInTheDocument();
  });
});

describe('menu timing in the inventory item dialog', () => {
  it('shows when the item is sold: the union of the hours of its active menus', async () => {
    storeSession('MERCHANT');
    const item = storeItemFixture(101, { name: 'Cold Brew', menus: [{ id: 9, name: 'All Day' }, { id: 10, name: 'Breakfast' }, { id: 11, name: 'Late' }] });
    const { handlers } = inventoryHandlers([item]);
    const asked: string[][] = [];
    const hours = (menuId: number, day: number, open: string, close: string) => ({ id: menuId * 10 + day, menu_id: menuId, open_time: open, close_time: close, day_of_week: day, is_closed: false, deletedAt: null });
    mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions: ['lm_view_store_inventory', 'lm_edit_store_inventory', 'lm_view_store_menus'] }), ...handlers);
    mswServer.use(
      http.get(api(`/inventory/${STORE_ID}/item/101`), () => HttpResponse.json(item)),
      http.get(api(`/stores/${STORE_ID}/menu/timing`), ({ request }) => {
        asked.push(new URL(request.url).searchParams.getAll('menu_ids'));
        return HttpResponse.json([
          { menu_id: 9, menu_name: 'All Day', status: 'ACTIVE', menu_hours: [0, 1, 2, 3, 4].map((day) => hours(9, day, '10:00', '14:00')) },
          { menu_id: 10, menu_name: 'Breakfast', status: 'ACTIVE', menu_hours: [0, 1, 2, 3, 4].map((day) => hours(10, day, '06:00', '11:00')) },
          { menu_id: 11, menu_name: 'Late', status: 'INACTIVE', menu_hours: [hours(11, 5, '20:00', '23:00')] },
        ]);
      }),
    );
    renderAppAt(`/stores/${STORE_ID}?sidebarActiveTab=inventory`);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cold Brew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    const timing = await within(dialog).findByRole('group', { name: 'Menu timing (when the item is sold)' });
    expect(within(timing).getByText('Mon-Fri')).toBeInTheDocument();
    expect(within(timing).getByText('6:00 AM-2:00 PM', { exact: false })).toBeInTheDocument();
    expect(within(timing).queryByText('Sat')).not.toBeInTheDocument();
    expect(asked[0]).toEqual(['9', '10', '11']);
  });
});

describe('menu items', () => {
  it('lists the menu items 20 a page with search, takes one off and adds store items by hand', async () => {
    openMenus(EDITOR);
    const row = (id: number, name: string, hand: 'added' | null) => ({
      id, name, upc: null, size: null, price: 3, image: null, category: 'Bakery', sub_category: null, sale_state: 'for_sale',
      active: true, sell_independently: true, on_menu: true, hand, rule_added: hand === null, rule_removed: false,
    });
    const queries: URLSearchParams[] = [];
    const posted: { active: string | null; body: unknown }[] = [];
    const deleted: unknown[] = [];
    mswServer.use(
      http.get(api(`/stores/${MENU_STORE_ID}/menu/10/items`), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ count: 2, items: [row(1, 'Bagel', null), row(2, 'Muffin', 'added')] });
      }),
      http.delete(api(`/stores/${MENU_STORE_ID}/menu/menu-item`), async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ updated: 1, menu_item_count: 6 });
      }),
      http.post(api(`/stores/${MENU_STORE_ID}/menu/items`), async ({ request }) => {
        posted.push({ active: new URL(request.url).searchParams.get('active'), body: await request.json() });
        return HttpResponse.json({ updated: 1, menu_item_count: 7 });
      }),
      http.get(api(`/inventory/${MENU_STORE_ID}`), () =>
        HttpResponse.json({ count: 1, count_exact: true, items: [storeItemFixture(33, { store_id: MENU_STORE_ID, name: 'Scone', price: 2.75 })] }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu: Breakfast' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Items' }));
    const muffin = (await within(dialog).findByText('Muffin')).closest('tr');
    if (!muffin) throw new Error('no row');
    expect(within(muffin).getByText('Added by hand')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({ offset: '0', limit: '20' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Bagel from the menu' }));
    await waitFor(() => expect(deleted).toEqual([{ menu_id: 10, store_item_ids: [1] }]));

    await userEvent.click(within(dialog).getByLabelText('Find store items to add'));
    await userEvent.click(await screen.findByRole('option', { name: 'Scone · 2.75' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to menu' }));
    await waitFor(() => expect(posted).toEqual([{ active: 'true', body: { menu_id: 10, store_item_ids: [33] } }]));

    await userEvent.type(within(dialog).getByPlaceholderText('Search the menu items'), 'muf');
    await waitFor(() => expect(queries.at(-1)?.get('search_string')).toBe('muf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu: Breakfast' })).not.toBeInTheDocument());
    expect(within(await rowOf('Breakfast')).getByText('7 menu items')).toBeInTheDocument();
  });

  it('refuses adding no item, as the contract of the POST does, and asks before closing with items chosen but not added', async () => {
    openMenus(EDITOR);
    const posted: unknown[] = [];
    mswServer.use(
      http.get(api(`/stores/${MENU_STORE_ID}/menu/10/items`), () => HttpResponse.json({ count: 0, items: [] })),
      http.post(api(`/stores/${MENU_STORE_ID}/menu/items`), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ updated: 1, menu_item_count: 1 });
      }),
      http.get(api(`/inventory/${MENU_STORE_ID}`), () =>
        HttpResponse.json({ count: 1, count_exact: true, items: [storeItemFixture(33, { store_id: MENU_STORE_ID, name: 'Scone', price: 2.75 })] }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open Breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu: Breakfast' });
    await user.click(within(dialog).getByRole('tab', { name: 'Items' }));

    await user.click(await within(dialog).findByRole('button', { name: 'Add to menu' }));
    expect(await within(dialog).findByText('Choose at least one store item')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(within(dialog).getByLabelText('Find store items to add'));
    await user.click(await screen.findByRole('option', { name: 'Scone · 2.75' }));
    await waitFor(() => expect(within(dialog).queryByText('Choose at least one store item')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());

    // once added, nothing is left unsaved: Close closes at once
    await user.click(within(dialog).getByRole('button', { name: 'Add to menu' }));
    await waitFor(() => expect(posted).toEqual([{ menu_id: 10, store_item_ids: [33] }]));
    expect(await screen.findByText('1 item added')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu: Breakfast' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });
});
