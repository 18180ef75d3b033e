import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

// GET /stores/ as the global store search calls it (spec 000 §2 and §7).

type Inject = Awaited<ReturnType<TestApp['as']>>;
interface StoreRow {
  id: number;
  name: string;
  company: { id: number };
}

let t: TestApp;
let internal: Inject;
let cornerOwner: Inject;
let cornerId: number;
let quickId: number;
let quickStores: StoreRow[];

const searchUrl = (searchString: string, companyId?: number) => {
  const query = new URLSearchParams({ limit: '20', offset: '0', order_column: 'name', sort_direction: 'ASC', search_string: searchString });
  if (companyId !== undefined) query.set('company_id', String(companyId));
  return `/api/stores/?${query}`;
};

beforeAll(async () => {
  t = await createTestApp();
  internal = await t.as(ACCOUNTS.internal);
  cornerOwner = await t.as(ACCOUNTS.cornerOwner);
  cornerId = (await cornerOwner({ url: '/api/user-service/fetch_profile' })).json().company_id;
  quickId = (await (await t.as(ACCOUNTS.quickOwner))({ url: '/api/user-service/fetch_profile' })).json().company_id;
  quickStores = (await internal({ url: `/api/stores/?company_id=${quickId}&limit=100` })).json().stores;
});
afterAll(() => t.close());

describe('global store search on GET /stores/', () => {
  it('finds stores of every company for an internal user, by name, A to Z', async () => {
    const response = await internal({ url: searchUrl('QuickStop') });
    expect(response.statusCode).toBe(200);
    const names = (response.json().stores as StoreRow[]).map((store) => store.name);
    expect(names).toEqual(quickStores.map((store) => store.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('never gives a merchant another company\u2019s store, whatever company_id they send', async () => {
    const quickName = quickStores[0]!.name;
    expect((await internal({ url: searchUrl(quickName) })).json().count).toBeGreaterThan(0);

    // No company_id: the server scopes the search to the merchant's own company.
    const unscoped = await cornerOwner({ url: searchUrl(quickName) });
    expect(unscoped.statusCode).toBe(200);
    expect(unscoped.json()).toEqual({ count: 0, stores: [] });

    // Another company's id: refused outright, nothing of that company comes back.
    const foreign = await cornerOwner({ url: searchUrl(quickName, quickId) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "You don't have access to this company" });

    // A search matching every company (the address term "St") still answers only the own company.
    const broad = (await cornerOwner({ url: searchUrl('St') })).json();
    expect(broad.count).toBeGreaterThan(0);
    expect((broad.stores as StoreRow[]).every((store) => store.company.id === cornerId)).toBe(true);
    const everyone = (await internal({ url: searchUrl('St') })).json();
    expect((everyone.stores as StoreRow[]).some((store) => store.company.id !== cornerId)).toBe(true);
  });

  it('answers the merchant\u2019s own stores with their own company id', async () => {
    const own = (await cornerOwner({ url: searchUrl('Corner Market Ch', cornerId) })).json();
    // Every word starts a word of the name or an address; the name that starts with what was typed comes first.
    expect(own.stores[0].name).toBe('Corner Market Chelsea');
    expect((own.stores as StoreRow[]).every((store) => store.company.id === cornerId)).toBe(true);
  });

  it('refuses a search text longer than 100 characters with a 400 naming the field', async () => {
    const response = await internal({ url: searchUrl('x'.repeat(101)) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/search_string/);
  });

  it('refuses a caller without a session', async () => {
    const response = await t.app.inject({ url: searchUrl('Corner') });
    expect(response.statusCode).toBe(401);
  });

  it('matches the starts of words of the name and addresses in any order and case, and follows renames, address changes and removals', async () => {
    const ids = async (text: string) => ((await internal({ url: searchUrl(text) })).json().stores as StoreRow[]).map((store) => store.id);
    const main = { line_1: '12 Wombat Lane', city: 'Quokkaville', state: 'WA', zip: '98101', address_type: 'Main', timezone: 'America/Los_Angeles' };
    const created = await internal({
      method: 'POST',
      url: '/api/stores/store/',
      payload: { name: 'Platypus Pantry', company_id: cornerId, email: 'pantry@cornermarket.example', phone_number: '+14155550111', addresses: [main] },
    });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    expect(await ids('plat pan')).toEqual([id]);
    expect(await ids('pus pan')).toEqual([]); // a word's middle is not its start
    expect(await ids('QUOKKAVILLE')).toEqual([id]);
    expect(await ids('quokka wombat lane')).toEqual([id]);
    expect(await ids('pantry 12 wombat')).toEqual([id]); // words of the name and of an address together

    await internal({ method: 'PUT', url: `/api/stores/${id}`, payload: { name: 'Echidna Emporium', addresses: [{ ...main, city: 'Bilbyburg' }] } });
    expect(await ids('platypus')).toEqual([]);
    expect(await ids('quokkaville')).toEqual([]);
    expect(await ids('echidna')).toEqual([id]);
    expect(await ids('bilbyburg wa')).toEqual([id]);

    await t.database.db.execute(sql`delete from store_addresses where store_id = ${id} and address_type = 'Main'`);
    expect(await ids('bilbyburg')).toEqual([]);
    expect(await ids('echidna')).toEqual([id]);
    await t.database.db.execute(sql`update stores set deleted_at = now() where id = ${id}`);
    expect(await ids('echidna')).toEqual([]);
  });

  it('lists names A to Z in any case', async () => {
    const main = { line_1: '1 Orchard Rd', city: 'Fresno', state: 'CA', zip: '93701', address_type: 'Main', timezone: 'America/Los_Angeles' };
    for (const name of ['Banana Yardstick', 'apple Yardstick']) {
      const payload = { name, company_id: cornerId, email: 'yard@cornermarket.example', phone_number: '+14155550112', addresses: [main] };
      expect((await internal({ method: 'POST', url: '/api/stores/store/', payload })).statusCode).toBe(201);
    }
    const names = ((await internal({ url: searchUrl('yardstick') })).json().stores as StoreRow[]).map((store) => store.name);
    expect(names).toEqual(['apple Yardstick', 'Banana Yardstick']);
  });
});
