import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { reader } from './fixtures/demo.ts';

// The company list's totals are computed from indexes alone (live stores less those of deleted
// companies): they must stay what "live stores of live companies" means, whatever the data.
let t: TestApp;
let db: ReturnType<typeof reader>;

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
});
afterAll(() => t.close());

const truth = async () => ({
  companies: await db.count(sql`select 1 from companies where deleted_at is null`),
  stores: await db.count(sql`select 1 from stores s join companies c on c.id = s.company_id where s.deleted_at is null and c.deleted_at is null`),
});

describe('GET /stores/company/ totals', () => {
  it('count live stores of live companies, even a deleted company whose stores were left live', async () => {
    const internal = await t.as(ACCOUNTS.internal);
    const { id } = await db.one<{ id: number }>(sql`insert into companies (name) values ('Gone Co') returning id`);
    await t.database.db.execute(sql`insert into stores (company_id, name) select ${id}, 'Gone store ' || i from generate_series(1, 3) i`);
    await t.database.db.execute(sql`insert into stores (company_id, name, deleted_at) values (${id}, 'Long gone', now())`);
    const before = (await internal({ url: '/api/stores/company/?search_string=zzzz' })).json();
    expect(before).toMatchObject({ count: 0, totalCompaniesCount: (await truth()).companies, totalStoresCount: (await truth()).stores });

    await t.database.db.execute(sql`update companies set deleted_at = now() where id = ${id}`);
    const after = (await internal({ url: '/api/stores/company/' })).json();
    const expected = await truth();
    expect(expected.stores).toBe(before.totalStoresCount - 3);
    expect(after).toMatchObject({ totalCompaniesCount: expected.companies, totalStoresCount: expected.stores });
  });
});
