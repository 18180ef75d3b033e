// Demo data of the channels area, after stores, items, menus and the first sync tasks: fee rules, a store
// whose partner keeps refusing it, the menus the sandbox partners accepted (pushed through the sandbox
// adapters, so their storefront pages show them), a few edits made since, and a job for the push the demo
// shows under way.
import { sql } from 'drizzle-orm';
import { createSandboxAdapters } from '../../../channels/sandbox/index.ts';
import type { MenuPushAnswer } from '../../../channels/adapter.ts';
import { enqueue } from '../../../jobs/queue.ts';
import { channelLink, findLink } from '../../../services/channels/links.ts';
import { digestOf } from '../../../services/channels/menuDigest.ts';
import { buildPartnerMenu, payloadLink } from '../../../services/channels/menuPayload.ts';
import { acceptPending, savePending } from '../../../services/channels/snapshots.ts';
import type { Db } from '../../client.ts';
import { selectRows } from '../../rows.ts';

const HOUR = 3600_000;
const UBEREATS = 2;
const DOORDASH = 1;
/** Corner Market's first stores were pushed; the others show what never-pushed stores look like. */
const PUSHED_STORES = 6;

interface LinkRef extends Record<string, unknown> {
  store_id: number;
  partner_id: number;
  completed_task: number | null;
  other_task: boolean;
}

export async function seedChannelSync(tx: Db, now: Date): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const [ids] = await selectRows<{ beverages: number; best_seller: number; chelsea: number; williamsburg: number; quick_first: number }>(
    tx,
    sql`select (select id from categories where name = 'Beverages') as beverages,
               (select id from item_tags where name = 'Best Seller') as best_seller,
               (select id from stores where name = 'Corner Market Chelsea') as chelsea,
               (select id from stores where name = 'Corner Market Williamsburg') as williamsburg,
               (select s.id from stores s join companies c on c.id = s.company_id where c.name = 'QuickStop' order by s.id limit 1) as quick_first`,
  );

  // Fee rules: Chelsea shows every level (all, a category for one partner, a tag); two more stores a flat fee.
  await tx.execute(sql`
    insert into store_fees (store_id, partner_id, fee_type, percent, flat_fee, scope, scope_values) values
      (${ids.chelsea}, null, 'percent_plus_fee', 5, 0, 'all', null),
      (${ids.chelsea}, ${UBEREATS}, 'percent_plus_fee', 10, 0.25, 'category', ${sql`array[${String(ids.beverages)}]::text[]`}),
      (${ids.chelsea}, null, 'flat_fee', 0, 0.5, 'tag', ${sql`array[${String(ids.best_seller)}]::text[]`}),
      (${ids.williamsburg}, null, 'flat_fee', 0, 0.3, 'all', null),
      (${ids.quick_first}, ${DOORDASH}, 'percent_plus_fee', 8, 0, 'all', null)`);

  // Williamsburg's first partner keeps refusing it: its partner store id is one the partner reports in error.
  await tx.execute(sql`
    update store_partners set partner_store_id = 'ERR-' || partner_store_id
    where id = (select id from store_partners where store_id = ${ids.williamsburg} order by partner_id limit 1)`);

  // The demo's UberEats push at Chelsea, shown under way, gets its job: the first start finishes it.
  const [running] = await selectRows<{ id: number; store_id: number; partner_id: number }>(
    tx,
    sql`select id, store_id, partner_id from menu_sync_status where status = 'in_progress' and job_id is null order by id limit 1`,
  );
  if (running) {
    const job = await enqueue(tx, 'menu-push', { syncId: running.id, storeId: running.store_id, partnerId: running.partner_id });
    await tx.execute(sql`update menu_sync_status set job_id = ${job.id}, started_at = created_at where id = ${running.id}`);
  }

  // Every menu-enabled link of Corner Market's first stores was pushed once, through the sandboxes; a link
  // whose task the demo already shows completed gets that push's menu, failed or running ones stay as they are.
  const links = await selectRows<LinkRef>(
    tx,
    sql`select sp.store_id, sp.partner_id,
               (select m.id from menu_sync_status m where m.store_id = sp.store_id and m.partner_id = sp.partner_id and m.status = 'completed'
                order by m.id desc limit 1) as completed_task,
               exists (select 1 from menu_sync_status m where m.store_id = sp.store_id and m.partner_id = sp.partner_id and m.status <> 'completed') as other_task
        from store_partners sp
        where sp.menu_enabled and sp.store_id in (select s.id from stores s join companies c on c.id = s.company_id
                                                  where c.name = 'Corner Market' order by s.id limit ${PUSHED_STORES})
        order by sp.store_id, sp.partner_id`,
  );
  const channels = createSandboxAdapters({ db: tx, latencyMs: 0 });
  let minutes = 0;
  for (const ref of links.filter((candidate) => !candidate.other_task)) {
    const link = (await findLink(tx, ref.store_id, ref.partner_id))!;
    const built = await buildPartnerMenu(tx, ref.store_id, await payloadLink(tx, link));
    const created = ago(6 * HOUR - (minutes += 3) * 60_000);
    const taskId =
      ref.completed_task ??
      (
        await selectRows<{ id: number }>(
          tx,
          sql`insert into menu_sync_status (store_id, partner_id, status, created_at, started_at, updated_at)
              values (${ref.store_id}, ${ref.partner_id}, 'in_progress', ${created}, ${created}, ${created}) returning id`,
        )
      )[0].id;
    await savePending(tx, ref.store_id, ref.partner_id, taskId, digestOf(built.menu), built.builtAt);
    const answer: MenuPushAnswer = await channels[link.partnerName].pushMenu(channelLink(link), built.menu, { reference: `lsm-sync-${taskId}`, attempt: 1 });
    const done = answer.state === 'done';
    const itemErrors = answer.state === 'processing' ? [] : answer.itemErrors;
    await tx.execute(sql`
      update menu_sync_status set status = ${done ? 'completed' : 'failed'}, message = ${answer.message}, item_errors = ${JSON.stringify(itemErrors)}::jsonb,
             item_count = ${built.menu.items.length}, started_at = coalesce(started_at, created_at), finished_at = created_at + interval '40 seconds'
      where id = ${taskId}`);
    if (done) await acceptPending(tx, ref.store_id, ref.partner_id, taskId, itemErrors.map((error) => error.item_id));
  }

  // Edits since those pushes (clock_timestamp: later than the transaction's now(), when the menus were read):
  // Chelsea and Park Slope have changes their partners do not have yet.
  await tx.execute(sql`
    update store_items set updated_at = clock_timestamp()
    where id in (select si.id from store_items si join stores s on s.id = si.store_id
                 where s.name in ('Corner Market Chelsea', 'Corner Market Park Slope') and si.deleted_at is null
                 order by si.store_id, si.id limit 6)`);
}
