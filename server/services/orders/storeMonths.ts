import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsScope } from './scope.ts';

const MEASURES = sql.raw('orders, cancelled, gross_cents, total_cents, missing_items, wrong_items, late');
const dayMeasures = sql.raw(['orders', 'cancelled', 'gross_cents', 'total_cents', 'missing_items', 'wrong_items', 'late'].map((c) => `d.${c}`).join(', '));

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The month rows of the scope's company, store and channel (alias m). */
function monthsWhere(scope: AnalyticsScope): SQL {
  const parts = [sql`m.month between ${firstOfMonth(scope.from)}::date and ${firstOfMonth(scope.to)}::date`];
  if (scope.companyId !== undefined) parts.push(sql`m.company_id = ${scope.companyId}`);
  if (scope.storeId !== undefined) parts.push(sql`m.store_id = ${scope.storeId}`);
  if (scope.partnerId !== undefined) parts.push(sql`m.partner_id = ${scope.partnerId}`);
  return sql.join(parts, sql` and `);
}

/**
 * The store × channel rows of the scope's range (alias them r; already limited to the scope): a month row
 * whose days all lie in the range stands for its days, and only the other months' rows (the range's first
 * and last month, when the range cuts into their orders) are read day by day. A 90-day range thus reads about
 * four rows per store × channel and the days of its first month, not 90 day rows. Same sums as the day rows.
 */
export function storeMonthsAndEdgeDays(scope: AnalyticsScope): SQL {
  const covered = sql`m.first_day >= ${scope.from}::date and m.last_day <= ${scope.to}::date`;
  return sql`(
    select m.store_id, m.company_id, m.partner_id, ${MEASURES} from order_rollups_monthly m
    where ${monthsWhere(scope)} and ${covered}
    union all
    select d.store_id, d.company_id, d.partner_id, ${dayMeasures}
    from order_rollups_monthly m
    join order_rollups_daily d on d.store_id = m.store_id and d.partner_id = m.partner_id
      and d.day >= m.month and d.day < (m.month + interval '1 month')::date and d.day between ${scope.from}::date and ${scope.to}::date
    where ${monthsWhere(scope)} and m.month in (${firstOfMonth(scope.from)}::date, ${firstOfMonth(scope.to)}::date) and not (${covered}))`;
}
