import { sql, type SQL } from 'drizzle-orm';
import type { SalesGroup, SalesRow, TopItemRow } from '../../../src/contract/orders.ts';
import { averageOrderCents, rangeDays, ratePercent } from '../../../src/domain/orders.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { withoutJit } from '../stores/operatingStatusSql.ts';
import { companyDays } from './companyDays.ts';
import { dailyWhere, type AnalyticsScope } from './scope.ts';
import { storeMonthRanges } from './storeMonths.ts';

type Totals = {
  key: string;
  label: string;
  day: string | null;
  channel: string | null;
  orders: number;
  cancelled: number;
  gross_cents: number;
  total_cents: number;
  missing_items: number;
  wrong_items: number;
  late: number;
};

/** Each grouping: the rollup columns it sums by (`by`), then its key and labels read from those sums' rows. */
const GROUPS: Record<SalesGroup, { by: SQL; key: SQL; label: SQL; day: SQL; channel: SQL; join: SQL; order: SQL }> = {
  company: { by: sql`r.company_id`, key: sql`r.company_id::text`, label: sql`c.name`, day: sql`null`, channel: sql`null`, join: sql`join companies c on c.id = r.company_id`, order: sql`gross_cents desc, label` },
  store: { by: sql`r.store_id`, key: sql`r.store_id::text`, label: sql`s.name`, day: sql`null`, channel: sql`null`, join: sql`join stores s on s.id = r.store_id`, order: sql`gross_cents desc, label` },
  channel: { by: sql`r.partner_id`, key: sql`p.name`, label: sql`p.name`, day: sql`null`, channel: sql`p.name`, join: sql`join partners p on p.id = r.partner_id`, order: sql`gross_cents desc, label` },
  day: { by: sql`r.day`, key: sql`r.day::text`, label: sql`r.day::text`, day: sql`r.day::text`, channel: sql`null`, join: sql``, order: sql`key` },
  day_channel: {
    by: sql`r.day, r.partner_id`,
    key: sql`r.day::text || ' ' || p.name`,
    label: sql`r.day::text || ' ' || p.name`,
    day: sql`r.day::text`,
    channel: sql`p.name`,
    join: sql`join partners p on p.id = r.partner_id`,
    order: sql`key`,
  },
};

function toRow(row: Totals): SalesRow {
  const measures = {
    orders: Number(row.orders),
    cancelled: Number(row.cancelled),
    gross_cents: Number(row.gross_cents),
    total_cents: Number(row.total_cents),
    missing_items: Number(row.missing_items),
    wrong_items: Number(row.wrong_items),
    late: Number(row.late),
  };
  const issues = measures.missing_items + measures.wrong_items + measures.late;
  return {
    key: row.key,
    label: row.label,
    ...(row.day ? { day: row.day } : {}),
    ...(row.channel ? { channel: row.channel } : {}),
    ...measures,
    average_order_cents: averageOrderCents(measures.gross_cents, measures.orders, measures.cancelled),
    issue_rate: ratePercent(issues, measures.orders),
    cancellation_rate: ratePercent(measures.cancelled, measures.orders),
  };
}

const emptyDay = (day: string): Totals => ({ key: day, label: day, day, channel: null, orders: 0, cancelled: 0, gross_cents: 0, total_cents: 0, missing_items: 0, wrong_items: 0, late: 0 });

/**
 * The rollup rows a grouping sums (alias r) and the condition that keeps the scope's: company days when no
 * store is asked for nor grouped by, store months by store, else the store days.
 */
function source(scope: AnalyticsScope, group: SalesGroup): { rows: SQL; where: SQL } {
  if (group === 'store') return { rows: storeMonthRanges(scope), where: sql`true` };
  if (scope.storeId === undefined) return { rows: companyDays, where: dailyWhere(scope) };
  return { rows: sql`order_rollups_daily`, where: dailyWhere(scope) };
}

/** Sales of the scope grouped one way, from the rollups (never the orders). A day series has every day. */
export async function salesBy(db: Db, scope: AnalyticsScope, group: SalesGroup): Promise<SalesRow[]> {
  const g = GROUPS[group];
  const from = source(scope, group);
  // Summed by ids first, named after: the names joined to every summed row made the sort of 10k stores spill to disk.
  // Without JIT: compiling the plan of these sums cost more (~100-200 ms) than running it.
  const rows = await withoutJit(db, (tx) =>
    selectRows<Totals>(
      tx,
      sql`select ${g.key} as key, ${g.label} as label, ${g.day} as day, ${g.channel} as channel,
                 r.orders, r.cancelled, r.gross_cents, r.total_cents, r.missing_items, r.wrong_items, r.late
          from (select ${g.by}, sum(r.orders)::int as orders, sum(r.cancelled)::int as cancelled, sum(r.gross_cents)::bigint as gross_cents,
                       sum(r.total_cents)::bigint as total_cents, sum(r.missing_items)::int as missing_items, sum(r.wrong_items)::int as wrong_items,
                       sum(r.late)::int as late
                from ${from.rows} r
                where ${from.where}
                group by ${g.by}) r ${g.join}
          order by ${g.order}`,
    ),
  );
  if (group !== 'day') return rows.map(toRow);
  const byDay = new Map(rows.map((row) => [row.key, row]));
  const start = Date.parse(`${scope.from}T00:00:00Z`);
  return Array.from({ length: rangeDays(scope.from, scope.to) }, (_, k) => {
    const day = new Date(start + k * 86_400_000).toISOString().slice(0, 10);
    return toRow(byDay.get(day) ?? emptyDay(day));
  });
}

/** The best-selling items of the scope by sales (orders not cancelled). The channel filter does not apply: items are kept per store. */
export async function topItems(db: Db, scope: AnalyticsScope, limit: number): Promise<TopItemRow[]> {
  const rows = await selectRows<{ name: string; quantity: number; sales_cents: number }>(
    db,
    sql`select r.item_name as name, sum(r.quantity)::int as quantity, sum(r.sales_cents)::bigint as sales_cents
        from order_item_rollups_daily r
        where ${dailyWhere({ ...scope, partnerId: undefined })}
        group by r.item_name
        order by sales_cents desc, name
        limit ${limit}`,
  );
  return rows.map((row) => ({ name: row.name, quantity: Number(row.quantity), sales_cents: Number(row.sales_cents) }));
}
