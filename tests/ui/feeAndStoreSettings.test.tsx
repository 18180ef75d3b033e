import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FeePreview } from '../../src/contract/channels.ts';
import type { FeeRuleRecord } from '../../src/contract/feeRules.ts';
import { DEFAULT_ROLE_PERMISSIONS, type PermissionKey } from '../../src/domain/permissions.ts';
import { storeFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';
import { storePageHandlers } from './support/stores.ts';

const STORE = 31;
const PREVIEW: FeePreview = {
  items: [
    {
      id: 1,
      name: 'Cola 12 oz',
      price: 2.49,
      category: 'Beverages',
      prices: [
        { partner_id: 1, partner_name: 'DoorDash', price_cents: 324, pickup_price_cents: 299, fee_rule_id: 5, upcharge: 10 },
        { partner_id: 2, partner_name: 'UberEats', price_cents: 249, pickup_price_cents: 249, fee_rule_id: null, upcharge: 0 },
      ],
    },
  ],
};

const DOORDASH_RULE: FeeRuleRecord = {
  id: 5,
  store_id: STORE,
  partner_id: 1,
  fee_type: 'percent_plus_fee',
  percent: 10,
  flat_fee: 0.25,
  scope: 'category',
  scope_values: ['3'],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

function feeRuleHandlers() {
  const rules: FeeRuleRecord[] = [DOORDASH_RULE];
  const posts: Record<string, unknown>[] = [];
  const puts: Record<string, unknown>[] = [];
  const deleted: number[] = [];
  let previews = 0;
  return {
    rules,
    posts,
    puts,
    deleted,
    previews: () => previews,
    handlers: [
      http.get(api('/rest/fee-rules'), ({ request }) => {
        expect(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}')).toEqual({ store_id: STORE });
        return HttpResponse.json(rules, { headers: { 'Content-Range': `fee-rules 0-${rules.length - 1}/${rules.length}` } });
      }),
      http.post(api('/rest/fee-rules'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        const rule = { ...DOORDASH_RULE, ...body, id: 9 } as FeeRuleRecord;
        rules.push(rule);
        return HttpResponse.json(rule, { status: 201 });
      }),
      http.get(api('/rest/fee-rules/:id'), ({ params }) => HttpResponse.json(rules.find((rule) => rule.id === Number(params.id)))),
      http.put(api('/rest/fee-rules/:id'), async ({ params, request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        const index = rules.findIndex((rule) => rule.id === Number(params.id));
        rules[index] = { ...rules[index], ...body } as FeeRuleRecord;
        return HttpResponse.json(rules[index]);
      }),
      http.delete(api('/rest/fee-rules/:id'), ({ params }) => {
        const index = rules.findIndex((rule) => rule.id === Number(params.id));
        deleted.push(Number(params.id));
        return HttpResponse.json(rules.splice(index, 1)[0]);
      }),
      http.get(api(`/stores/${STORE}/fee-preview`), () => {
        previews += 1;
        return HttpResponse.json(PREVIEW);
      }),
      http.get(api('/stores/dsps'), () =>
        HttpResponse.json([1, 2].map((id) => ({ id, name: id === 1 ? 'DoorDash' : 'UberEats', created_at: '', updated_at: '', deleted_at: null }))),
      ),
      http.get(api('/inventory/category/all'), () => HttpResponse.json([{ id: 3, name: 'Beverages', image: '' }, { id: 4, name: 'Bakery', image: '' }])),
      http.get(api('/inventory/tags'), () => HttpResponse.json([{ id: 7, name: 'Vegan' }])),
    ],
  };
}

function open(tab: string, permissions: readonly PermissionKey[], extra: Parameters<typeof mswServer.use> = []) {
  const puts: unknown[] = [];
  storeSession('MERCHANT');
  const store = storeFixture(STORE);
  mswServer.use(
    ...extra,
    ...sessionHandlers({ userType: 'MERCHANT', permissions }),
    ...storePageHandlers(store),
    http.get(api(`/stores/${STORE}/fee-preview`), () => HttpResponse.json(PREVIEW)),
    http.get(api(`/user-service/store/${STORE}/users`), () => HttpResponse.json({ count: 0, users: [] })),
    http.get(api('/stores/company/:id/tags'), () => HttpResponse.json([])),
    http.put(api(`/stores/${STORE}`), async ({ request }) => {
      const body = (await request.json()) as { upcharge: number };
      puts.push(body);
      return HttpResponse.json({ ...store, upcharge: body.upcharge });
    }),
  );
  renderAppAt(`/stores/${STORE}?sidebarActiveTab=${tab}`);
  return puts;
}

/** The Fee settings tab of a superadmin, with rule #5's edit dialog open. */
async function editRuleFive() {
  const user = userEvent.setup();
  const fees = feeRuleHandlers();
  open('fee-settings', DEFAULT_ROLE_PERMISSIONS.superadmin, fees.handlers);
  const table = await screen.findByRole('table', { name: /fee rules/i });
  await within(table).findByText('#5');
  await user.click(within(table).getByRole('button', { name: 'Edit fee rule #5' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit fee rule #5' });
  return { user, fees, table, dialog };
}

describe('Fee settings tab', () => {
  it('states that the most specific rule wins and previews the price each partner receives', async () => {
    open('fee-settings', DEFAULT_ROLE_PERMISSIONS.superadmin, feeRuleHandlers().handlers);
    expect(await screen.findByText(/the most specific rule wins: tag over category over all/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Prices each partner will receive' });
    const row = within(table).getByText('Cola 12 oz').closest('tr') as HTMLElement;
    expect(within(row).getByText('$2.49', { selector: 'td' })).toBeInTheDocument();
    expect(within(row).getByTestId('price-DoorDash')).toHaveTextContent('$3.24pickup $2.99rule #5');
    expect(within(row).getByTestId('price-UberEats')).toHaveTextContent('$2.49');
  });
});

describe('Fee rules editor', () => {
  it('lists the rules and adds a Percent + fee rule for a category through fee-rules, clamping the percentage, then refreshes the preview', async () => {
    const user = userEvent.setup();
    const fees = feeRuleHandlers();
    open('fee-settings', DEFAULT_ROLE_PERMISSIONS.superadmin, fees.handlers);
    const table = await screen.findByRole('table', { name: /fee rules/i });
    const row = (await within(table).findByText('#5')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('DoorDash');
    expect(row).toHaveTextContent('Percent + fee: 10% + $0.25');
    await waitFor(() => expect(row).toHaveTextContent('Category: Beverages'));
    await waitFor(() => expect(fees.previews()).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Add fee rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New fee rule' });
    expect(within(dialog).getByRole('combobox', { name: 'Partner' })).toHaveTextContent('All partners');
    const percent = within(dialog).getByLabelText('Percent (%)');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.tab();
    expect(percent).toHaveValue(100);
    await user.clear(percent);
    await user.type(percent, '12.5');
    const fee = within(dialog).getByLabelText('Fee ($)');
    await user.clear(fee);
    await user.type(fee, '0.3');
    await user.click(within(dialog).getByLabelText('Category'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Categories'), 'Bev');
    await user.click(await screen.findByRole('option', { name: 'Beverages' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fees.posts).toHaveLength(1));
    expect(fees.posts[0]).toEqual({
      store_id: STORE,
      partner_id: null,
      fee_type: 'percent_plus_fee',
      percent: 12.5,
      flat_fee: 0.3,
      scope: 'category',
      scope_values: ['3'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New fee rule' })).not.toBeInTheDocument());
    const added = (await within(table).findByText('#9')).closest('tr') as HTMLElement;
    expect(added).toHaveTextContent('All partners');
    expect(added).toHaveTextContent('Percent + fee: 12.5% + $0.30');
    await waitFor(() => expect(fees.previews()).toBe(2));
  });

  it('edits a rule into a flat fee for every item (no percentage, no ids sent), then deletes it after confirming', async () => {
    const { user, fees, table, dialog } = await editRuleFive();
    expect(await within(dialog).findByRole('combobox', { name: 'Partner' })).toHaveTextContent('DoorDash');
    await user.click(within(dialog).getByLabelText('Flat fee'));
    expect(within(dialog).queryByLabelText('Percent (%)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('All items'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fees.puts).toHaveLength(1));
    expect(fees.puts[0]).toMatchObject({ partner_id: 1, fee_type: 'flat_fee', percent: 0, flat_fee: 0.25, scope: 'all', scope_values: [] });
    const row = (await within(table).findByText('Flat fee: $0.25')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('All items');
    await waitFor(() => expect(fees.previews()).toBe(2));

    await user.click(within(row).getByRole('button', { name: 'Delete fee rule #5' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete fee rule #5?' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fees.deleted).toEqual([5]));
    expect(await screen.findByText(/No fee rules/)).toBeInTheDocument();
    await waitFor(() => expect(fees.previews()).toBe(3));
  });

  it('asks before a changed fee rule is discarded', async () => {
    const { user, fees, dialog } = await editRuleFive();
    await within(dialog).findByRole('combobox', { name: 'Partner' });
    await user.click(within(dialog).getByLabelText('Flat fee'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit fee rule #5' })).not.toBeInTheDocument());
    expect(fees.puts).toHaveLength(0);
  });

  it('shows a user who may only view fee settings the rules without add, edit or delete', async () => {
    const fees = feeRuleHandlers();
    open('fee-settings', ['lm_view_fee_settings'], fees.handlers);
    const table = await screen.findByRole('table', { name: /fee rules/i });
    expect(await within(table).findByText('#5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add fee rule' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });
});

describe('Store settings tab: channel and catalogue settings', () => {
  it('saves the store upcharge, content, alcohol, setup and bill vendor with PUT /stores/{id}, refusing a percentage above 100', async () => {
    const user = userEvent.setup();
    const puts = open('store-settings', DEFAULT_ROLE_PERMISSIONS.superadmin);
    const section = await screen.findByRole('region', { name: 'Channel and catalogue settings' });
    const upcharge = within(section).getByLabelText('Store upcharge (%)');
    await user.clear(upcharge);
    await user.type(upcharge, '120');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Enter a percentage from 0 to 100')).toBeInTheDocument();
    await user.clear(upcharge);
    await user.type(upcharge, '7.5');
    await user.click(within(section).getByLabelText('Sells alcohol'));
    await user.click(within(section).getByLabelText('Store setup completed'));
    await user.type(within(section).getByLabelText('Bill vendor ID'), ' BV-7 ');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ upcharge: 7.5, sells_alcohol: true, store_setup_completed: false, bill_vendor_id: 'BV-7', closed_till: null });
  });

  it('reports a refused save under the spec heading with the server\'s message, keeping what was typed', async () => {
    const user = userEvent.setup();
    const puts = open('store-settings', DEFAULT_ROLE_PERMISSIONS.superadmin, [
      http.put(api(`/stores/${STORE}`), () => HttpResponse.json({ message: 'bill_vendor_id: not a vendor of this company' }, { status: 400 })),
    ]);
    const section = await screen.findByRole('region', { name: 'Channel and catalogue settings' });
    await user.type(within(section).getByLabelText('Bill vendor ID'), 'BV-7');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to update the store' });
    expect(within(alert).getByText('bill_vendor_id: not a vendor of this company')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    expect(within(section).getByLabelText('Bill vendor ID')).toHaveValue('BV-7');
  });

  it('shows a Staff Plus user (view only) the settings without a save button', async () => {
    open('store-settings', DEFAULT_ROLE_PERMISSIONS['staff+']);
    const section = await screen.findByRole('region', { name: 'Channel and catalogue settings' });
    expect(within(section).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Store upcharge (%)')).toBeDisabled();
  });
});
