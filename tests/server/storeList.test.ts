import { sql, type SQL } from 'drizzle-orm';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreListAnswer } from '../../src/contract/stores.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { CORNER, reader } from './fixtures/demo.ts';

// Every shape of store list request (company, search, status, tags; order) is its own prepared statement
// that also counts: each must answer the stores and the count a plain query gives.
type Inject = Awaited<ReturnType<TestApp['as']>>;
interface StoreAnswer {
  id: number;
  address: { id: number; address_type: string; line_1: string }[];
  storeCompanyTags: { id: number; name: string }[];
  storeStatus: { codename: string } | null;
  operatingStatus: string;
}

let t: TestApp;
let db: ReturnType<typeof reader>;
let internal: Inject;
let owner: Inject;
let cornerId: number;
let tagId: number;

// One instant for every request: the status filter and the rows' operating status depend on the clock.
const NOW = new Date('2026-11-24T18:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  db = reader(t);
  [internal, owner] = await Promise.all([t.as(ACCOUNTS.internal), t.as(ACCOUNTS.cornerOwner)]);
  cornerId = await db.companyId(CORNER);
  const tagged = await db.one<{ id: number }>(sql`select company_tag_id as id from store_company_tags group by 1 order by count(*) desc limit 1`);
  tagId = tagged.id;
});
afterAll(() => t.close());

/** The ids a plain query gives, in the list's order, and their number. */
async function expected(where: SQL, order = sql`s.name asc, s.id asc`, limit = 20, offset = 0) {
  const rows = await db.rows<{ id: number }>(sql`select s.id from stores s where s.deleted_at is null and ${where} order by ${order}`);
  return { ids: rows.slice(offset, offset + limit).map((row) => row.id), count: rows.length };
}

const list = async (inject: Inject, query: string) => {
  const response = await inject({ url: `/api/stores/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; stores: StoreAnswer[] };
};

describe('GET /stores/ in every shape', () => {
  it('by status, by tags, and both, for internal users and for a merchant', async () => {
    // The Status filter picks the operating status each row shows (tests/server/storeStatusFilter.test.ts).
    const everyStore = await list(internal, 'limit=100');
    expect(everyStore.count).toBeLessThanOrEqual(100);
    const accepting = everyStore.stores.filter((store) => store.operatingStatus === 'accepting_orders').map((store) => store.id);
    expect(accepting.length).toBeGreaterThan(0);
    const byStatus = await list(internal, 'status=accepting_orders&limit=50');
    expect(byStatus.count).toBe(accepting.length);
    expect(byStatus.stores.map((store) => store.id)).toEqual(accepting.slice(0, 50));

    const byTag = await list(internal, `tags=${tagId}&tags=999999`);
    const wantTag = await expected(sql`exists (select 1 from store_company_tags x where x.store_id = s.id and x.company_tag_id in (${tagId}, 999999))`);
    expect(wantTag.count).toBeGreaterThan(0);
    expect(byTag).toMatchObject({ count: wantTag.count });
    expect(byTag.stores.map((store) => store.id)).toEqual(wantTag.ids);
    expect(byTag.stores.every((store) => store.storeCompanyTags.some((tag) => tag.id === tagId))).toBe(true);

    const mineTagged = await list(owner, `tags=${tagId}&limit=100`);
    const wantMine = mineTagged.stores.filter((store) => store.operatingStatus === 'accepting_orders').map((store) => store.id);
    const mine = await list(owner, `tags=${tagId}&status=accepting_orders`);
    expect(mine.count).toBe(wantMine.length);
    expect(mine.stores.map((store) => store.id)).toEqual(wantMine.slice(0, 20));
  });

  it('orders by creation, backwards, and counts a page past the end', async () => {
    const newest = await list(internal, `company_id=${cornerId}&order_column=created_at&sort_direction=DESC&limit=5&offset=2`);
    const want = await expected(sql`s.company_id = ${cornerId}`, sql`s.created_at desc, s.id asc`, 5, 2);
    expect(newest.stores.map((store) => store.id)).toEqual(want.ids);
    expect(newest.count).toBe(want.count);
    const beyond = await list(owner, 'offset=500');
    expect(beyond).toEqual({ count: (await expected(sql`s.company_id = ${cornerId}`)).count, stores: [] });
    const everyone = await list(internal, 'offset=100000');
    expect(everyone).toEqual({ count: (await expected(sql`true`)).count, stores: [] });
  });

  it('answers each store with its addresses (by type) and tags (by name)', async () => {
    const page = await list(owner, 'limit=100');
    for (const store of page.stores) {
      const addresses = await db.rows<{ id: number }>(sql`select id from store_addresses where store_id = ${store.id} order by address_type`);
      expect(store.address.map((address) => address.id)).toEqual(addresses.map((address) => address.id));
      const tags = await db.rows<{ id: number }>(
        sql`select t.id from store_company_tags x join company_tags t on t.id = x.company_tag_id where x.store_id = ${store.id} order by t.tag_name`,
      );
      expect(store.storeCompanyTags.map((tag) => tag.id)).toEqual(tags.map((tag) => tag.id));
    }
  });

  it("answers exactly the contract, each store as its details answer gives it plus its operating status (PostgreSQL writes the rows' JSON)", async () => {
    // every optional field filled on one store: times with microseconds, a price with cents, a contact
    const [store] = (await list(owner, 'limit=1')).stores;
    await t.database.db.execute(sql`update stores set closed_till = now() + interval '3 days 0.123456 seconds', offboarded_at = now() - interval '1 day',
      upcharge = 1.25, bill_vendor_id = 'V-9', phone_no = '5550100', point_of_contact_id = (select id from users where company_id = ${cornerId} limit 1)
      where id = ${store.id}`);
    for (const query of ['limit=100', `search_string=${encodeURIComponent('corner')}`, 'offset=2&limit=3', 'offset=500']) {
      const response = await owner({ url: `/api/stores/?${query}` });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body: unknown = response.json();
      expect([...Value.Errors(StoreListAnswer, body)]).toEqual([]);
      // Clean drops what the schema does not declare: nothing may be dropped.
      expect(Value.Clean(StoreListAnswer, structuredClone(body))).toEqual(body);
    }
    const page = await list(owner, 'limit=100');
    expect(page.stores.map((row) => row.id)).toContain(store.id);
    for (const row of page.stores) {
      const details = await owner({ url: `/api/stores/${row.id}` });
      expect(row).toEqual({ ...details.json(), operatingStatus: row.operatingStatus });
    }
  });
});
