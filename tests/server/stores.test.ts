import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;
let t: TestApp;
let internal: Inject;
let cornerOwner: Inject;
let cornerStaff: Inject;
let cornerId: number;
let quickId: number;
let quickStoreId: number;
let cornerStoreId: number;

beforeAll(async () => {
  t = await createTestApp();
  internal = await t.as(ACCOUNTS.internal);
  cornerOwner = await t.as(ACCOUNTS.cornerOwner);
  cornerStaff = await t.as(ACCOUNTS.cornerStaff);
  cornerId = (await cornerOwner({ url: '/api/user-service/fetch_profile' })).json().company_id;
  quickId = (await (await t.as(ACCOUNTS.quickOwner))({ url: '/api/user-service/fetch_profile' })).json().company_id;
  quickStoreId = (await internal({ url: `/api/stores/?company_id=${quickId}&limit=1` })).json().stores[0].id;
  cornerStoreId = (await internal({ url: `/api/stores/?company_id=${cornerId}&limit=1` })).json().stores[0].id;
});
afterAll(() => t.close());

const main = { line_1: ' 500 Market St ', city: 'San Francisco', state: 'CA', zip: '94105', address_type: 'Main', timezone: 'America/Los_Angeles' };
const newStore = (companyId: number) => ({
  name: '  Mission Corner  ',
  company_id: companyId,
  email: 'mission@cornermarket.example',
  phone_number: '+14155550100',
  addresses: [main, { ...main, line_1: 'x', address_type: 'WelcomePackage', same_as_store_address: true, timezone: null }],
  create_bill_vendor: true,
});

describe('GET /stores/', () => {
  it('pages all stores for internal users with a count', async () => {
    const body = (await internal({ url: '/api/stores/?limit=20&offset=0' })).json();
    expect(body.count).toBe(30);
    expect(body.stores).toHaveLength(20);
    const second = (await internal({ url: '/api/stores/?limit=20&offset=20' })).json();
    expect(second.stores).toHaveLength(10);
    const ids = new Set([...body.stores, ...second.stores].map((store: { id: number }) => store.id));
    expect(ids.size).toBe(30);
  });

  it('limits a merchant to their company, even when searching, and refuses another company', async () => {
    const own = (await cornerOwner({ url: '/api/stores/?limit=100' })).json();
    expect(own.count).toBeGreaterThan(0);
    expect(own.stores.every((store: { company: { id: number } }) => store.company.id === cornerId)).toBe(true);
    const all = (await internal({ url: '/api/stores/?limit=100' })).json();
    const quickName: string = all.stores.find((store: { company: { id: number } }) => store.company.id === quickId).name;
    const search = (await cornerOwner({ url: `/api/stores/?search_string=${encodeURIComponent(quickName)}` })).json();
    expect(search.stores.every((store: { company: { id: number } }) => store.company.id === cornerId)).toBe(true);
    expect((await cornerOwner({ url: `/api/stores/?company_id=${quickId}` })).statusCode).toBe(403);
  });

  it('searches by name and by address as the global search does', async () => {
    const store = (await internal({ url: `/api/stores/${cornerStoreId}` })).json();
    const byName = (await internal({ url: `/api/stores/?search_string=${encodeURIComponent(store.name.slice(0, 6))}&order_column=name&sort_direction=ASC&offset=0` })).json();
    expect(byName.stores.map((row: { id: number }) => row.id)).toContain(cornerStoreId);
    const city = store.address.find((address: { address_type: string }) => address.address_type === 'Main').city;
    const byCity = (await internal({ url: `/api/stores/?search_string=${encodeURIComponent(city)}` })).json();
    expect(byCity.stores.map((row: { id: number }) => row.id)).toContain(cornerStoreId);
    const none = (await internal({ url: '/api/stores/?search_string=zzzqqq' })).json();
    expect(none).toEqual({ count: 0, stores: [] });
  });
});

describe('store details', () => {
  it('refuses a merchant another company\u2019s store with 403 and answers 404 for a missing one', async () => {
    const refused = await cornerOwner({ url: `/api/stores/${quickStoreId}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You don't have access to this company");
    expect((await cornerOwner({ url: `/api/stores/${cornerStoreId}` })).statusCode).toBe(200);
    expect((await internal({ url: '/api/stores/999999' })).statusCode).toBe(404);
    expect((await internal({ url: `/api/stores/${cornerStoreId}?company_id=${quickId}` })).statusCode).toBe(404);
  });
});

describe('POST /stores/store/ and PUT /stores/{id}', () => {
  it('creates a store with both addresses, the shipping copy and a bill vendor, trimmed', async () => {
    const response = await cornerOwner({ method: 'POST', url: '/api/stores/store/', payload: newStore(cornerId) });
    expect(response.statusCode).toBe(201);
    const store = response.json();
    expect(store.name).toBe('Mission Corner');
    expect(store.billVendorId).toMatch(/^BV-\d{6}$/);
    const mainAddress = store.address.find((address: { address_type: string }) => address.address_type === 'Main');
    const shipping = store.address.find((address: { address_type: string }) => address.address_type === 'WelcomePackage');
    expect(mainAddress).toMatchObject({ line_1: '500 Market St', timezone: 'America/Los_Angeles' });
    expect(shipping).toMatchObject({ line_1: '500 Market St', same_as_store_address: true, timezone: null });
  });

  it('refuses bad stores with a 400 naming the problem', async () => {
    const badZone = await cornerOwner({ method: 'POST', url: '/api/stores/store/', payload: { ...newStore(cornerId), addresses: [{ ...main, timezone: 'Mars/Olympus' }] } });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().message).toContain('timezone');
    const noMain = await cornerOwner({ method: 'POST', url: '/api/stores/store/', payload: { ...newStore(cornerId), addresses: [{ ...main, address_type: 'WelcomePackage' }] } });
    expect(noMain.statusCode).toBe(400);
    expect(noMain.json().message).toContain('Main');
    const badPhone = await cornerOwner({ method: 'POST', url: '/api/stores/store/', payload: { ...newStore(cornerId), phone_number: '4155550100' } });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toContain('phone_number');
  });

  it('refuses creating a store in another company, and staff creating one', async () => {
    expect((await cornerOwner({ method: 'POST', url: '/api/stores/store/', payload: newStore(quickId) })).statusCode).toBe(403);
    expect((await cornerStaff({ method: 'POST', url: '/api/stores/store/', payload: newStore(cornerId) })).statusCode).toBe(403);
  });

  it('updates text and tags, refuses staff edits and other companies', async () => {
    const tags = (await cornerOwner({ method: 'POST', url: `/api/stores/company/${cornerId}/tags`, payload: { tag_names: ['Drive-thru', 'Kiosk'] } })).json();
    const [driveThru, kiosk] = tags.map((tag: { id: number }) => tag.id);
    const first = await cornerOwner({ method: 'PUT', url: `/api/stores/${cornerStoreId}?company_id=${cornerId}`, payload: { name: ' Renamed ', new_company_tag_ids: [driveThru, kiosk] } });
    expect(first.statusCode).toBe(200);
    expect(first.json().name).toBe('Renamed');
    const second = await cornerOwner({ method: 'PUT', url: `/api/stores/${cornerStoreId}`, payload: { company_tag_ids_to_be_deleted: [kiosk] } });
    expect(second.json().storeCompanyTags.map((tag: { id: number }) => tag.id)).toContain(driveThru);
    expect(second.json().storeCompanyTags.map((tag: { id: number }) => tag.id)).not.toContain(kiosk);

    const staff = await cornerStaff({ method: 'PUT', url: `/api/stores/${cornerStoreId}`, payload: { name: 'Nope' } });
    expect(staff.statusCode).toBe(403);
    const other = await cornerOwner({ method: 'PUT', url: `/api/stores/${quickStoreId}`, payload: { name: 'Nope' } });
    expect(other.statusCode).toBe(403);
    const quickTag = (await internal({ method: 'POST', url: `/api/stores/company/${quickId}/tags`, payload: { tag_names: ['Theirs'] } })).json()[0].id;
    const foreignTag = await cornerOwner({ method: 'PUT', url: `/api/stores/${cornerStoreId}`, payload: { new_company_tag_ids: [quickTag] } });
    expect(foreignTag.statusCode).toBe(400);
  });
});
