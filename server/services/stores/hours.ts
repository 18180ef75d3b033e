import { and, asc, eq } from 'drizzle-orm';
import type { StoreHourRow } from '../../../src/contract/stores.ts';
import { sortHours, validateHours } from '../../../src/domain/hours.ts';
import type { Db } from '../../db/client.ts';
import { storeAddresses, storeHours } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { lockStores } from '../locks.ts';

/** PostgreSQL `time` answers "09:00:00"; the wire uses "09:00". */
const hhmm = (time: string) => time.slice(0, 5);

/** The zone of a store without a Main address (or without a zone on it). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export async function storeTimeZone(db: Db, storeId: number): Promise<string> {
  const [main] = await db
    .select({ timezone: storeAddresses.timezone })
    .from(storeAddresses)
    .where(and(eq(storeAddresses.storeId, storeId), eq(storeAddresses.addressType, 'Main')));
  return main?.timezone ?? DEFAULT_TIME_ZONE;
}

export async function loadStoreHours(db: Db, storeId: number): Promise<StoreHourRow[]> {
  const rows = await db
    .select()
    .from(storeHours)
    .where(eq(storeHours.storeId, storeId))
    .orderBy(asc(storeHours.dayOfWeek), asc(storeHours.openTime), asc(storeHours.closeTime));
  return sortHours(
    rows.map((row) => ({
      id: row.id,
      open_time: hhmm(row.openTime),
      close_time: hhmm(row.closeTime),
      dayOfWeek: row.dayOfWeek,
      isClosed: row.isClosed,
    })),
  );
}

/** Replaces the week: the rows sent are the store's hours afterwards, or nothing changes. */
export async function replaceStoreHours(db: Db, storeId: number, rows: StoreHourRow[]): Promise<void> {
  const normalised = rows.map((row) => ({ ...row, open_time: hhmm(row.open_time), close_time: hhmm(row.close_time) }));
  const problems = validateHours(normalised);
  if (problems.length) throw badRequest(problems.map((problem) => problem.message).join('; '));
  await db.transaction(async (tx) => {
    await lockStores(tx, [storeId]);
    await tx.delete(storeHours).where(eq(storeHours.storeId, storeId));
    if (normalised.length === 0) return;
    await tx.insert(storeHours).values(
      normalised.map((row) => ({
        storeId,
        dayOfWeek: row.dayOfWeek,
        openTime: row.open_time,
        closeTime: row.close_time,
        isClosed: row.isClosed,
      })),
    );
  });
}

export async function deleteStoreHour(db: Db, storeId: number, hourId: number): Promise<void> {
  const deleted = await db
    .delete(storeHours)
    .where(and(eq(storeHours.id, hourId), eq(storeHours.storeId, storeId)))
    .returning({ id: storeHours.id });
  if (deleted.length === 0) throw notFound('Store hours row not found');
}
