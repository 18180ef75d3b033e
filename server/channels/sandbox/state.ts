// The sandbox partners' state in the database (server/db/schema/sandbox.ts), so every server instance
// talks to the same partner. Time is the database's: instances agree on when a job is ready.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { sandboxMenuJobs, sandboxPartnerStores, type PartnerName, type SyncItemError } from '../../db/schema/index.ts';
import type { PartnerMenu } from '../menu.ts';

export type JobOutcome = 'SUCCESS' | 'PARTIAL_SUCCESS' | 'FAILURE' | 'FAILED_VALIDATION';

export interface SandboxJob {
  id: number;
  reference: string;
  outcome: JobOutcome;
  message: string;
  itemErrors: SyncItemError[];
  /** its processing time has passed */
  ready: boolean;
  /** milliseconds until ready (0 once ready) */
  readyInMs: number;
  /** share of the processing time gone, 0-1 */
  progress: number;
}

interface JobRow extends Record<string, unknown> {
  id: number;
  reference: string;
  outcome: JobOutcome;
  message: string;
  details: SyncItemError[] | null;
  ready_in_ms: number;
  progress: number;
}

const toJob = (row: JobRow): SandboxJob => ({
  id: row.id,
  reference: row.reference,
  outcome: row.outcome,
  message: row.message,
  itemErrors: row.details ?? [],
  ready: Number(row.ready_in_ms) <= 0,
  readyInMs: Math.max(0, Number(row.ready_in_ms)),
  progress: Number(row.progress),
});

const jobColumns = sql`id, reference, outcome, message, details,
  (extract(epoch from (ready_at - now())) * 1000)::float8 as ready_in_ms,
  case when ready_at <= created_at then 1
       else least(1, greatest(0, extract(epoch from (now() - created_at)) / extract(epoch from (ready_at - created_at))))::float8 end as progress`;

/** Replaces the menu the partner holds for a store. */
export async function acceptMenu(db: Db, partner: PartnerName, partnerStoreId: string, menu: PartnerMenu, reference: string): Promise<void> {
  await db
    .insert(sandboxPartnerStores)
    .values({ partner, partnerStoreId, menu, menuAcceptedAt: sql`now()`, menuReference: reference })
    .onConflictDoUpdate({
      target: [sandboxPartnerStores.partner, sandboxPartnerStores.partnerStoreId],
      set: { menu, menuAcceptedAt: sql`now()`, menuReference: reference },
    });
}

export async function jobByReference(db: Db, partner: PartnerName, reference: string): Promise<SandboxJob | null> {
  const [row] = await selectRows<JobRow>(db, sql`select ${jobColumns} from sandbox_menu_jobs where partner = ${partner} and reference = ${reference}`);
  return row ? toJob(row) : null;
}

export async function jobById(db: Db, partner: PartnerName, id: number): Promise<SandboxJob | null> {
  const [row] = await selectRows<JobRow>(db, sql`select ${jobColumns} from sandbox_menu_jobs where partner = ${partner} and id = ${id}`);
  return row ? toJob(row) : null;
}

/** A job of the store still being processed, other than the one with `reference`. */
export async function otherActiveJob(db: Db, partner: PartnerName, partnerStoreId: string, reference: string): Promise<SandboxJob | null> {
  const [row] = await selectRows<JobRow>(
    db,
    sql`select ${jobColumns} from sandbox_menu_jobs
        where partner = ${partner} and partner_store_id = ${partnerStoreId} and ready_at > now() and reference <> ${reference}
        order by id desc limit 1`,
  );
  return row ? toJob(row) : null;
}

export interface NewJob {
  partner: PartnerName;
  partnerStoreId: string;
  reference: string;
  /** what the partner applies if the outcome lets it */
  menu: PartnerMenu;
  outcome: JobOutcome;
  message: string;
  itemErrors: SyncItemError[];
  processingMs: number;
}

/** Records a job; a job with the same reference already there is answered instead (a retried submission). */
export async function submitJob(db: Db, job: NewJob): Promise<SandboxJob> {
  await db
    .insert(sandboxMenuJobs)
    .values({
      partner: job.partner,
      partnerStoreId: job.partnerStoreId,
      reference: job.reference,
      menu: job.menu,
      outcome: job.outcome,
      message: job.message,
      details: job.itemErrors,
      readyAt: sql`now() + ${job.processingMs} * interval '1 millisecond'`,
    })
    .onConflictDoNothing({ target: [sandboxMenuJobs.partner, sandboxMenuJobs.reference] });
  return (await jobByReference(db, job.partner, job.reference))!;
}

/**
 * Applies the store's jobs whose processing time has passed and that succeeded (whole or in part), once
 * each, in order: what the storefront and the next status read see.
 */
export async function settle(db: Db, partner: PartnerName, partnerStoreId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const due = await tx
      .update(sandboxMenuJobs)
      .set({ appliedAt: sql`now()` })
      .where(
        and(
          eq(sandboxMenuJobs.partner, partner),
          eq(sandboxMenuJobs.partnerStoreId, partnerStoreId),
          sql`${sandboxMenuJobs.appliedAt} is null and ${sandboxMenuJobs.readyAt} <= now()`,
        ),
      )
      .returning({ id: sandboxMenuJobs.id, outcome: sandboxMenuJobs.outcome, menu: sandboxMenuJobs.menu, reference: sandboxMenuJobs.reference });
    const applied = due.filter((job) => job.outcome === 'SUCCESS' || job.outcome === 'PARTIAL_SUCCESS').sort((a, b) => a.id - b.id);
    const last = applied.at(-1);
    if (last) await acceptMenu(tx, partner, partnerStoreId, last.menu as PartnerMenu, last.reference);
    // Finished jobs keep their whole menu; an hour is long enough for anyone to read how they ended.
    await tx.execute(sql`delete from sandbox_menu_jobs where partner = ${partner} and partner_store_id = ${partnerStoreId}
                         and applied_at < now() - interval '1 hour'`);
  });
}

export interface HeldMenu {
  menu: PartnerMenu | null;
  acceptedAt: Date | null;
  posActive: boolean;
}

/** What the partner holds for a store (after settling its finished jobs). */
export async function heldMenu(db: Db, partner: PartnerName, partnerStoreId: string): Promise<HeldMenu> {
  await settle(db, partner, partnerStoreId);
  const [row] = await db
    .select({ menu: sandboxPartnerStores.menu, acceptedAt: sandboxPartnerStores.menuAcceptedAt, posActive: sandboxPartnerStores.posActive })
    .from(sandboxPartnerStores)
    .where(and(eq(sandboxPartnerStores.partner, partner), eq(sandboxPartnerStores.partnerStoreId, partnerStoreId)));
  return { menu: (row?.menu as PartnerMenu | null) ?? null, acceptedAt: row?.acceptedAt ?? null, posActive: row?.posActive ?? false };
}

/** Whether the partner holds a menu, without reading it. */
export async function holdsMenu(db: Db, partner: PartnerName, partnerStoreId: string): Promise<boolean> {
  await settle(db, partner, partnerStoreId);
  const rows = await selectRows<{ held: boolean }>(
    db,
    sql`select menu is not null as held from sandbox_partner_stores where partner = ${partner} and partner_store_id = ${partnerStoreId}`,
  );
  return rows[0]?.held ?? false;
}

export async function setPos(db: Db, partner: PartnerName, partnerStoreId: string, active: boolean): Promise<void> {
  const activatedAt = active ? sql`now()` : null;
  await db
    .insert(sandboxPartnerStores)
    .values({ partner, partnerStoreId, posActive: active, posActivatedAt: activatedAt })
    .onConflictDoUpdate({ target: [sandboxPartnerStores.partner, sandboxPartnerStores.partnerStoreId], set: { posActive: active, posActivatedAt: activatedAt } });
}

export async function posActive(db: Db, partner: PartnerName, partnerStoreId: string): Promise<boolean> {
  const rows = await selectRows<{ pos_active: boolean }>(
    db,
    sql`select pos_active from sandbox_partner_stores where partner = ${partner} and partner_store_id = ${partnerStoreId}`,
  );
  return rows[0]?.pos_active ?? false;
}
