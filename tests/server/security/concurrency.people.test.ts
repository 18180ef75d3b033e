// Writers of one role from one copy at once: one is saved whole, the others are told 409 (the races of
// a role's and a person's sets without a version are in setWrites.ts, run by concurrency.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories } from '../factories/index.ts';
import { reader } from '../fixtures/demo.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { customRole, roleOf, roleShape, storedRole } from './races/people.ts';

let t: TestApp;
let db: ReturnType<typeof reader>;
let tenant: Awaited<ReturnType<Factories['tenant']>>;

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
  tenant = await factories(t).tenant();
});
afterAll(() => t.close());

describe('concurrent writers of a role from one copy', () => {
  it('simultaneous role updates from one copy: one is saved whole, the others are told 409', async () => {
    const roleId = await customRole(tenant.as, tenant.company.id, 'Versioned race role');
    for (let round = 0; round < 3; round++) {
      const version = (await tenant.as({ url: `/api/user-service/roles/${roleId}` })).json().updated_at as string;
      const answers = await Promise.all([0, 1, 2, 3].map((i) =>
        tenant.as({ method: 'PATCH', url: '/api/user-service/update-role', payload: { id: roleId, ...roleOf(i, round), updated_at: version } }),
      ));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().message).toMatch(/Someone else changed this role/);
      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      expect(await storedRole(db, roleId)).toBe(roleShape(roleOf(winner, round).label, roleOf(winner, round).permissions));
    }
  });
});
