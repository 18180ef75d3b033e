import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsQuery } from '../../../src/contract/orders.ts';
import { CHANNEL_PARTNER_IDS } from '../../../src/domain/channelStatus.ts';
import { MAX_RANGE_DAYS, rangeDays } from '../../../src/domain/orders.ts';
import type { AuthContext } from '../../http/access.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { assertCompanyAccess, effectiveCompanyId } from '../../http/tenancy.ts';

/** What an analytics call covers: inclusive days (each store's local days, as the daily rollups hold them) and the optional company, store and channel. */
export interface AnalyticsScope {
  from: string;
  to: string;
  companyId?: number;
  storeId?: number;
  partnerId?: number;
}

const validDay = (value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The range of a request, or a 400 naming the field. */
export function checkRange(from: string, to: string): void {
  if (!validDay(from)) throw badRequest('from must be a calendar day (YYYY-MM-DD)');
  if (!validDay(to)) throw badRequest('to must be a calendar day (YYYY-MM-DD)');
  if (to < from) throw badRequest('to must not be before from');
  if (rangeDays(from, to) > MAX_RANGE_DAYS) throw badRequest(`to must be at most ${MAX_RANGE_DAYS} days after from`);
}

/**
 * The scope of an analytics request for this caller: a merchant is held to their own company (asking for
 * another one, or for another company's store, is a 403); an internal user may ask for any or all.
 */
export async function analyticsScope(db: Db, auth: AuthContext, query: AnalyticsQuery): Promise<AnalyticsScope> {
  checkRange(query.from, query.to);
  let companyId = effectiveCompanyId(auth, query.company_id);
  if (query.store_id !== undefined) {
    const [store] = await selectRows<{ company_id: number }>(db, sql`select company_id from stores where id = ${query.store_id}`);
    if (!store) throw notFound('Store not found');
    assertCompanyAccess(auth, store.company_id);
    if (companyId !== undefined && companyId !== store.company_id) throw badRequest('store_id is not a store of company_id');
    companyId = store.company_id;
  }
  return {
    from: query.from,
    to: query.to,
    companyId,
    storeId: query.store_id,
    partnerId: query.channel ? CHANNEL_PARTNER_IDS[query.channel] : undefined,
  };
}

/** The rollup rows of the scope (alias r, a `day` column), as a where clause. */
export function dailyWhere(scope: AnalyticsScope): SQL {
  const parts = [sql`r.day between ${scope.from}::date and ${scope.to}::date`];
  if (scope.companyId !== undefined) parts.push(sql`r.company_id = ${scope.companyId}`);
  if (scope.storeId !== undefined) parts.push(sql`r.store_id = ${scope.storeId}`);
  if (scope.partnerId !== undefined) parts.push(sql`r.partner_id = ${scope.partnerId}`);
  return sql.join(parts, sql` and `);
}

/** The first instant of `from` and the instant after `to` in UTC (callers widen them for stores far from UTC). */
export const rangeInstants = (scope: Pick<AnalyticsScope, 'from' | 'to'>) => ({
  start: new Date(`${scope.from}T00:00:00Z`),
  end: new Date(Date.parse(`${scope.to}T00:00:00Z`) + 24 * 3600_000),
});
