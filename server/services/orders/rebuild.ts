import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEFAULT_TIME_ZONE } from '../stores/hours.ts';

type Executor = Pick<Db, 'execute'>;

/**
 * Every rollup computed again from the orders in three set-based statements (and the months and company days
 * folded from their days), as the intake would have kept
 * them one order at a time: hours are instants, days are the store's local calendar days. For bulk loads
 * (demo and large data sets); the webhook keeps them up to date order by order. Rows are written in time order, as
 * the intake writes them: a day's rows then share pages, which the platform-wide reads of a day or two rely on
 * (written by store instead, "orders today vs last week" read 67,000 pages of the 10M-order data set's hours).
 */
export async function rebuildRollups(db: Executor): Promise<void> {
  const measures = sql`count(*)::int, count(*) filter (where o.state = 'cancelled')::int,
    coalesce(sum(o.subtotal_cents) filter (where o.state <> 'cancelled'), 0), coalesce(sum(o.total_cents) filter (where o.state <> 'cancelled'), 0),
    coalesce(sum(i.missing), 0)::int, coalesce(sum(i.wrong), 0)::int, coalesce(sum(i.late), 0)::int`;
  const issues = sql`left join (select order_id, count(*) filter (where kind = 'missing_item') as missing, count(*) filter (where kind = 'wrong_item') as wrong,
                                       count(*) filter (where kind = 'late') as late from order_issues group by order_id) i on i.order_id = o.id`;
  const zone = sql`left join store_addresses a on a.store_id = o.store_id and a.address_type = 'Main'`;
  const localDay = sql`(o.placed_at at time zone coalesce(a.timezone, ${DEFAULT_TIME_ZONE}))::date`;
  const columns = sql`orders, cancelled, gross_cents, total_cents, missing_items, wrong_items, late`;
  await db.execute(sql`truncate order_rollups_hourly, order_rollups_daily, order_item_rollups_daily, order_rollups_monthly, order_rollups_company_daily, order_rollup_dirty_days`);
  await db.execute(sql`
    insert into order_rollups_hourly (store_id, partner_id, hour, company_id, ${columns})
    select o.store_id, o.partner_id, date_trunc('hour', o.placed_at at time zone 'UTC') at time zone 'UTC', o.company_id, ${measures}
    from orders o ${issues} group by 1, 2, 3, 4 order by 3`);
  await db.execute(sql`
    insert into order_rollups_daily (store_id, partner_id, day, company_id, ${columns})
    select o.store_id, o.partner_id, ${localDay}, o.company_id, ${measures}
    from orders o ${zone} ${issues} group by 1, 2, 3, 4 order by 3`);
  await db.execute(sql`
    insert into order_item_rollups_daily (store_id, day, item_name, company_id, quantity, sales_cents)
    select o.store_id, ${localDay}, l.name, o.company_id, sum(l.quantity)::int, sum(l.quantity * l.price_cents)
    from orders o ${zone} join order_lines l on l.order_id = o.id where o.state <> 'cancelled' group by 1, 2, 3, 4 order by 2`);
  await foldStoreDays(db);
}

/** The company days and store months (running totals) folded from the store days; drizzle/0020 runs the same for older orders. */
async function foldStoreDays(db: Executor): Promise<void> {
  await db.execute(sql`
    insert into order_rollups_company_daily (company_id, partner_id, day, orders, cancelled, gross_cents, total_cents, missing_items, wrong_items, late)
    select company_id, partner_id, day, sum(orders), sum(cancelled), sum(gross_cents), sum(total_cents), sum(missing_items), sum(wrong_items), sum(late)
    from order_rollups_daily group by 1, 2, 3`);
  await db.execute(sql`
    insert into order_rollups_monthly (store_id, partner_id, month, company_id, orders, cancelled, gross_cents, total_cents, missing_items, wrong_items, late)
    select store_id, partner_id, month, company_id, array_agg(orders order by i), array_agg(cancelled order by i), array_agg(gross_cents order by i),
           array_agg(total_cents order by i), array_agg(missing_items order by i), array_agg(wrong_items order by i), array_agg(late order by i)
    from (
      select m.store_id, m.partner_id, m.month, m.company_id, g.i,
             (sum(coalesce(d.orders, 0)) over w)::int as orders, (sum(coalesce(d.cancelled, 0)) over w)::int as cancelled,
             (sum(coalesce(d.gross_cents, 0)) over w)::bigint as gross_cents, (sum(coalesce(d.total_cents, 0)) over w)::bigint as total_cents,
             (sum(coalesce(d.missing_items, 0)) over w)::int as missing_items, (sum(coalesce(d.wrong_items, 0)) over w)::int as wrong_items,
             (sum(coalesce(d.late, 0)) over w)::int as late
      from (select store_id, partner_id, date_trunc('month', day)::date as month, min(company_id) as company_id from order_rollups_daily group by 1, 2, 3) m
      cross join generate_series(1, 31) g(i)
      left join order_rollups_daily d on d.store_id = m.store_id and d.partner_id = m.partner_id and d.day = m.month + (g.i - 1)
        and m.month + (g.i - 1) < (m.month + interval '1 month')::date
      window w as (partition by m.store_id, m.partner_id, m.month order by g.i)
    ) days
    group by 1, 2, 3, 4`);
}
