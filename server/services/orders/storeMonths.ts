import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsScope } from './scope.ts';

const MEASURES = ['orders', 'cancelled', 'gross_cents', 'total_cents', 'missing_items', 'wrong_items', 'late'];

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const dayOfMonth = (day: string) => Number(day.slice(8, 10));

/**
 * The store × channel sums of the scope's range (alias them r; already limited to the scope), one row per
 * month row: its running total at the range's last day in that month less its total before the range's first.
 * The months are made narrow before they are summed (offset 0): grouping the wide month rows made the sort
 * spill to disk.
 */
export function storeMonthRanges(scope: AnalyticsScope): SQL {
  const parts = [sql`m.month between ${firstOfMonth(scope.from)}::date and ${firstOfMonth(scope.to)}::date`];
  if (scope.companyId !== undefined) parts.push(sql`m.company_id = ${scope.companyId}`);
  if (scope.storeId !== undefined) parts.push(sql`m.store_id = ${scope.storeId}`);
  if (scope.partnerId !== undefined) parts.push(sql`m.partner_id = ${scope.partnerId}`);
  const first = sql`(case when m.month = ${firstOfMonth(scope.from)}::date then ${dayOfMonth(scope.from)}::int else 1 end)`;
  const last = sql`(case when m.month = ${firstOfMonth(scope.to)}::date then ${dayOfMonth(scope.to)}::int else 31 end)`;
  const ranges = MEASURES.map((c) => sql`m.${sql.raw(c)}[${last}] - coalesce(m.${sql.raw(c)}[${first} - 1], 0) as ${sql.raw(c)}`);
  return sql`(
    select m.store_id, m.company_id, m.partner_id, ${sql.join(ranges, sql`, `)}
    from order_rollups_monthly m
    where ${sql.join(parts, sql` and `)}
    offset 0)`;
}
