// What the bench needs in the data set: its own internal user, the stores and search terms it queries.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';
import { BIG_STORE_NAME } from '../server/db/seed/large/stores.ts';
import { defaultRoleIds } from '../server/db/seed/large/roles.ts';
import { hashPassword } from '../server/services/passwords.ts';

export const BENCH_USER = { email: 'bench@lsm-bench.example', password: 'Bench-Only-Password-1!' } as const;

export interface Fixtures {
  bigStoreId: number;
  companyId: number;
  /** an empty store that CSV ingestion fills */
  ingestionStoreId: number;
  /** an empty store that the raw INSERT reference fills */
  rawInsertStoreId: number;
  companySearch: string;
  storeSearch: string;
  itemSearch: string;
}

/** Creates (or resets the password of) the INTERNAL superadmin the bench signs in as. */
export async function ensureBenchUser(db: Db): Promise<void> {
  const roles = await defaultRoleIds(db);
  const hash = await hashPassword(BENCH_USER.password);
  await db.execute(sql`
    insert into users (user_type, first_name, last_name, email, password_hash, role_id, is_email_verified)
    values ('INTERNAL', 'Bench', 'Runner', ${BENCH_USER.email}, ${hash}, ${roles.superadmin}, true)
    on conflict ((lower(email))) do update set password_hash = excluded.password_hash, role_id = excluded.role_id,
      user_type = 'INTERNAL', company_id = null, deleted_at = null`);
}

async function scratchStore(db: Db, companyId: number, name: string): Promise<number> {
  const [found] = await selectRows<{ id: number }>(db, sql`select id from stores where company_id = ${companyId} and name = ${name} limit 1`);
  const id = found
    ? Number(found.id)
    : Number((await selectRows<{ id: number }>(db, sql`insert into stores (company_id, name) values (${companyId}, ${name}) returning id`))[0]!.id);
  await db.execute(sql`delete from store_items where store_id = ${id}`);
  return id;
}

async function one<T extends Record<string, unknown>>(db: Db, query: SQL, what: string): Promise<T> {
  const [row] = await selectRows<T>(db, query);
  if (!row) throw new Error(`The data set has no ${what}: is the large data set loaded?`);
  return row;
}

export async function loadFixtures(db: Db): Promise<Fixtures> {
  const big = await one<{ id: number; company_id: number }>(
    db,
    sql`select id, company_id from stores where name = ${BIG_STORE_NAME} order by id limit 1`,
    `store named ${BIG_STORE_NAME}`,
  );
  const companyId = Number(big.company_id);
  const company = await one<{ name: string }>(
    db,
    sql`select name from companies order by id offset (select count(*) / 2 from companies) limit 1`,
    'company',
  );
  const city = await one<{ city: string }>(db, sql`select city from store_addresses order by id offset 7 limit 1`, 'store address');
  const item = await one<{ name: string }>(
    db,
    sql`select name from global_items where company_id = ${companyId} order by id offset 137 limit 1`,
    'global item',
  );
  const words = item.name.split(' ');
  return {
    bigStoreId: Number(big.id),
    companyId,
    ingestionStoreId: await scratchStore(db, companyId, 'Bench Ingestion Store'),
    rawInsertStoreId: await scratchStore(db, companyId, 'Bench Raw Insert Store'),
    companySearch: company.name.slice(0, 4).toLowerCase(),
    storeSearch: city.city.slice(0, 3).toLowerCase(),
    itemSearch: (words[2] ?? words[0] ?? 'a').toLowerCase(),
  };
}
