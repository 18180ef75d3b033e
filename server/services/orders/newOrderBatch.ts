import { sql } from 'drizzle-orm';
import type { WebhookOrder } from '../../../src/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/rows.ts';
import { DEFAULT_TIME_ZONE } from '../stores/hours.ts';
import { itemsTextOf } from './itemsText.ts';
import { hourOf, itemSales, localDayOf, measures, type OrderFacts } from './rollups.ts';

/** The store a partner names by its own store id, with what the rollups need of it. */
export type StoreRef = {
  store_id: number;
  company_id: number;
  time_zone: string;
};

export interface NewOrder {
  partnerId: number;
  order: WebhookOrder;
}

/** created: stored now; known: the partner order id was stored before (the update path takes it); unlinked: no such store. */
export type NewOrderOutcome = { kind: 'created'; id: number } | { kind: 'known'; store: StoreRef } | { kind: 'unlinked' };

const storeKey = (partnerId: number, partnerStoreId: string) => `${partnerId}\n${partnerStoreId}`;

/** The stores of a batch, one row per partner and partner store id named. */
const lookUpStores = preparedStatement<StoreRef & { partner_id: number; partner_store_id: string }>(sql`
  select distinct on (sp.partner_id, sp.partner_store_id) sp.partner_id, sp.partner_store_id, sp.store_id, s.company_id,
         coalesce((select a.timezone from store_addresses a where a.store_id = s.id and a.address_type = 'Main'), ${DEFAULT_TIME_ZONE}) as time_zone
  from jsonb_to_recordset(${sql.placeholder('named')}::jsonb) as v(partner_id int, partner_store_id text)
  join store_partners sp on sp.partner_id = v.partner_id and sp.partner_store_id = v.partner_store_id
  join stores s on s.id = sp.store_id and s.deleted_at is null
  order by sp.partner_id, sp.partner_store_id, sp.store_id`);

const MEASURES = ['orders', 'cancelled', 'gross_cents', 'total_cents', 'missing_items', 'wrong_items', 'late'] as const;
const list = (f: (column: string) => string) => sql.raw(MEASURES.map(f).join(', '));

/**
 * The batch's new orders in one statement: the orders (a partner order id stored before is skipped by
 * `on conflict do nothing`), and, joined to what was actually inserted, their lines, issues, rollups and company-day
 * marks. An upsert may touch a row once per statement, so the rollup deltas are summed per row key first; the
 * month rows' running totals through rollup_running_sum and rollup_running_merge. Every upsert goes in key order,
 * so two batches wait on each other's rows instead of deadlocking. Answers k and id of each order stored.
 */
const writeBatch = preparedStatement<{ k: number; id: number | string }>(sql`
  with input as (
    select * from jsonb_to_recordset(${sql.placeholder('orders')}::jsonb) as v(
      k int, partner_id int, order_id text, store_id int, company_id int, state text, placed_at timestamptz, accepted_at timestamptz,
      ready_at timestamptz, completed_at timestamptz, cancelled_at timestamptz, subtotal_cents bigint, fees_cents bigint, tax_cents bigint,
      tip_cents bigint, total_cents bigint, customer_name text, items_text text, hour timestamptz, day date, month date, day_of_month int,
      ${list((c) => `m_${c} ${c.endsWith('cents') ? 'bigint' : 'int'}`)}, lines jsonb, issues jsonb, items jsonb)
  ),
  new_orders as (
    insert into orders (partner_id, partner_order_id, store_id, company_id, state, placed_at, accepted_at, ready_at, completed_at, cancelled_at,
                        subtotal_cents, fees_cents, tax_cents, tip_cents, total_cents, customer_name, items_text)
    select partner_id, order_id, store_id, company_id, state, placed_at, accepted_at, ready_at, completed_at, cancelled_at,
           subtotal_cents, fees_cents, tax_cents, tip_cents, total_cents, customer_name, items_text
    from input order by partner_id, order_id
    on conflict (partner_id, partner_order_id) do nothing
    returning id, partner_id, partner_order_id
  ),
  stored as (
    select n.id, i.* from new_orders n join input i on i.partner_id = n.partner_id and i.order_id = n.partner_order_id
  ),
  lines as (
    insert into order_lines (order_id, store_item_id, name, quantity, price_cents, modifiers)
    select s.id, v.* from stored s
    cross join jsonb_to_recordset(s.lines) as v(store_item_id int, name text, quantity int, price_cents bigint, modifiers jsonb)
  ),
  issues as (
    insert into order_issues (order_id, kind, item_name, note)
    select s.id, v.* from stored s cross join jsonb_to_recordset(s.issues) as v(kind text, item_name text, note text)
    on conflict do nothing
  ),
  hourly as (
    insert into order_rollups_hourly as r (store_id, partner_id, hour, company_id, ${list((c) => c)})
    select store_id, partner_id, hour, company_id, ${list((c) => `sum(m_${c})`)}
    from stored group by store_id, partner_id, hour, company_id order by store_id, partner_id, hour
    on conflict (store_id, partner_id, hour) do update set ${list((c) => `${c} = r.${c} + excluded.${c}`)}
  ),
  daily as (
    insert into order_rollups_daily as r (store_id, partner_id, day, company_id, ${list((c) => c)})
    select store_id, partner_id, day, company_id, ${list((c) => `sum(m_${c})`)}
    from stored group by store_id, partner_id, day, company_id order by store_id, partner_id, day
    on conflict (store_id, partner_id, day) do update set ${list((c) => `${c} = r.${c} + excluded.${c}`)}
  ),
  monthly as (
    insert into order_rollups_monthly as r (store_id, partner_id, month, company_id, ${list((c) => c)})
    select store_id, partner_id, month, company_id, ${list((c) => `rollup_running_sum(day_of_month, m_${c})`)}
    from stored group by store_id, partner_id, month, company_id order by store_id, partner_id, month
    on conflict (store_id, partner_id, month) do update set ${list((c) => `${c} = rollup_running_merge(r.${c}, excluded.${c})`)}
  ),
  dirty as (
    insert into order_rollup_dirty_days (company_id, day) select distinct company_id, day from stored
  ),
  items as (
    insert into order_item_rollups_daily as r (store_id, day, item_name, company_id, quantity, sales_cents)
    select s.store_id, s.day, v.name, s.company_id, sum(v.quantity), sum(v.sales)
    from stored s cross join jsonb_to_recordset(s.items) as v(name text, quantity int, sales bigint)
    group by s.store_id, s.day, v.name, s.company_id order by s.store_id, s.day, v.name
    on conflict (store_id, day, item_name) do update set quantity = r.quantity + excluded.quantity, sales_cents = r.sales_cents + excluded.sales_cents
  )
  select k, id from stored`);

/** An issue is stored once per kind and item (order_issues' unique key), so it counts once. */
function distinctIssues(order: WebhookOrder) {
  const seen = new Map<string, { kind: string; item_name: string; note: string | null }>();
  for (const issue of order.issues ?? []) {
    const key = `${issue.type}\n${issue.item_name ?? ''}`;
    if (!seen.has(key)) seen.set(key, { kind: issue.type, item_name: issue.item_name ?? '', note: issue.note ?? null });
  }
  return [...seen.values()];
}

/** One order as the statement's input row: its columns, its rollup keys and measures, lines, issues and item sales. */
function inputRow(k: number, partnerId: number, store: StoreRef, order: WebhookOrder) {
  const issues = distinctIssues(order);
  const facts: OrderFacts = {
    storeId: store.store_id,
    companyId: store.company_id,
    timeZone: store.time_zone,
    partnerId,
    placedAt: new Date(order.placed_at),
    cancelled: order.state === 'cancelled',
    subtotalCents: order.subtotal_cents,
    totalCents: order.total_cents,
    issueKinds: issues.map((issue) => issue.kind),
    lines: order.items.map((item) => ({ name: item.name, quantity: item.quantity, priceCents: item.price_cents })),
  };
  const m = measures(facts, 1);
  const day = localDayOf(facts);
  return {
    k,
    partner_id: partnerId,
    order_id: order.order_id,
    store_id: store.store_id,
    company_id: store.company_id,
    state: order.state,
    placed_at: order.placed_at,
    accepted_at: order.accepted_at ?? null,
    ready_at: order.ready_at ?? null,
    completed_at: order.completed_at ?? null,
    cancelled_at: order.cancelled_at ?? null,
    subtotal_cents: order.subtotal_cents,
    fees_cents: order.fees_cents ?? 0,
    tax_cents: order.tax_cents ?? 0,
    tip_cents: order.tip_cents ?? 0,
    total_cents: order.total_cents,
    customer_name: order.customer_name ?? null,
    items_text: itemsTextOf(order.items),
    hour: hourOf(facts.placedAt),
    day,
    month: `${day.slice(0, 8)}01`,
    day_of_month: Number(day.slice(8, 10)),
    m_orders: m.orders,
    m_cancelled: m.cancelled,
    m_gross_cents: m.gross,
    m_total_cents: m.total,
    m_missing_items: m.missing,
    m_wrong_items: m.wrong,
    m_late: m.late,
    lines: order.items.map((item) => ({
      store_item_id: item.item_id && /^\d{1,9}$/.test(item.item_id) ? Number(item.item_id) : null,
      name: item.name,
      quantity: item.quantity,
      price_cents: item.price_cents,
      modifiers: item.modifiers ?? [],
    })),
    issues,
    items: itemSales(facts, 1),
  };
}

/**
 * Stores the new orders among `batch` (distinct partner order ids) in two statements: the stores they name, then
 * every order with its lines, issues and rollups. Answers each order's outcome, in the batch's order.
 */
export async function writeNewOrders(db: Db, batch: readonly NewOrder[]): Promise<NewOrderOutcome[]> {
  const named = new Map(batch.map(({ partnerId, order }) => [storeKey(partnerId, order.store_id), { partner_id: partnerId, partner_store_id: order.store_id }]));
  const stores = new Map(
    (await lookUpStores(db, { named: JSON.stringify([...named.values()]) })).map((row) => [storeKey(row.partner_id, row.partner_store_id), row]),
  );
  const located = batch.map(({ partnerId, order }) => stores.get(storeKey(partnerId, order.store_id)));
  const rows = batch.flatMap(({ partnerId, order }, k) => {
    const store = located[k];
    return store ? [inputRow(k, partnerId, store, order)] : [];
  });
  const created = new Map<number, number>();
  if (rows.length) for (const row of await writeBatch(db, { orders: JSON.stringify(rows) })) created.set(row.k, Number(row.id));
  return batch.map((_, k): NewOrderOutcome => {
    const store = located[k];
    if (!store) return { kind: 'unlinked' };
    const id = created.get(k);
    return id === undefined ? { kind: 'known', store: { store_id: store.store_id, company_id: store.company_id, time_zone: store.time_zone } } : { kind: 'created', id };
  });
}
