// The work of one menu push job: moves its task to in_progress, builds the menu, hands it to the partner's
// adapter and follows an asynchronous partner job to its end, then records completed or failed.
import { sql } from 'drizzle-orm';
import { ChannelUnavailable, type ChannelAdapters, type MenuPushAnswer } from '../../channels/adapter.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { SyncItemError } from '../../db/schema/index.ts';
import { JobNotReady, JobRefusal } from '../../jobs/errors.ts';
import type { JobContext, JobInfo } from '../../jobs/handler.ts';
import type { JobPayloads } from '../../jobs/kinds.ts';
import { channelLink, findLink } from './links.ts';
import { digestOf } from './menuDigest.ts';
import { buildPartnerMenu, payloadLink } from './menuPayload.ts';
import { acceptPending, dropPending, savePending } from './snapshots.ts';

type Payload = JobPayloads['menu-push'];

/** DoorDash documents up to 120 minutes of processing; a partner job older than that is given up. */
export const FOLLOW_LIMIT_MS = 120 * 60_000;

interface SyncRow extends Record<string, unknown> {
  status: string;
  partner_reference: string | null;
  following_ms: number | null;
}

const loadSync = async (db: Db, syncId: number) =>
  (
    await selectRows<SyncRow>(
      db,
      sql`select status, partner_reference, (extract(epoch from (now() - started_at)) * 1000)::float8 as following_ms
          from menu_sync_status where id = ${syncId}`,
    )
  )[0] ?? null;

/** Changes the task while it is open: a task once completed or failed (e.g. by a forced unlink) stays so. */
const setSync = (db: Db, syncId: number, change: ReturnType<typeof sql>) =>
  db.execute(sql`update menu_sync_status set ${change}, updated_at = now() where id = ${syncId} and status in ('initiated', 'in_progress')`);

/** The details a refusal carries to onFailure. */
interface RefusalDetails {
  itemErrors: SyncItemError[];
}

export async function runMenuPush(context: JobContext<Payload>, channels: ChannelAdapters): Promise<void> {
  const { db, job, complete } = context;
  const { syncId, storeId, partnerId } = job.payload;
  const sync = await loadSync(db, syncId);
  // Its task was closed meanwhile (the link was removed with force): nothing left to do.
  if (sync && (sync.status === 'completed' || sync.status === 'failed')) return complete();
  const link = await findLink(db, storeId, partnerId);
  if (!link) throw new JobRefusal('The store is no longer linked to this partner');
  const adapter = channels[link.partnerName];
  await setSync(db, syncId, sql`status = 'in_progress', started_at = coalesce(started_at, now())`);

  let answer: MenuPushAnswer;
  try {
    if (sync?.partner_reference) {
      if ((sync.following_ms ?? 0) > FOLLOW_LIMIT_MS) throw new JobRefusal(`${link.partnerName} did not report on the menu within 120 minutes`);
      answer = await adapter.menuPushStatus(channelLink(link), sync.partner_reference);
    } else {
      const built = await buildPartnerMenu(db, storeId, await payloadLink(db, link));
      await savePending(db, storeId, partnerId, syncId, digestOf(built.menu), built.builtAt);
      await setSync(db, syncId, sql`item_count = ${built.menu.items.length}, message = ${`Pushing ${built.menu.items.length} items to ${link.partnerName}`}`);
      answer = await adapter.pushMenu(channelLink(link), built.menu, { reference: `lsm-sync-${syncId}`, attempt: job.attempt });
    }
  } catch (error) {
    // Unreachable partner: a transient failure, tried again with backoff.
    if (error instanceof ChannelUnavailable) throw new Error(error.message);
    throw error;
  }

  if (answer.state === 'processing') {
    await setSync(db, syncId, sql`partner_reference = ${answer.partnerReference}, message = ${answer.message}`);
    throw new JobNotReady(answer.checkInMs, answer.message);
  }
  if (answer.state === 'refused') throw new JobRefusal(answer.message, { itemErrors: answer.itemErrors } satisfies RefusalDetails);
  const itemErrors = answer.itemErrors;
  await complete(async (tx) => {
    await setSync(
      tx,
      syncId,
      sql`status = 'completed', message = ${answer.message}, item_errors = ${JSON.stringify(itemErrors)}::jsonb, finished_at = now()`,
    );
    await acceptPending(tx, storeId, partnerId, syncId, itemErrors.map((error) => error.item_id));
  }, { message: answer.message, partial: answer.partial, item_errors: itemErrors.length });
}

/** A transient failure: the task stays in progress and says what happened. */
export async function noteRetry(tx: Db, job: JobInfo<Payload>, error: string): Promise<void> {
  await setSync(tx, job.payload.syncId, sql`message = ${`Attempt ${job.attempt} of ${job.maxAttempts} failed: ${error}. Trying again shortly.`}`);
}

/** Failed for good: the partner's reason and its errors per item go on the task. */
export async function noteFailure(tx: Db, job: JobInfo<Payload>, error: string, details?: unknown): Promise<void> {
  const itemErrors = (details as RefusalDetails | undefined)?.itemErrors ?? [];
  await setSync(
    tx,
    job.payload.syncId,
    sql`status = 'failed', message = ${error}, item_errors = ${JSON.stringify(itemErrors)}::jsonb, finished_at = now(), started_at = coalesce(started_at, now())`,
  );
  await dropPending(tx, job.payload.storeId, job.payload.partnerId, job.payload.syncId);
}
