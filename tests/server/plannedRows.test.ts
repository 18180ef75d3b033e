import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { selectRows } from '../../server/db/rows.ts';
import { ESTIMATE_TTL_MS, plannedRows } from '../../server/services/catalogue/plannedRows.ts';
import { cloneDatabase } from './helpers.ts';

let database: Database;
let drop: () => Promise<void>;
let companyId: number;
let otherCompanyId: number;

beforeAll(async () => {
  ({ database, drop } = await cloneDatabase());
  const [{ id }] = await selectRows<{ id: number }>(database.db, sql`insert into companies (name) values ('Estimate Co') returning id`);
  const [{ id: other }] = await selectRows<{ id: number }>(database.db, sql`insert into companies (name) values ('Other Estimate Co') returning id`);
  companyId = id;
  otherCompanyId = other;
});
afterAll(async () => {
  await database.close();
  await drop();
});

const from = sql`global_items gi`;
const ofCompany = (id: number) => sql`gi.company_id = ${id} and gi.deleted_at is null`;

async function addItems(id: number, count: number) {
  await database.db.execute(sql`insert into global_items (company_id, name) select ${id}::int, 'Estimated item ' || i from generate_series(1, ${count}::int) i`);
  await database.db.execute(sql`analyze global_items`);
}

describe('plannedRows: the planner estimate, reused for a minute', () => {
  it('answers the same question from memory until the minute is over, then asks the planner again', async () => {
    const start = 1_000_000;
    const before = await plannedRows(database.db, from, ofCompany(companyId), start);
    await addItems(companyId, 3000);

    expect(await plannedRows(database.db, from, ofCompany(companyId), start + ESTIMATE_TTL_MS - 1)).toBe(before);
    const after = await plannedRows(database.db, from, ofCompany(companyId), start + ESTIMATE_TTL_MS);
    expect(after).toBeGreaterThan(before + 1000);
  });

  it('other values are another question: one company never gets the estimate of another', async () => {
    const start = 5_000_000;
    const first = await plannedRows(database.db, from, ofCompany(companyId), start);
    const other = await plannedRows(database.db, from, ofCompany(otherCompanyId), start);
    expect(first).toBeGreaterThan(1000);
    expect(other).toBeLessThan(first / 10);
  });
});
