// Writers that replace a set of a role or of a person, racing (tests/server/security/races.ts): a role's
// permissions and an employee's notification preferences end as exactly one writer sent them, or 409.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../../src/domain/permissions.ts';
import { NOTIFICATION_DEFAULTS } from '../../../src/domain/notifications.ts';
import { factories, type Factories } from '../factories/index.ts';
import { reader } from '../fixtures/demo.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { canonical, raceWriters } from './races.ts';

let t: TestApp;
let f: Factories;
let db: ReturnType<typeof reader>;
let tenant: Awaited<ReturnType<Factories['tenant']>>;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  db = reader(t);
  tenant = await f.tenant();
});
afterAll(() => t.close());

async function customRole(name: string) {
  const created = await tenant.as({ method: 'POST', url: '/api/user-service/create-role', payload: { company_id: tenant.company.id, name, permissions: [] } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
}

/** Writer i's role in a round: its own label and 3 + i permissions starting at a place of its own. */
const roleOf = (i: number, round: number) => {
  const start = (round * 4 + i) * 2;
  return { label: `Race ${round}.${i}`, permissions: ALL_PERMISSIONS.slice(start, start + 3 + i) };
};
const roleShape = (label: string, keys: readonly string[]) => JSON.stringify([label, [...keys].sort()]);

async function storedRole(roleId: number) {
  const [{ label }] = await db.rows<{ label: string }>(sql`select label from roles where id = ${roleId}`);
  const keys = await db.rows<{ key: string }>(sql`select p.key from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = ${roleId}`);
  return roleShape(label, keys.map((row) => row.key));
}

describe('concurrent writers of a set of a role or a person', () => {
  it('simultaneous role updates leave exactly one writer’s label and permissions', async () => {
    const roleId = await customRole('Race role');
    await raceWriters({
      write: (i, round) => tenant.as({ method: 'PATCH', url: '/api/user-service/update-role', payload: { id: roleId, ...roleOf(i, round) } }),
      sent: (i, round) => roleShape(roleOf(i, round).label, roleOf(i, round).permissions),
      stored: () => storedRole(roleId),
    });
  });

  it('simultaneous role updates from one copy: one is saved whole, the others are told 409', async () => {
    const roleId = await customRole('Versioned race role');
    for (let round = 0; round < 3; round++) {
      const version = (await tenant.as({ url: `/api/user-service/roles/${roleId}` })).json().updated_at as string;
      const answers = await Promise.all([0, 1, 2, 3].map((i) =>
        tenant.as({ method: 'PATCH', url: '/api/user-service/update-role', payload: { id: roleId, ...roleOf(i, round), updated_at: version } }),
      ));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().message).toMatch(/Someone else changed this role/);
      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      expect(await storedRole(roleId)).toBe(roleShape(roleOf(winner, round).label, roleOf(winner, round).permissions));
    }
  });

  it('simultaneous notification preference saves, each listing the events in its own order, leave one writer’s choices', async () => {
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
  });
});
