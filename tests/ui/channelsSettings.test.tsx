import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StorePartner, SyncStatus } from '../../src/contract/channels.ts';
import { DEFAULT_ROLE_PERMISSIONS, type PermissionKey } from '../../src/domain/permissions.ts';
import { channelHandlers, linkFixture, syncTaskFixture } from './support/channels.ts';
import { storeFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';
import { storePageHandlers } from './support/stores.ts';

const STORE = 31;

function openChannels(permissions: readonly PermissionKey[], links: StorePartner[], tasks: SyncStatus[] = []) {
  storeSession('MERCHANT');
  const server = channelHandlers(STORE, links, tasks);
  mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions }), ...storePageHandlers(storeFixture(STORE)), ...server.handlers);
  renderAppAt(`/stores/${STORE}?sidebarActiveTab=channels-settings`);
  return server;
}

const card = (name: string) => screen.findByRole('region', { name });

describe('Channels settings tab', () => {
  it('shows one card per partner of the directory, linked or not, with the link’s store id, changes and storefront', async () => {
    openChannels(DEFAULT_ROLE_PERMISSIONS.superadmin, [linkFixture(STORE, 'DoorDash', { deliveryUpcharge: 10 })]);
    const doorDash = await card('DoorDash');
    expect(within(doorDash).getByText('Linked')).toBeInTheDocument();
    expect(within(doorDash).getByText('Store ID on DoorDash: DOORDASH-31')).toBeInTheDocument();
    expect(within(doorDash).getByText(/Delivery upcharge 10%/)).toBeInTheDocument();
    expect(await within(doorDash).findByText('3 changes not pushed')).toBeInTheDocument();
    expect(await within(doorDash).findByRole('link', { name: 'View menu on DoorDash' })).toHaveAttribute('href', `http://127.0.0.1/sandbox/doordash/stores/${STORE}`);
    for (const name of ['UberEats', 'GrubHub', 'LulaDirect']) {
      const other = await card(name);
      expect(within(other).getByText('Not linked')).toBeInTheDocument();
      expect(within(other).getByRole('button', { name: 'Link' })).toBeInTheDocument();
    }
  });

  it('links a partner with its settings and refuses an upcharge above 100 %', async () => {
    const user = userEvent.setup();
    const server = openChannels(DEFAULT_ROLE_PERMISSIONS.superadmin, []);
    await user.click(within(await card('UberEats')).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link UberEats' });
    await user.type(within(dialog).getByLabelText('Partner store ID'), '  UE-777 ');
    const delivery = within(dialog).getByLabelText('Delivery upcharge (%)');
    await user.clear(delivery);
    await user.type(delivery, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.textContent).toContain('Enter a percentage from 0 to 100'));
    expect(server.recorded.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(delivery);
    await user.type(delivery, '10');
    await user.type(within(dialog).getByLabelText('Delivery instructions'), 'Ring twice');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link UberEats' })).not.toBeInTheDocument());
    const post = server.recorded.requests.find((request) => request.method === 'POST' && request.path === 'store-partner');
    expect(post?.body).toMatchObject({ partnerName: 'UberEats', partnerStoreId: 'UE-777', deliveryUpcharge: 10, deliveryInstructions: 'Ring twice', pickupInstructions: null });
    expect(post?.body).not.toHaveProperty('storeId');
    const uberEats = await card('UberEats');
    expect(await within(uberEats).findByText('Store ID on UberEats: UE-777')).toBeInTheDocument();
    expect(await within(uberEats).findByText('POS: POS integration off')).toBeInTheDocument();
  });

  it('refuses what the link contract refuses, field by field, and sends nothing', async () => {
    const user = userEvent.setup();
    const server = openChannels(DEFAULT_ROLE_PERMISSIONS.superadmin, []);
    await user.click(within(await card('UberEats')).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link UberEats' });
    fireEvent.change(within(dialog).getByLabelText('Partner store ID'), { target: { value: 'U'.repeat(65) } });
    const fee = within(dialog).getByLabelText('Delivery fee ($)');
    await user.clear(fee);
    await user.type(fee, '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.textContent).toContain('Use at most 64 characters, without line breaks'));
    expect(dialog.textContent).toContain('Enter an amount from 0 to 1000');
    expect(server.recorded.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('asks before a changed link form is discarded, and closes an untouched one at once', async () => {
    const user = userEvent.setup();
    const server = openChannels(DEFAULT_ROLE_PERMISSIONS.superadmin, [linkFixture(STORE, 'GrubHub')]);
    await user.click(within(await card('GrubHub')).getByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit GrubHub link' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit GrubHub link' })).not.toBeInTheDocument());

    await user.click(within(await card('GrubHub')).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit GrubHub link' });
    await user.click(within(dialog).getByLabelText('Sells alcohol'));
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Sells alcohol')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit GrubHub link' })).not.toBeInTheDocument());
    expect(server.recorded.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('edits a link with PATCH by its id', async () => {
    const user = userEvent.setup();
    const server = openChannels(DEFAULT_ROLE_PERMISSIONS.superadmin, [linkFixture(STORE, 'GrubHub')]);
    await user.click(within(await card('GrubHub')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit GrubHub link' });
    await user.click(within(dialog).getByLabelText('Sells alcohol'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.recorded.requests.some((request) => request.method === 'PATCH')).toBe(true));
    expect(server.recorded.requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({ id: 103, sellsAlcohol: true });
  });

  it('asks again before unlinking a partner with a push under way, then unlinks with force', async () => {
    const user = userEvent.setup();
    const server = openChannels(
      DEFAULT_ROLE_PERMISSIONS.superadmin,
      [linkFixture(STORE, 'DoorDash')],
      [syncTaskFixture(STORE, 5, 'DoorDash', { status: 'in_progress', finished_at: null })],
    );
    await user.click(within(await card('DoorDash')).getByRole('button', { name: 'Unlink' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unlink DoorDash?' })).getByRole('button', { name: 'Unlink' }));
    const again = await screen.findByRole('dialog', { name: 'A menu push to DoorDash is under way' });
    expect(within(again).getByText(/Unlink anyway with force=true/)).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Unlink anyway' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'DoorDash' })).getByText('Not linked')).toBeInTheDocument());
    const deletes = server.recorded.requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.query)).toEqual(['', '?force=true']);
  });

  it('shows the diff before a push, pushes, and says when the push the user started finished', async () => {
    const user = userEvent.setup();
    const server = openChannels(DEFAULT_ROLE_PERMISSIONS.superadmin, [linkFixture(STORE, 'DoorDash')]);
    await user.click(within(await card('DoorDash')).getByRole('button', { name: 'Push menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push the menu to DoorDash' });
    expect(await within(dialog).findByText('Items added: 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Price changes: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Latte: $4.00 → $4.40')).toBeInTheDocument();
    expect(within(dialog).getByText('+ Cold Brew ($4.50)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Push' }));
    await waitFor(() => expect(server.taskIds()).toHaveLength(1));
    const tasks = await screen.findByRole('region', { name: 'Menu sync tasks' });
    expect(await within(tasks).findByText('Initiated')).toBeInTheDocument();
    server.finishTask(server.taskIds()[0] ?? 0, { status: 'failed', message: 'UberEats refused the menu: no hours' });
    expect(await screen.findByText('Menu push to DoorDash failed: UberEats refused the menu: no hours', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await within(tasks).findByText('Failed', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows GrubHub’s 409 message when a push meets an active ingestion job', async () => {
    const user = userEvent.setup();
    const server = openChannels(DEFAULT_ROLE_PERMISSIONS.superadmin, [linkFixture(STORE, 'GrubHub')]);
    const message = 'GrubHub already has an active menu ingestion job for this store (409 Conflict): job 12 is IN_PROGRESS';
    await user.click(within(await card('GrubHub')).getByRole('button', { name: 'Push menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push the menu to GrubHub' });
    await within(dialog).findByText('Items added: 2');
    await user.click(within(dialog).getByRole('button', { name: 'Push' }));
    await waitFor(() => expect(server.taskIds()).toHaveLength(1));
    server.finishTask(server.taskIds()[0] ?? 0, { status: 'failed', message });
    expect(await screen.findByText(`Menu push to GrubHub failed: ${message}`, {}, { timeout: 5000 })).toBeInTheDocument();
    const tasks = screen.getByRole('region', { name: 'Menu sync tasks' });
    expect(await within(tasks).findByText(message, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the server’s reason when a push is refused at once', async () => {
    const user = userEvent.setup();
    openChannels(DEFAULT_ROLE_PERMISSIONS.superadmin, [linkFixture(STORE, 'DoorDash')]);
    const message = 'This store has no partner store id on DoorDash';
    mswServer.use(http.post(api(`/stores/${STORE}/partner-menu-push/1`), () => HttpResponse.json({ message }, { status: 400 })));
    await user.click(within(await card('DoorDash')).getByRole('button', { name: 'Push menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push the menu to DoorDash' });
    await within(dialog).findByText('Items added: 2');
    await user.click(within(dialog).getByRole('button', { name: 'Push' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('lists sync tasks with the partner’s message and item errors, and deletes one or all', async () => {
    const user = userEvent.setup();
    const server = openChannels(
      DEFAULT_ROLE_PERMISSIONS.superadmin,
      [linkFixture(STORE, 'GrubHub')],
      [
        syncTaskFixture(STORE, 8, 'GrubHub', { status: 'completed', message: 'PARTIAL_SUCCESS', item_errors: [{ item_id: '4', name: 'Soup', reason: 'price missing' }] }),
        syncTaskFixture(STORE, 7, 'GrubHub', { status: 'completed', menu_name: 'Breakfast' }),
      ],
    );
    const tasks = await screen.findByRole('region', { name: 'Menu sync tasks' });
    expect(await within(tasks).findByText('Soup: price missing')).toBeInTheDocument();
    expect(within(tasks).getByText('Breakfast')).toBeInTheDocument();
    await user.click(within(tasks).getAllByRole('button', { name: 'Delete' })[1] as HTMLElement);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.taskIds()).toEqual([8]));
    await user.click(within(tasks).getByRole('button', { name: 'Delete all' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete all' }));
    await waitFor(() => expect(server.taskIds()).toEqual([]));
    expect(await within(tasks).findByText('No menu sync tasks yet')).toBeInTheDocument();
  });

  it('shows a manager (view only) the links without link, edit, unlink or push controls', async () => {
    openChannels(DEFAULT_ROLE_PERMISSIONS.manager, [linkFixture(STORE, 'DoorDash')], [syncTaskFixture(STORE, 3, 'DoorDash')]);
    const doorDash = await card('DoorDash');
    expect(within(doorDash).getByText('Linked')).toBeInTheDocument();
    expect(within(doorDash).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await card('UberEats')).queryByRole('button')).not.toBeInTheDocument();
    const tasks = await screen.findByRole('region', { name: 'Menu sync tasks' });
    expect(await within(tasks).findByText('Completed')).toBeInTheDocument();
    expect(within(tasks).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
