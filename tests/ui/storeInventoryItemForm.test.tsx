import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreItem } from '../../src/contract/inventory.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { inventoryHandlers, STORE_ID, storeItemFixture } from './support/inventory.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';

// The store item dialog on the form machinery: the contract's refusals field by field, the question
// before unsaved changes are dropped, and the spec's failure heading.

const COLD_BREW = storeItemFixture(101, { name: 'Cold Brew', price: 4.5, quantity: 7 });

/** Opens the Inventory tab of an editor; records the bodies of every create and update sent. */
function openInventory(items: StoreItem[] = [COLD_BREW]) {
  const sent: { method: string; body: unknown }[] = [];
  storeSession('MERCHANT');
  mswServer.use(
    ...sessionHandlers({ userType: 'MERCHANT', permissions: ['lm_view_store_inventory', 'lm_edit_store_inventory'] }),
    ...inventoryHandlers(items).handlers,
    ...items.map((item) => http.get(api(`/inventory/${STORE_ID}/item/${item.id}`), () => HttpResponse.json(item))),
    http.post(api(`/inventory/${STORE_ID}/item`), async ({ request }) => {
      sent.push({ method: 'POST', body: await request.json() });
      return HttpResponse.json(storeItemFixture(200, { name: 'Kombucha' }), { status: 201 });
    }),
    http.put(api(`/inventory/${STORE_ID}/item`), async ({ request }) => {
      sent.push({ method: 'PUT', body: await request.json() });
      return HttpResponse.json(items[0]);
    }),
  );
  renderAppAt(`/stores/${STORE_ID}?sidebarActiveTab=inventory`);
  return sent;
}

const user = () => userEvent.setup({ delay: null });

async function openAdd(actor: ReturnType<typeof user>) {
  await actor.click(await screen.findByRole('button', { name: 'Add item' }));
  return screen.findByRole('dialog', { name: 'Add item' });
}

async function openEdit(actor: ReturnType<typeof user>, name: string) {
  await actor.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
  await within(dialog).findByRole('textbox', { name: /^Price/ });
  return dialog;
}

async function type(actor: ReturnType<typeof user>, field: HTMLElement, text: string) {
  await actor.clear(field);
  await actor.click(field);
  await actor.paste(text);
}

const restoreCreateObjectURL = URL.createObjectURL;
afterEach(() => {
  URL.createObjectURL = restoreCreateObjectURL;
});

describe('store item form validation', () => {
  it('refuses a blank name, a price with three decimals, a short UPC and a long size field by field, and sends nothing', async () => {
    const sent = openInventory();
    const actor = user();
    const dialog = await openAdd(actor);
    const field = (name: RegExp | string) => within(dialog).getByRole('textbox', { name });
    await type(actor, field(/^Name/), '   ');
    await type(actor, field(/^Price/), '2.505');
    await type(actor, field('UPC'), '12345');
    await type(actor, field('Size'), 's'.repeat(101));
    await actor.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field(/^Name/)).toHaveAccessibleDescription('Required'));
    expect(field(/^Price/)).toHaveAccessibleDescription('Price must be a number of at most 999999.99 with at most 2 decimals');
    expect(field('UPC')).toHaveAccessibleDescription('UPC must be 8 or 11 to 14 digits');
    expect(field('Size')).toHaveAccessibleDescription('At most 100 characters');
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Description')).toHaveAttribute('aria-invalid', 'false');

    // fixed one by one, the last refusal goes and the item is sent
    await type(actor, field(/^Name/), 'Kombucha');
    await type(actor, field(/^Price/), '2.50');
    await type(actor, field('UPC'), '01234567');
    await actor.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 100 characters')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await type(actor, field('Size'), '12 oz');
    await actor.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      body: { name: 'Kombucha', price: 250, quantity: 1, active: true, upc: '01234567', sell_independently: true, is_restricted: false, size: '12 oz' },
    });
  });

  it('refuses a unit count the update contract refuses, but not once the item is no longer sold independently', async () => {
    const sent = openInventory();
    const actor = user();
    const dialog = await openEdit(actor, 'Cold Brew');
    const unitCount = within(dialog).getByRole('spinbutton', { name: 'Unit count' });
    await type(actor, unitCount, '0');
    await actor.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(unitCount).toHaveAccessibleDescription('At least 1'));
    expect(sent).toHaveLength(0);

    // not sold independently, the unit count is not sent: nothing left to refuse
    await actor.click(within(dialog).getByRole('switch', { name: 'Sold independently' }));
    expect(unitCount).toBeDisabled();
    await actor.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).not.toHaveProperty('unit_count');
  });
});

describe('store item category', () => {
  it('drops the sub-category with its category: no category sends no sub-category either', async () => {
    const soda = storeItemFixture(101, { name: 'Cold Brew', sub_category: { id: 51, name: 'Soda' } });
    const sent = openInventory([soda]);
    const actor = user();
    const dialog = await openEdit(actor, 'Cold Brew');
    const subCategory = within(dialog).getByRole('combobox', { name: 'Sub-category' });
    await waitFor(() => expect(subCategory).toHaveTextContent('Soda'));

    await actor.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await actor.click(await screen.findByRole('option', { name: 'Clear value' }));
    await waitFor(() => expect(subCategory).toHaveAttribute('aria-disabled', 'true'));
    await actor.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ category: null, sub_category: null });
  });
});

describe('store item dialog', () => {
  it('asks before Cancel drops a change, keeps editing when told to, and discards when told to', async () => {
    const sent = openInventory();
    const actor = user();
    const dialog = await openEdit(actor, 'Cold Brew');
    await type(actor, within(dialog).getByRole('textbox', { name: /^Price/ }), '5.25');

    await actor.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await actor.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: /^Price/ })).toHaveValue('5.25');

    await actor.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await actor.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit item' })).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);
  });

  it('closes an untouched item on Cancel without asking', async () => {
    openInventory();
    const actor = user();
    const dialog = await openEdit(actor, 'Cold Brew');
    await actor.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit item' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });

  it('keeps the dialog and its values when the save is refused, under "Unable to update data" with the server\'s message', async () => {
    openInventory();
    mswServer.use(http.post(api(`/inventory/${STORE_ID}/item`), () => HttpResponse.json({ message: 'sub_category does not belong to the category' }, { status: 400 })));
    const actor = user();
    const dialog = await openAdd(actor);
    await type(actor, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kombucha');
    await type(actor, within(dialog).getByRole('textbox', { name: /^Price/ }), '3');
    await actor.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('dialog', { name: 'Unable to update data' });
    expect(within(alert).getByText('sub_category does not belong to the category')).toBeInTheDocument();
    // the alert hides the form from the accessibility tree while it shows; the form and its values stay
    expect(screen.getByRole('dialog', { name: 'Add item', hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/, hidden: true })).toHaveValue('Kombucha');
    expect(within(dialog).getByRole('button', { name: 'Save', hidden: true })).toBeEnabled();
    expect(screen.queryByText('Item created')).not.toBeInTheDocument();
  });

  it('uploads the image chosen for a new item once it exists, and closes even when that upload fails', async () => {
    const sent = openInventory();
    const uploads: (string | null)[] = [];
    mswServer.use(
      http.post(api('/inventory/image-enrichment/upload'), async ({ request }) => {
        uploads.push(String((await request.formData()).get('store_item_id')));
        return HttpResponse.json({ message: 'The image is too large' }, { status: 413 });
      }),
    );
    URL.createObjectURL = () => 'blob:preview';
    const actor = user();
    const dialog = await openAdd(actor);
    await actor.upload(dialog.querySelector<HTMLInputElement>('#store-item-image-file') as HTMLInputElement, new File(['png'], 'kombucha.png', { type: 'image/png' }));
    expect(within(dialog).getByText('kombucha.png is uploaded when the item is saved')).toBeInTheDocument();
    await type(actor, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kombucha');
    await type(actor, within(dialog).getByRole('textbox', { name: /^Price/ }), '3');
    await actor.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('dialog', { name: 'Unable to update data' });
    expect(within(alert).getByText('The image is too large')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(uploads).toEqual(['200']);
    // the item exists: the form is gone, so a second Save cannot create it twice
    expect(screen.queryByRole('dialog', { name: 'Add item', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByText('Item created')).toBeInTheDocument();
  });
});
