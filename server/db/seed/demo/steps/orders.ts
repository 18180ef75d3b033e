// 90 days of orders for the demo stores, as the partners would have sent them, with issues and feedback,
// a few past pauses (downtime), and the rollups the webhook intake keeps. Generated in SQL: seconds, not minutes.
import { sql } from 'drizzle-orm';
import { itemsTextOfLinesSql } from '../../../../services/orders/itemsText.ts';
import { rebuildRollups } from '../../../../services/orders/rebuild.ts';
import type { DemoStep } from '../context.ts';

const HISTORY_DAYS = 90;
const CUSTOMERS = ['Ava M.', 'Liam R.', 'Noah K.', 'Emma S.', 'Olivia P.', 'Mia T.', 'Lucas B.', 'Sofia G.', 'Ethan W.', 'Zoe H.'];
const COMMENTS = ['Fast delivery, thanks!', 'Items were cold.', 'Missing one item.', 'Great as always.', 'Driver was late.', null];

export const ordersStep: DemoStep = {
  name: 'orders',
  async run({ tx, now }) {
    const at = now.toISOString();
    // Pseudo-random but the same on every load: each choice hashes the order's coordinates (hashint4).
    await tx.execute(sql`
      with items as (
        select store_id, id, name, round(price * 100)::bigint as cents,
               row_number() over (partition by store_id order by id) as rn, count(*) over (partition by store_id) as cnt
        from store_items where deleted_at is null and price > 0
      ),
      src as (
        select sp.partner_id, sp.store_id, s.company_id, upper(left(p.name, 2)) || '-' || sp.store_id || '-' || d.n || '-' || k.n as ref,
               
               date_trunc('day', ${at}::timestamptz at time zone 'UTC') at time zone 'UTC' - make_interval(days => d.n)
                 + make_interval(mins => 780 + abs(hashint4(sp.store_id + d.n * 977 + k.n * 13 + sp.partner_id)) % 600) as placed_at
        from store_partners sp
        join stores s on s.id = sp.store_id and s.deleted_at is null and s.offboarded_at is null
        join partners p on p.id = sp.partner_id
        cross join generate_series(0, ${HISTORY_DAYS - 1}) d(n)
        -- busier channels first: DoorDash one or two orders a day, UberEats one, GrubHub and LulaDirect every other day
        cross join lateral generate_series(1, case sp.partner_id when 1 then 1 + abs(hashint4(sp.store_id * 31 + d.n * 7)) % 2 when 2 then 1
                                                   else abs(hashint4(sp.store_id * 37 + d.n * 11 + sp.partner_id)) % 2 end) k(n)
        where sp.is_active
      ),
      hashed as (select src.*, abs(hashtext(src.ref)) as h from src),
      picked as (
        select src.*, i.id as item_id, i.name as item_name, i.cents, 1 + (src.h / 7) % 2 as quantity
        from hashed src join items i on i.store_id = src.store_id and i.rn = 1 + src.h % i.cnt
        where src.placed_at <= ${at}::timestamptz
      )
      insert into orders (partner_id, partner_order_id, store_id, company_id, state, placed_at, accepted_at, ready_at, completed_at, cancelled_at,
                            subtotal_cents, fees_cents, tax_cents, tip_cents, total_cents, customer_name)
        select partner_id, ref, store_id, company_id,
               case when h % 100 < 3 then 'cancelled' when placed_at > ${at}::timestamptz - interval '40 minutes' then 'accepted' else 'completed' end,
               placed_at,
               case when h % 100 < 3 then null else placed_at + interval '2 minutes' end,
               case when h % 100 < 3 or placed_at > ${at}::timestamptz - interval '40 minutes' then null else placed_at + interval '15 minutes' end,
               case when h % 100 < 3 or placed_at > ${at}::timestamptz - interval '40 minutes' then null else placed_at + interval '35 minutes' end,
               case when h % 100 < 3 then placed_at + interval '4 minutes' end,
               quantity * cents, 299, round(quantity * cents * 0.08), (h % 4) * 100,
               quantity * cents + 299 + round(quantity * cents * 0.08) + (h % 4) * 100,
               (${sql.raw(`array[${CUSTOMERS.map((name) => `'${name}'`).join(', ')}]`)})[1 + h % ${CUSTOMERS.length}]
        from picked`);
    // The line of each order: the same item the amounts were computed from (both hash the order's reference).
    await tx.execute(sql`
      with items as (
        select store_id, id, name, round(price * 100)::bigint as cents,
               row_number() over (partition by store_id order by id) as rn, count(*) over (partition by store_id) as cnt
        from store_items where deleted_at is null and price > 0
      )
      insert into order_lines (order_id, store_item_id, name, quantity, price_cents)
      select o.id, i.id, i.name, 1 + (abs(hashtext(o.partner_order_id)) / 7) % 2, i.cents
      from orders o join items i on i.store_id = o.store_id and i.rn = 1 + abs(hashtext(o.partner_order_id)) % i.cnt`);
    await tx.execute(sql`update orders o set items_text = ${itemsTextOfLinesSql(sql`o.id`)} where o.items_text is null`);
    await tx.execute(sql`
      insert into order_issues (order_id, kind, item_name, note, created_at)
      select o.id, k.kind, '', k.note, o.placed_at + interval '1 hour'
      from (select id, placed_at, abs(hashint4(id::int * 17)) % 1000 as h from orders where state <> 'cancelled') o
      join (values (0, 25, 'missing_item', 'Customer reported an item missing'), (25, 37, 'wrong_item', 'Customer received another item'),
                   (37, 60, 'late', 'Delivered 20 minutes late')) k(lo, hi, kind, note) on o.h >= k.lo and o.h < k.hi`);
    await tx.execute(sql`
      insert into order_feedback (partner_id, partner_order_id, store_id, order_id, rating, comment, created_at)
      select o.partner_id, o.partner_order_id, o.store_id, o.id, 5 - (o.h / 10) % 4 + case when o.h % 10 = 0 then -1 else 0 end,
             (${sql.raw(`array[${COMMENTS.map((text) => (text === null ? 'null' : `'${text.replaceAll("'", "''")}'`)).join(', ')}]::text[]`)})[1 + (o.h / 3) % ${COMMENTS.length}],
             o.completed_at + interval '3 hours'
      from (select *, abs(hashint4(id::int * 29)) % 100 as h from orders where state = 'completed') o
      where o.h < 12 and o.completed_at + interval '3 hours' <= ${at}::timestamptz`);
    // Past pauses of every fifth store, two hours in the early evening every eleven days: downtime with a cost.
    await tx.execute(sql`
      insert into channel_pauses (store_id, partner_id, started_at, ends_at, resumed_at, created_by)
      select sp.store_id, sp.partner_id, t.start, t.start + interval '3 hours', t.start + interval '2 hours', s.point_of_contact_id
      from store_partners sp
      join stores s on s.id = sp.store_id and s.deleted_at is null and s.offboarded_at is null
      cross join generate_series(3, ${HISTORY_DAYS - 1}, 11) d(n)
      cross join lateral (select date_trunc('day', ${at}::timestamptz at time zone 'UTC') at time zone 'UTC' - make_interval(days => d.n) + interval '21 hours' as start) t
      where sp.is_active and s.id % 5 = 0`);
    await rebuildRollups(tx);
  },
};
