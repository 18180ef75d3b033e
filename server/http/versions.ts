// Lost updates (README "Security", edits carry their version): a company, store, role or employee answers
// its updated_at, and an edit may send back the updated_at it was based on. The edit runs in one
// transaction holding the row's lock: a version other than the current one is a 409 and nothing is
// written; an edit without a version (older clients) is applied as before. Every applied edit moves
// updated_at, even one that changed only a child row (an address, permissions, store links).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { conflict } from './errors.ts';

export type VersionedTable = 'companies' | 'stores' | 'roles' | 'users';

/** What the edited row is called in the 409's message. */
const NOUNS: Record<VersionedTable, string> = { companies: 'company', stores: 'store', roles: 'role', users: 'employee' };

export const staleEditMessage = (table: VersionedTable) =>
  `Someone else changed this ${NOUNS[table]} after you opened it. Reload to see their changes, then make yours again.`;

/** The edit's body without the version it carries, and that version (undefined when none was sent). */
export function splitVersion<Body extends { updated_at?: string }>(body: Body): [Omit<Body, 'updated_at'>, string | undefined] {
  const { updated_at: version, ...rest } = body;
  return [rest, version];
}

/**
 * Runs `edit` in a transaction that first locks the row and compares its version (updated_at, to the
 * millisecond the answers carry) with `basedOn`, then moves updated_at past both the old value and now.
 * A row that does not exist is left to `edit` (which answers its own 404).
 */
export async function editVersioned<T>(db: Db, table: VersionedTable, id: number, basedOn: string | undefined, edit: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await selectRows<{ current: boolean }>(
      tx,
      sql`select ${basedOn === undefined ? sql`true` : sql`date_trunc('milliseconds', updated_at) = ${basedOn}::timestamptz`} as current
          from ${sql.identifier(table)} where id = ${id} for no key update`,
    );
    if (row && !row.current) throw conflict(staleEditMessage(table));
    const answer = await edit(tx);
    await tx.execute(sql`update ${sql.identifier(table)}
                         set updated_at = date_trunc('milliseconds', greatest(clock_timestamp(), updated_at + interval '1 millisecond'))
                         where id = ${id}`);
    return answer;
  });
}
