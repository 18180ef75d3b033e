// Races of the writes that replace a set of a role or of a person: a role's permissions, an employee's
// notification preferences (keyed by route in ../setWrites.ts).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '../../../../src/domain/notifications.ts';
import { ALL_PERMISSIONS } from '../../../../src/domain/permissions.ts';
import type { Inject } from '../../factories/index.ts';
import type { reader } from '../../fixtures/demo.ts';
import { canonical, raceWriters, type Race } from '../races.ts';

/** A custom role of the company, with no permissions yet. */
export async function customRole(as: Inject, companyId: number, name: string) {
  const created = await as({ method: 'POST', url: '/api/user-service/create-role', payload: { company_id: companyId, name, permissions: [] } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
}

/** Writer i's role in a round: its own label and 3 + i permissions starting at a place of its own. */
export const roleOf = (i: number, round: number) => {
  const start = (round * 4 + i) * 2;
  return { label: `Race ${round}.${i}`, permissions: ALL_PERMISSIONS.slice(start, start + 3 + i) };
};
export const roleShape = (label: string, keys: readonly string[]) => JSON.stringify([label, [...keys].sort()]);

export async function storedRole(db: ReturnType<typeof reader>, roleId: number) {
  const [{ label }] = await db.rows<{ label: string }>(sql`select label from roles where id = ${roleId}`);
  const keys = await db.rows<{ key: string }>(sql`select p.key from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = ${roleId}`);
  return roleShape(label, keys.map((row) => row.key));
}

export const peopleRaces: Record<string, Race> = {
  'PATCH /api/user-service/update-role': async ({ db, tenant }) => {
    const roleId = await customRole(tenant.as, tenant.company.id, 'Race role');
    await raceWriters({
      write: (i, round) => tenant.as({ method: 'PATCH', url: '/api/user-service/update-role', payload: { id: roleId, ...roleOf(i, round) } }),
      sent: (i, round) => roleShape(roleOf(i, round).label, roleOf(i, round).permissions),
      stored: () => storedRole(db, roleId),
    });
  },

  'PUT /api/user-service/notification-preferences/:userId': async ({ f, db, tenant }) => {
    const employee = await f.user({ companyId: tenant.company.id, storeIds: [tenant.store.id], role: 'staff' });
    /** Writer i's choices: the bits of a number of its own; its events listed starting at the i-th. */
    const choicesOf = (i: number, round: number) => {
      const bits = round * 4 + i + 1;
      const entries = NOTIFICATION_DEFAULTS.map(({ eventName }, n) => ({
        eventName,
        isEmail: Boolean(bits & (1 << (n * 3))),
        isSMS: Boolean(bits & (1 << (n * 3 + 1))),
        isMobile: Boolean(bits & (1 << (n * 3 + 2))),
      }));
      return [...entries.slice(i % entries.length), ...entries.slice(0, i % entries.length)];
    };
    await raceWriters({
      write: (i, round) => tenant.as({ method: 'PUT', url: `/api/user-service/notification-preferences/${employee.id}`, payload: choicesOf(i, round) }),
      sent: (i, round) => canonical(choicesOf(i, round).map((entry) => [entry.eventName, entry.isEmail, entry.isSMS, entry.isMobile])),
      stored: async () =>
        canonical(
          (await db.rows<{ event_name: string; is_email: boolean; is_sms: boolean; is_mobile: boolean }>(
            sql`select event_name, is_email, is_sms, is_mobile from notification_preferences where user_id = ${employee.id}`,
          )).map((row) => [row.event_name, row.is_email, row.is_sms, row.is_mobile]),
        ),
    });
  },
};
