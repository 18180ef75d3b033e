import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

/** The advisory lock one fold holds: folds run one at a time, each from a snapshot later than the one before. */
const FOLD_LOCK = 0x15_c0_da_75;
/** A server folds at most this often after an intake; the marks of the meantime wait for the next fold. */
const FOLD_EVERY_MS = 1_000;

const MEASURES = ['orders', 'cancelled', 'gross_cents', 'total_cents', 'missing_items', 'wrong_items', 'late'] as const;
const columns = (alias: string) => sql.raw(MEASURES.map((c) => `${alias}.${c}`).join(', '));
const sums = sql.raw(MEASURES.map((c) => `sum(r.${c}) as ${c}`).join(', '));
const replace = sql.raw(MEASURES.map((c) => `${c} = excluded.${c}`).join(', '));

/**
 * Folds the marked company days: deletes the marks it sees and writes those days' company rows again as the
 * sums of their store rows, in one statement (one snapshot). An intake committed before that snapshot is in
 * the sums; one committed after left its mark, which the next fold takes. Skips when another fold runs.
 */
export async function foldCompanyDays(db: Pick<Db, 'transaction'>): Promise<void> {
  await db.transaction(async (tx) => {
    const [lock] = await selectRows<{ held: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as held`);
    if (!lock.held) return;
    // Each marked day's store rows through the (company, day) index (lateral): a join let the planner read the
    // whole day table, and JIT compiled for longer than the fold runs (1 s and 175 ms, against 32 ms for
    // 110 company days of 10k stores).
    await tx.execute(sql`select set_config('jit', 'off', true)`);
    await tx.execute(sql`
      with marked as (delete from order_rollup_dirty_days returning company_id, day),
           days as (select distinct company_id, day from marked)
      insert into order_rollups_company_daily as c (company_id, partner_id, day, ${sql.raw(MEASURES.join(', '))})
      select d.company_id, s.partner_id, d.day, ${columns('s')}
      from days d cross join lateral (
        select r.partner_id, ${sums} from order_rollups_daily r where r.company_id = d.company_id and r.day = d.day group by r.partner_id) s
      order by 1, 2, 3
      on conflict (company_id, partner_id, day) do update set ${replace}`);
  });
}

let lastFold = 0;

/** After an intake: folds when this server has not for a second. A failed fold leaves its marks for the next. */
export async function foldCompanyDaysNowAndThen(db: Db): Promise<void> {
  const now = Date.now();
  if (now - lastFold < FOLD_EVERY_MS) return;
  lastFold = now;
  await foldCompanyDays(db).catch(() => undefined);
}

/**
 * The company × channel × day rows as of this snapshot (alias them r): folded rows of the unmarked days and,
 * for a marked day, its store rows. A day is either in the company table or in the store rows, never both.
 * The store rows of each marked day through the (company, day) index (lateral, offset 0): as a semi-join the
 * planner read the whole day table once marks existed (400 ms platform-wide, 70 ms this way with a full day
 * of every company marked).
 */
export const companyDays = sql`(
  select c.company_id, c.partner_id, c.day, ${columns('c')} from order_rollups_company_daily c
  where not exists (select 1 from order_rollup_dirty_days m where m.company_id = c.company_id and m.day = c.day)
  union all
  select s.company_id, s.partner_id, s.day, ${columns('s')}
  from (select distinct company_id, day from order_rollup_dirty_days) m
  cross join lateral (select * from order_rollups_daily s where s.company_id = m.company_id and s.day = m.day offset 0) s)`;
