import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Banner, BannerCountQuery, BannerListAnswer, BannerListQuery } from '../../../src/contract/campaigns.ts';
import { bannerScheduleState, type BannerStatusFilter } from '../../../src/domain/banners.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { campaigns } from '../../db/schema/index.ts';
import { intArray } from '../catalogue/sql.ts';
import { wordsOf } from '../search/words.ts';

export type BannerRow = typeof campaigns.$inferSelect;
type FeaturedItem = Banner['featured_items'][number];

/** The rows a schedule state (or stored status) filter keeps at `now`; mirrors bannerScheduleState. */
function statusCondition(status: BannerStatusFilter, clock: Date): SQL {
  const now = sql`${clock.toISOString()}::timestamptz`;
  const active = eq(campaigns.status, 'active');
  switch (status) {
    case 'active':
      return active;
    case 'inactive':
      return eq(campaigns.status, 'inactive');
    case 'scheduled':
      return and(active, sql`${campaigns.startDate} > ${now}`)!;
    case 'ended':
      return and(active, sql`${campaigns.endDate} <= ${now}`)!;
    case 'live':
      return and(
        active,
        sql`(${campaigns.startDate} is null or ${campaigns.startDate} <= ${now})`,
        sql`(${campaigns.endDate} is null or ${campaigns.endDate} > ${now})`,
      )!;
  }
}

function bannerConditions(companyId: number, filters: BannerCountQuery, now: Date): SQL {
  return and(
    eq(campaigns.companyId, companyId),
    wordsOf(sql`${campaigns.name}`, filters.search_string),
    filters.status ? statusCondition(filters.status, now) : undefined,
  )!;
}

/** The featured products of these banners that still exist in their company's catalogue, in the order chosen. */
async function featuredItems(db: Db, bannerIds: readonly number[]): Promise<Map<number, FeaturedItem[]>> {
  const byBanner = new Map<number, FeaturedItem[]>();
  if (bannerIds.length === 0) return byBanner;
  const rows = await selectRows<{ campaign_id: number; id: number; name: string; image: string | null }>(
    db,
    sql`select c.id as campaign_id, g.id, g.name, g.images[1] as image
        from campaigns c
        cross join lateral unnest(c.featured_products) with ordinality as f(item_id, position)
        join global_items g on g.id = f.item_id and g.company_id = c.company_id and g.deleted_at is null
        where c.id = any(${intArray(bannerIds)})
        order by c.id, f.position`,
  );
  for (const row of rows) {
    const list = byBanner.get(row.campaign_id) ?? [];
    list.push({ id: row.id, name: row.name, image: row.image });
    byBanner.set(row.campaign_id, list);
  }
  return byBanner;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toBanner(row: BannerRow, items: FeaturedItem[], now: Date): Banner {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    description: row.description,
    image: row.image,
    status: row.status,
    schedule_state: bannerScheduleState({ status: row.status, start_date: row.startDate, end_date: row.endDate }, now),
    start_date: iso(row.startDate),
    end_date: iso(row.endDate),
    segments: row.segments,
    display_locations: row.displayLocations,
    featured_products: row.featuredProducts,
    featured_items: items,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function toBanners(db: Db, rows: readonly BannerRow[], now: Date): Promise<Banner[]> {
  const items = await featuredItems(
    db,
    rows.filter((row) => row.featuredProducts.length > 0).map((row) => row.id),
  );
  return rows.map((row) => toBanner(row, items.get(row.id) ?? [], now));
}

export async function countBanners(db: Db, companyId: number, filters: BannerCountQuery, now: Date): Promise<number> {
  return db.$count(campaigns, bannerConditions(companyId, filters, now));
}

/** One page of the company's banners, newest first, and how many match. */
export async function listBanners(db: Db, companyId: number, query: BannerListQuery, now: Date): Promise<BannerListAnswer> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(bannerConditions(companyId, query, now))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(query.limit ?? 20)
    .offset(query.offset ?? 0);
  return { campaigns: await toBanners(db, rows, now), count: await countBanners(db, companyId, query, now) };
}

export async function findBannerRow(db: Db, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}
