import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FeePreview } from '../../src/contract/channels.ts';
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

function open(tab: string, permissions: readonly PermissionKey[]) {
  const puts: unknown[] = [];
  storeSession('MERCHANT');
  const store = storeFixture(STORE);
  mswServer.use(
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

describe('Fee settings tab', () => {
  it('states that the most specific rule wins and previews the price each partner receives', async () => {
    open('fee-settings', DEFAULT_ROLE_PERMISSIONS.superadmin);
    expect(await screen.findByText(/the most specific wins/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Prices each partner will receive' });
    const row = within(table).getByText('Cola 12 oz').closest('tr') as HTMLElement;
    expect(within(row).getByText('$2.49', { selector: 'td' })).toBeInTheDocument();
    expect(within(row).getByTestId('price-DoorDash')).toHaveTextContent('$3.24pickup $2.99rule #5');
    expect(within(row).getByTestId('price-UberEats')).toHaveTextContent('$2.49');
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

  it('shows a Staff Plus user (view only) the settings without a save button', async () => {
    open('store-settings', DEFAULT_ROLE_PERMISSIONS['staff+']);
    const section = await screen.findByRole('region', { name: 'Channel and catalogue settings' });
    expect(within(section).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Store upcharge (%)')).toBeDisabled();
  });
});
