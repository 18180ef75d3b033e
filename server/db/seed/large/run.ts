// The large data set, step by step, on an opened database (the CLI in main.ts and the bench call this).
import { faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { seedReference } from '../reference.ts';
import type { SeedOptions } from './args.ts';
import { seedCompanies } from './companies.ts';
import type { SeedContext } from './context.ts';
import { seedEmployees } from './employees.ts';
import { seedGlobalItems } from './globalItems.ts';
import { withoutSecondaryIndexes } from './indexes.ts';
import { timed } from './progress.ts';
import { random } from './random.ts';
import { countGlobalItems, MAX_EXISTING_GLOBAL_ITEMS, truncateDataTables } from './reset.ts';
import { sizesFor } from './sizes.ts';
import { seedStoreItems } from './storeItems.ts';
import { seedStoreMenus } from './menus.ts';
import { seedOrders } from './orders.ts';
import { seedStores } from './stores.ts';

export interface LargeSeedResult {
  bigStoreId: number;
  firstCompanyId: number;
  globalItems: number;
  globalItemsSeconds: number;
  totalSeconds: number;
  orders: number;
  ordersSeconds: number;
}

export class AlreadySeededError extends Error {}

const BULK_TABLES = ['global_items', 'global_item_tags', 'store_items'];

export async function seedLarge(database: Database, options: SeedOptions): Promise<LargeSeedResult> {
  const started = performance.now();
  const { db } = database;
  await timed('migrations and reference data', async () => {
    await database.migrate();
    await seedReference(db);
  });
  const existing = await countGlobalItems(db);
  if (existing > MAX_EXISTING_GLOBAL_ITEMS) {
    if (!options.force) {
      throw new AlreadySeededError(
        `The database already holds ${existing.toLocaleString('en-US')} global items; pass --force to empty its data tables and seed again.`,
      );
    }
    await timed('emptied the data tables (--force)', () => truncateDataTables(db));
  }

  faker.seed(options.seed);
  const ctx: SeedContext = { db, kind: database.kind, rand: random(options.seed), sizes: sizesFor(options.scale), batch: 5000 };
  console.log(`Seeding the large data set (seed ${options.seed}, scale ${options.scale}) into ${database.kind}`);
  const companies = await seedCompanies(ctx);
  const bigStoreId = await seedStores(ctx, companies);
  await seedEmployees(ctx, companies);
  let globalItemsSeconds = 0;
  await withoutSecondaryIndexes(db, BULK_TABLES, async () => {
    const itemsStarted = performance.now();
    await seedGlobalItems(ctx, companies);
    globalItemsSeconds = (performance.now() - itemsStarted) / 1000;
    await seedStoreItems(ctx, companies, bigStoreId, options.seed);
  });
  await seedStoreMenus(db, bigStoreId);
  const orders = await seedOrders(db, options.orders, options.seed);
  // VACUUM too: it sets the visibility map (index-only counts) and empties GIN pending lists, as autovacuum would.
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const totalSeconds = (performance.now() - started) / 1000;
  console.log(
    `Done in ${totalSeconds.toFixed(1)} s: big store "Scale Store 1" is store ${bigStoreId} of company ${companies[0]!.id}.`,
  );
  if (orders.orders) console.log(`${orders.orders.toLocaleString('en-US')} orders with their rollups in ${orders.seconds.toFixed(1)} s.`);
  return { bigStoreId, firstCompanyId: companies[0]!.id, globalItems: ctx.sizes.globalItems, globalItemsSeconds, totalSeconds, orders: orders.orders, ordersSeconds: orders.seconds };
}
