import { asc, eq, sql } from 'drizzle-orm';
import type { NotificationPreferences, NotificationPreferencesBody } from '../../../src/contract/employees.ts';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { NOTIFICATION_DEFAULTS } from '../../../src/domain/notifications.ts';
import { lockParents } from '../locks.ts';


export async function insertDefaultPreferences(db: Db, userId: number): Promise<void> {
  await db.insert(notificationPreferences).values(NOTIFICATION_DEFAULTS.map((entry) => ({ ...entry, userId })));
}

export async function loadPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .orderBy(asc(notificationPreferences.id));
  return rows.map((row) => ({
    id: row.id,
    eventName: row.eventName,
    eventDescription: row.eventDescription,
    isEmail: row.isEmail,
    isSMS: row.isSms,
    isMobile: row.isMobile,
  }));
}

/**
 * Updates by eventName (a missing row of a known event is created); unknown events are refused by name.
 * Saves of one user's preferences take turns on the user's row, so the last one's choices stand whole:
 * without it, two saves listing the events in different orders lock the rows in different orders and
 * deadlock (a 500).
 */
export async function updatePreferences(db: Db, userId: number, body: NotificationPreferencesBody): Promise<void> {
  const known = new Map<string, (typeof NOTIFICATION_DEFAULTS)[number]>(NOTIFICATION_DEFAULTS.map((entry) => [entry.eventName, entry]));
  const unknown = body.filter((entry) => !known.has(entry.eventName)).map((entry) => entry.eventName);
  if (unknown.length > 0) throw badRequest(`Unknown notification events: ${unknown.join(', ')}`);
  await db.transaction(async (tx) => {
    await lockParents(tx, 'users', [userId]);
    for (const entry of body) {
      const defaults = known.get(entry.eventName);
      if (!defaults) continue;
      await tx
        .insert(notificationPreferences)
        .values({
          userId,
          eventName: entry.eventName,
          eventDescription: defaults.eventDescription,
          isEmail: entry.isEmail,
          isSms: entry.isSMS,
          isMobile: entry.isMobile,
        })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.eventName],
          set: { isEmail: sql`excluded.is_email`, isSms: sql`excluded.is_sms`, isMobile: sql`excluded.is_mobile` },
        });
    }
  });
}
