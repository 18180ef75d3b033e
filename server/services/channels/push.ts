// Asking for menu pushes: each writes a menu_sync_status row (initiated) and its job in one transaction.
import { sql } from 'drizzle-orm';
import type { BulkPushAnswer } from '../../../src/contract/channels.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { enqueue, enqueueMany } from '../../jobs/queue.ts';
import { badRequest } from '../../http/errors.ts';
import { linkOr404 } from './links.ts';

/** One push: the task row and its job, committed together; answers the task's id. */
export async function requestPush(db: Db, storeId: number, partnerId: number, userId: number): Promise<number> {
  const link = await linkOr404(db, storeId, partnerId);
  if (!link.menuEnabled) throw badRequest(`menuEnabled is off for ${link.partnerName}: turn it on to push menus to ${link.partnerName}`);
  return db.transaction(async (tx) => {
    const [sync] = await selectRows<{ id: number }>(
      tx,
      sql`insert into menu_sync_status (store_id, partner_id, status, message, requested_by)
          values (${storeId}, ${partnerId}, 'initiated', ${`Waiting to push the menu to ${link.partnerName}`}, ${userId}) returning id`,
    );
    const job = await enqueue(tx, 'menu-push', { syncId: sync.id, storeId, partnerId });
    await tx.execute(sql`update menu_sync_status set job_id = ${job.id} where id = ${sync.id}`);
    return sync.id;
  });
}

interface CellCheck extends Record<string, unknown> {
  ord: number;
  store_id: number;
  partner_id: number;
  in_company: boolean;
  partner_name: string | null;
  linked: boolean;
  menu_enabled: boolean;
  under_way: boolean;
}

/**
 * Pushes (or retries) many store × partner cells of one company: one task and one job per cell, all in
 * one transaction. Cells that cannot be pushed are answered with the reason and change nothing.
 */
export async function requestBulkPush(db: Db, companyId: number, cells: readonly { store_id: number; partner_id: number }[], userId: number): Promise<BulkPushAnswer> {
  const unique = [...new Map(cells.map((cell) => [`${cell.store_id}/${cell.partner_id}`, cell])).values()].map((cell, ord) => ({ ...cell, ord }));
  return db.transaction(async (tx) => {
    const checks = await selectRows<CellCheck>(
      tx,
      sql`select c.ord, c.store_id, c.partner_id,
                 (s.id is not null) as in_company, p.name as partner_name, (sp.id is not null) as linked,
                 coalesce(sp.menu_enabled, false) as menu_enabled,
                 exists (select 1 from menu_sync_status m where m.store_id = c.store_id and m.partner_id = c.partner_id
                           and m.status in ('initiated', 'in_progress')) as under_way
          from jsonb_to_recordset(${JSON.stringify(unique)}::jsonb) as c(store_id int, partner_id int, ord int)
          left join stores s on s.id = c.store_id and s.company_id = ${companyId} and s.deleted_at is null
          left join partners p on p.id = c.partner_id
          left join store_partners sp on sp.store_id = s.id and sp.partner_id = c.partner_id
          order by c.ord`,
    );
    const answer: BulkPushAnswer = { queued: [], refused: [] };
    const accepted: CellCheck[] = [];
    for (const cell of checks) {
      const reason = !cell.in_company
        ? 'Store not found in this company'
        : !cell.partner_name
          ? 'Unknown partner'
          : !cell.linked
            ? `The store is not linked to ${cell.partner_name}`
            : !cell.menu_enabled
              ? `menuEnabled is off for ${cell.partner_name}`
              : cell.under_way
                ? `A push to ${cell.partner_name} is already under way`
                : null;
      if (reason) answer.refused.push({ store_id: cell.store_id, partner_id: cell.partner_id, reason });
      else accepted.push(cell);
    }
    if (accepted.length === 0) return answer;
    const syncs = await selectRows<{ id: number; store_id: number; partner_id: number }>(
      tx,
      sql`insert into menu_sync_status (store_id, partner_id, status, message, requested_by)
          select c.store_id, c.partner_id, 'initiated', 'Waiting to push the menu to ' || p.name, ${userId}
          from jsonb_to_recordset(${JSON.stringify(accepted.map((cell) => ({ store_id: cell.store_id, partner_id: cell.partner_id })))}::jsonb)
               as c(store_id int, partner_id int)
          join partners p on p.id = c.partner_id
          returning id, store_id, partner_id`,
    );
    const jobs = await enqueueMany(
      tx,
      'menu-push',
      syncs.map((sync) => ({ syncId: sync.id, storeId: sync.store_id, partnerId: sync.partner_id })),
    );
    await tx.execute(sql`
      update menu_sync_status m set job_id = j.id
      from jsonb_to_recordset(${JSON.stringify(jobs.map((job) => ({ id: job.id, sync_id: job.payload.syncId })))}::jsonb) as j(id int, sync_id int)
      where m.id = j.sync_id`);
    // In the order the cells were asked for.
    const position = new Map(accepted.map((cell, index) => [`${cell.store_id}/${cell.partner_id}`, index]));
    answer.queued = syncs
      .map((sync) => ({ store_id: sync.store_id, partner_id: sync.partner_id, sync_id: sync.id }))
      .sort((a, b) => position.get(`${a.store_id}/${a.partner_id}`)! - position.get(`${b.store_id}/${b.partner_id}`)!);
    return answer;
  });
}
