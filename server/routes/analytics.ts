import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { ErrorBody } from '../../src/contract/common.ts';
import {
  DowntimeAnswer,
  DowntimeQuery,
  OrdersTodayAnswer,
  PlatformNowAnswer,
  SalesAnswer,
  SalesQuery,
  TopItemsAnswer,
  TopItemsQuery,
  type DowntimeRow,
  type SalesRow,
  type TopItemRow,
} from '../../src/contract/orders.ts';
import { sharedReads } from '../db/sharedReads.ts';
import { caller, effectiveCompanyId } from '../http/tenancy.ts';
import { csvLine, type CsvValue } from '../services/catalogue/csv.ts';
import { downtimeBy } from '../services/orders/downtime.ts';
import { ordersToday, platformNow } from '../services/orders/platform.ts';
import { salesBy, topItems } from '../services/orders/sales.ts';
import { analyticsScope, type AnalyticsScope } from '../services/orders/scope.ts';
import { CsvStream } from './inventoryAccess.ts';

const tags = ['analytics'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const companyOf = (request: FastifyRequest) => (request.query as { company_id?: number }).company_id;
/** Analytics read sales: the orders permission; a merchant only for their own company (the scope checks). */
const companyAccess = { kind: 'company' as const, companyId: companyOf, permissions: ['lm_view_orders' as const] };

const SALES_COLUMNS = ['group', 'orders', 'cancelled', 'gross_sales', 'total_paid', 'average_order_value', 'missing_items', 'wrong_items', 'late', 'issue_rate_percent', 'cancellation_rate_percent'];
const DOWNTIME_COLUMNS = ['group', 'downtime_minutes', 'estimated_lost_sales'];
const dollars = (cents: number) => (cents / 100).toFixed(2);

function csvReply(reply: import('fastify').FastifyReply, name: string, header: readonly string[], rows: readonly CsvValue[][]) {
  async function* lines() {
    yield csvLine(header);
    for (const row of rows) yield csvLine(row);
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(Readable.from(lines(), { objectMode: false }));
}

/** What a read's answer depends on once access is checked: its scope and how it groups (the caller does not matter). */
const readKey = (scope: AnalyticsScope, ...how: (string | number)[]) => JSON.stringify([scope.from, scope.to, scope.companyId, scope.storeId, scope.partnerId, ...how]);

/**
 * Home, Reports and Analytics: every figure from the rollups the intake keeps, never a scan of the orders.
 * Identical reads asked at the same time share one run (sharedReads): operators open the same Home and
 * the same platform-wide Reports, each a sum over every store.
 */
const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sharedPlatformNow = sharedReads<PlatformNowAnswer>();
  const sharedOrdersToday = sharedReads<OrdersTodayAnswer>();
  const sharedSales = sharedReads<SalesRow[]>();
  const sharedTopItems = sharedReads<TopItemRow[]>();
  const sharedDowntime = sharedReads<DowntimeRow[]>();
  const sales = async (request: FastifyRequest, query: SalesQuery) => {
    const scope = await analyticsScope(app.db, caller(request), query);
    return sharedSales(readKey(scope, query.group_by), () => salesBy(app.db, scope, query.group_by));
  };
  const downtime = async (request: FastifyRequest, query: DowntimeQuery) => {
    const scope = await analyticsScope(app.db, caller(request), query);
    return sharedDowntime(readKey(scope, query.group_by), () => downtimeBy(app.db, scope, query.group_by, app.now()));
  };

  app.get(
    '/platform/now',
    {
      schema: { tags, summary: 'Stores by operating status and the stores needing attention (internal Home)', response: { 200: PlatformNowAnswer, ...errors } },
      config: { access: { kind: 'platform' } },
    },
    () => sharedPlatformNow('now', () => platformNow(app.db, app.now())),
  );

  app.get(
    '/orders-today',
    {
      schema: {
        tags,
        summary: 'Orders per hour today against the same day last week',
        querystring: Type.Object({ company_id: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: { 200: OrdersTodayAnswer, ...errors },
      },
      config: { access: companyAccess },
    },
    (request) => {
      const companyId = effectiveCompanyId(caller(request), request.query.company_id);
      return sharedOrdersToday(String(companyId ?? 'all'), () => ordersToday(app.db, app.now(), companyId));
    },
  );

  app.get(
    '/sales',
    {
      schema: { tags, summary: 'Sales, orders, average order value, issue and cancellation rates, grouped', querystring: SalesQuery, response: { 200: SalesAnswer, ...errors } },
      config: { access: companyAccess },
    },
    async (request) => {
      const { offset = 0, limit } = request.query;
      const rows = await sales(request, request.query);
      return { rows: limit === undefined ? rows.slice(offset) : rows.slice(offset, offset + limit), total: rows.length };
    },
  );

  app.get(
    '/sales/export_to_csv',
    {
      schema: { tags, summary: 'The sales rows as CSV', querystring: SalesQuery, produces: ['text/csv'], response: { 200: CsvStream, ...errors } },
      config: { access: companyAccess },
    },
    async (request, reply) => {
      const { query } = request;
      const rows = await sales(request, query);
      return csvReply(
        reply,
        `sales_by_${query.group_by}_${query.from}_${query.to}.csv`,
        SALES_COLUMNS,
        rows.map((row) => [
          row.label,
          row.orders,
          row.cancelled,
          dollars(row.gross_cents),
          dollars(row.total_cents),
          dollars(row.average_order_cents),
          row.missing_items,
          row.wrong_items,
          row.late,
          row.issue_rate,
          row.cancellation_rate,
        ]),
      );
    },
  );

  app.get(
    '/top-items',
    {
      schema: { tags, summary: 'Best-selling items', querystring: TopItemsQuery, response: { 200: TopItemsAnswer, ...errors } },
      config: { access: companyAccess },
    },
    async (request) => {
      const scope = await analyticsScope(app.db, caller(request), request.query);
      const limit = request.query.limit ?? 10;
      return { rows: await sharedTopItems(readKey(scope, limit), () => topItems(app.db, scope, limit)) };
    },
  );

  app.get(
    '/downtime',
    {
      schema: { tags, summary: 'Minutes expected open but paused, and the sales they likely cost', querystring: DowntimeQuery, response: { 200: DowntimeAnswer, ...errors } },
      config: { access: companyAccess },
    },
    async (request) => ({ rows: await downtime(request, request.query) }),
  );

  app.get(
    '/downtime/export_to_csv',
    {
      schema: { tags, summary: 'The downtime rows as CSV', querystring: DowntimeQuery, produces: ['text/csv'], response: { 200: CsvStream, ...errors } },
      config: { access: companyAccess },
    },
    async (request, reply) => {
      const { query } = request;
      const rows = await downtime(request, query);
      return csvReply(reply, `downtime_by_${query.group_by}_${query.from}_${query.to}.csv`, DOWNTIME_COLUMNS, rows.map((row) => [row.label, row.minutes, dollars(row.lost_cents)]));
    },
  );
};

export default analyticsRoutes;
