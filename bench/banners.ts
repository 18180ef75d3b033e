// 10,000 banners in the bench company, for the banner list, search and count rows (added when missing, so a
// database seeded before banners existed gets them too).
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';

export const BENCH_BANNERS = 10_000;
/** matches one banner name in seven ("... Savings ..."), as a user typing three letters would */
export const BANNER_SEARCH = 'sav';

export async function ensureBenchBanners(db: Db, companyId: number): Promise<void> {
  const [{ count }] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from campaigns where company_id = ${companyId}`);
  const missing = BENCH_BANNERS - Number(count);
  if (missing <= 0) return;
  // Dates spread a month either side of now, so every schedule state holds a share; one in five is switched off.
  await db.execute(sql`
    insert into campaigns (company_id, name, status, start_date, end_date, segments, display_locations, created_at)
    select ${companyId},
      (array['Summer','Winter','Spring','Autumn','Holiday','Weekend','Flash','Clearance'])[1 + g % 8] || ' '
        || (array['Deals','Savings','Treats','Combo','Launch','Picks','Favourites'])[1 + (g / 8) % 7] || ' ' || g,
      case when g % 5 = 0 then 'inactive' else 'active' end,
      now() + ((g % 120) - 60) * interval '1 day',
      now() + ((g % 120) - 30) * interval '1 day',
      '["all_customers"]'::jsonb, '{home_hero}', now() - g * interval '1 minute'
    from generate_series(1, ${missing}) as g`);
  // VACUUM too (as the large seed does): it sets the visibility map, so counts can read the index alone.
  await db.execute(sql`vacuum analyze campaigns`);
}
