// Store inventory, copied in the database from the global items: 100,000 in the big store, ~20 in every other.
import { sql, type SQL } from 'drizzle-orm';
import type { CompanyBlock, SeedContext } from './context.ts';
import { syncIdentity } from './identity.ts';
import { Progress } from './progress.ts';

const COLUMNS = sql.raw(`store_id, item_id, name, upc, size, unit_count, description, price, quantity, active, category_id,
  sub_category_id, is_reviewed, external_id, sale_state, doordash_added, ubereats_added, grubhub_added, match_result`);

/** The selected values for one global item `g` with a deterministic pseudo-random `h` in 0..999. */
function values(storeId: SQL, linkAll: boolean): SQL {
  const itemId = linkAll ? sql`g.id` : sql`case when g.h % 10 = 0 then null else g.id end`;
  const match = linkAll
    ? sql`'match'`
    : sql`case when g.h % 20 = 0 then 'partial' when g.h % 10 = 0 then 'noMatch' else 'match' end`;
  return sql`${storeId}, ${itemId}, g.name, g.upc, g.size, g.unit_count, g.description,
    round(coalesce(g.retail_price, 1) * (1 + (g.h % 30) / 100.0), 2), g.h % 50, g.h % 20 <> 0, g.category_id,
    g.sub_category_id, g.h % 3 = 0, 'EXT-' || g.id,
    case when g.h % 25 = 0 then 'out_of_stock' when g.h % 40 = 1 then 'on_hold' when g.h % 10 = 0 then 'needs_review' else 'for_sale' end,
    g.h % 2 = 0, g.h % 3 <> 0, g.h % 5 = 0, ${match}`;
}

const hashed = (seed: number) => sql`((g0.id::bigint * 2654435761 + ${seed}) % 1000)::int as h`;

async function seedBigStore(ctx: SeedContext, storeId: number, company: CompanyBlock, seed: number): Promise<number> {
  const total = Math.min(ctx.sizes.bigStoreItems, company.globalItems.count);
  const progress = new Progress(`store items of store ${storeId}`, total);
  const step = 20_000;
  for (let from = 0; from < total; from += step) {
    const lo = company.globalItems.first + from;
    const hi = company.globalItems.first + Math.min(total, from + step) - 1;
    await ctx.db.execute(sql`insert into store_items (${COLUMNS})
      select ${values(sql`${storeId}::int`, false)}
      from (select g0.*, ${hashed(seed)} from global_items g0 where g0.id between ${lo} and ${hi}) g`);
    progress.add(hi - lo + 1);
  }
  progress.finish();
  return total;
}

async function seedOtherStores(ctx: SeedContext, companies: readonly CompanyBlock[], bigStoreId: number, seed: number): Promise<void> {
  const per = ctx.sizes.itemsPerStore;
  const ids = companies.map((c) => c.id);
  const firsts = companies.map((c) => c.globalItems.first);
  const counts = companies.map((c) => c.globalItems.count);
  const firstStore = Math.min(...companies.map((c) => c.stores.first));
  const lastStore = Math.max(...companies.map((c) => c.stores.first + c.stores.count - 1));
  const progress = new Progress('store items of the other stores', (lastStore - firstStore) * per);
  const step = 1000;
  for (let from = firstStore; from <= lastStore; from += step) {
    const to = Math.min(lastStore, from + step - 1);
    await ctx.db.execute(sql`insert into store_items (${COLUMNS})
      select ${values(sql`s.id`, true)}
      from stores s
      join unnest(${sql.param(ids)}::int[], ${sql.param(firsts)}::int[], ${sql.param(counts)}::int[]) as c(company_id, first, n)
        on c.company_id = s.company_id
      cross join lateral (
        select g0.*, ${hashed(seed)} from global_items g0
        where g0.id >= c.first + ((s.id::bigint * 7919 + ${seed}) % greatest(c.n - ${per}, 1))
          and g0.id < c.first + c.n
        order by g0.id limit ${per}
      ) g
      where s.id between ${from} and ${to} and s.id <> ${bigStoreId}`);
    progress.add((to - from + 1) * per);
  }
  progress.finish();
}

export async function seedStoreItems(ctx: SeedContext, companies: readonly CompanyBlock[], bigStoreId: number, seed: number): Promise<void> {
  await seedBigStore(ctx, bigStoreId, companies[0]!, seed);
  await seedOtherStores(ctx, companies, bigStoreId, seed);
  await syncIdentity(ctx.db, 'store_items');
}
