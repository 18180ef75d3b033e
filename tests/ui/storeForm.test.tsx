import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { companyFixture, storeFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

/** Types the text in one go (a paste), as fast as the form allows. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const TAGS = [
  { id: 1, tag_name: 'Downtown' },
  { id: 2, tag_name: 'Late night' },
  { id: 3, tag_name: 'Organic' },
];

function signInInternal(permissions: readonly PermissionKey[]) {
  storeSession('INTERNAL');
  mswServer.use(
    ...sessionHandlers({ userType: 'INTERNAL', permissions }),
    http.get(api('/stores/company/7/tags'), () => HttpResponse.json(TAGS)),
    http.get(api('/user-service/company/7'), () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    // the store page's sidebar shows today's hours
    http.get(api('/stores/31/store-hours'), () => HttpResponse.json({ timezone: 'America/Chicago', hours: [] })),
  );
}

async function pick(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('store form', () => {
  it('creates a store; "Same as store address" copies the Main address into the shipping one', async () => {
    signInInternal(['create_store', 'view_store_shipping_details', 'edit_store_shipping_details']);
    const bodies: unknown[] = [];
    mswServer.use(
      http.get(api('/stores/company/'), () =>
        HttpResponse.json({ companies: [companyFixture(7)], count: 1, totalCompaniesCount: 1, totalStoresCount: 0 }),
      ),
      http.get(api('/stores/'), () => HttpResponse.json({ count: 0, stores: [] })),
      http.post(api('/stores/store/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(storeFixture(50), { status: 201 });
      }),
    );
    renderAppAt('/companies/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Create store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create store' });
    const main = within(within(dialog).getByRole('group', { name: 'Main address' }));
    const shipping = within(within(dialog).getByRole('group', { name: /shipping/i }));

    await fill(within(dialog).getByRole('textbox', { name: /^Store name/ }), '  Corner Market Eastside ');
    await fill(within(dialog).getByRole('textbox', { name: /^Email/ }), ' east@corner.example');
    await fill(within(dialog).getByRole('textbox', { name: /^Phone/ }), '(555) 222-3333');
    await fill(main.getByRole('textbox', { name: /^Address line 1/ }), ' 9 East Ave ');
    await fill(main.getByRole('textbox', { name: /^City/ }), 'Springfield');
    await fill(main.getByRole('textbox', { name: /^State/ }), 'IL');
    await fill(main.getByRole('textbox', { name: /^ZIP/ }), '62702');
    await pick(/^Time zone/, 'Central (America/Chicago)');

    await userEvent.click(shipping.getByLabelText('Same as store address'));
    await waitFor(() => expect(shipping.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue(' 9 East Ave '));
    expect(shipping.getByRole('textbox', { name: /^City/ })).toHaveValue('Springfield');
    expect(shipping.getByRole('textbox', { name: /^ZIP/ })).toHaveValue('62702');
    expect(shipping.getByRole('textbox', { name: /^City/ })).toBeDisabled();

    await pick(/^Company tags/, 'Late night');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByLabelText('Create bill vendor'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    const address = { line_1: '9 East Ave', line_2: null, city: 'Springfield', state: 'IL', zip: '62702' };
    expect(bodies[0]).toEqual({
      name: 'Corner Market Eastside',
      email: 'east@corner.example',
      phone_number: '+15552223333',
      point_of_contact: null,
      company_id: 7,
      addresses: [
        { ...address, address_type: 'Main', timezone: 'America/Chicago' },
        { ...address, address_type: 'WelcomePackage', same_as_store_address: true },
      ],
      create_bill_vendor: true,
      company_tag_ids: [2],
    });
  });

  it('updates a store with the tag difference and without the shipping address it may not edit', async () => {
    signInInternal(['lm_view_store_settings', 'edit_store_details']);
    const store = storeFixture(31, {
      name: 'Corner Market Downtown',
      storeCompanyTags: [
        { id: 1, name: 'Downtown' },
        { id: 2, name: 'Late night' },
      ],
    });
    const puts: { query: URLSearchParams; body: unknown }[] = [];
    mswServer.use(
      http.get(api('/stores/31'), () => HttpResponse.json(store)),
      http.put(api('/stores/31'), async ({ request }) => {
        puts.push({ query: new URL(request.url).searchParams, body: await request.json() });
        return HttpResponse.json(store);
      }),
    );
    renderAppAt('/stores/31?sidebarActiveTab=store-settings');

    const name = await screen.findByRole('textbox', { name: /^Store name/ });
    expect(name).toHaveValue('Corner Market Downtown');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('(555) 123-4567');
    expect(screen.queryByRole('group', { name: /shipping/i })).not.toBeInTheDocument();
    await fill(name, '  ');

    await userEvent.click(screen.getByRole('combobox', { name: /^Company tags/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Downtown' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Organic' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].query.get('company_id')).toBe('7');
    expect(puts[0].body).toEqual({
      name: 'Corner Market Downtown',
      email: null,
      phone_number: '+15551234567',
      point_of_contact: null,
      addresses: [
        { line_1: '1 Main St', line_2: null, city: 'Springfield', state: 'IL', zip: '62701', address_type: 'Main', timezone: 'America/Chicago' },
      ],
      new_company_tag_ids: [3],
      company_tag_ids_to_be_deleted: [1],
      // the version of the copy the form opened (README "Security")
      updated_at: '2024-03-05T10:00:00.000Z',
    });
    // The save says it worked.
    expect(await screen.findByText('Store "Corner Market Downtown" saved')).toBeInTheDocument();
  });

  it('asks before changed settings are left for another tab of the store page, and stays when told to', async () => {
    signInInternal(['lm_view_store_settings', 'edit_store_details', 'lm_view_store_inventory']);
    const store = storeFixture(31, { name: 'Corner Market Downtown', storeCompanyTags: [] });
    mswServer.use(http.get(api('/stores/31'), () => HttpResponse.json(store)));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderAppAt('/stores/31?sidebarActiveTab=store-settings');
    const name = await screen.findByRole('textbox', { name: /^Store name/ });
    await fill(name, ' (north)');

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Sidebar tabs' })).getByRole('button', { name: 'Inventory' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(currentPath()).toContain('sidebarActiveTab=store-settings');
    expect(screen.getByRole('textbox', { name: /^Store name/ })).toHaveValue('Corner Market Downtown (north)');
    confirm.mockRestore();
  });

  it('Enter in "New tag" adds the tag to the store and does not submit the form', async () => {
    signInInternal(['lm_view_store_settings', 'edit_store_details']);
    const store = storeFixture(31, { name: 'Corner Market Downtown', storeCompanyTags: [] });
    let tags = TAGS;
    const puts: unknown[] = [];
    const posts: unknown[] = [];
    mswServer.use(
      http.get(api('/stores/31'), () => HttpResponse.json(store)),
      http.get(api('/stores/company/7/tags'), () => HttpResponse.json(tags)),
      http.post(api('/stores/company/7/tags'), async ({ request }) => {
        posts.push(await request.json());
        tags = [...TAGS, { id: 4, tag_name: 'Vegan' }];
        return HttpResponse.json([{ id: 4, tag_name: 'Vegan' }]);
      }),
      http.put(api('/stores/31'), async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(store);
      }),
    );
    renderAppAt('/stores/31?sidebarActiveTab=store-settings');

    const newTag = await screen.findByRole('textbox', { name: 'New tag' });
    await userEvent.type(newTag, 'Vegan{Enter}');

    await waitFor(() => expect(posts).toEqual([{ tag_names: ['Vegan'] }]));
    await waitFor(() => expect(newTag).toHaveValue(''));
    expect(await within(screen.getByRole('combobox', { name: /^Company tags/ }).parentElement!).findByText('Vegan')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ new_company_tag_ids: [4] });
  });

  it('shows "Unable to update the store" with the server message when the update fails', async () => {
    signInInternal(['lm_view_store_settings', 'edit_store_details']);
    mswServer.use(
      http.get(api('/stores/31'), () => HttpResponse.json(storeFixture(31))),
      http.put(api('/stores/31'), () => HttpResponse.json({ message: 'addresses.Main.timezone must be a valid IANA time zone' }, { status: 400 })),
    );
    renderAppAt('/stores/31?sidebarActiveTab=store-settings');
    await screen.findByRole('textbox', { name: /^Store name/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to update the store' });
    expect(within(alert).getByText('addresses.Main.timezone must be a valid IANA time zone')).toBeInTheDocument();
  });
});
