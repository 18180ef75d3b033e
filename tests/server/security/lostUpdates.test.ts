// Two people edit the same company, store, role or employee from the copy each opened: the second save,
// based on a copy older than the first save, is refused (409) and nothing of it is written. An edit that
// sends no version (another client) is applied as before. Meaningful on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories, type Inject } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let f: Factories;
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
});
afterAll(() => t.close());

interface Editable {
  /** reads the record as the edit screen does: its version and the field the edits change */
  read(): Promise<{ version: string; value: unknown }>;
  /** saves `value` into the field, based on `version` when given */
  save(value: string, version?: string): ReturnType<Inject>;
}

const phone = (n: number) => `+1555000${String(n).padStart(4, '0')}`;

async function cases(): Promise<Record<string, Editable>> {
  const { company, store, as } = await f.tenant();
  const employee = await f.user({ companyId: company.id, storeIds: [store.id], role: 'staff' });
  const created = await as({ method: 'POST', url: '/api/user-service/create-role', payload: { company_id: company.id, name: 'Night shift', permissions: [] } });
  expect(created.statusCode).toBe(201);
  const roleId = created.json().id as number;
  return {
    company: {
      read: async () => {
        const company0 = (await as({ method: 'GET', url: `/api/stores/company/?id=${company.id}` })).json().companies[0];
        return { version: company0.updated_at, value: company0.phone_number };
      },
      save: (value, version) =>
        as({ method: 'PUT', url: `/api/stores/company/${company.id}`, payload: { phone_number: value, ...(version ? { updated_at: version } : {}) } }),
    },
    store: {
      read: async () => {
        const row = (await as({ method: 'GET', url: `/api/stores/${store.id}` })).json();
        return { version: row.updatedAt, value: row.name };
      },
      save: (value, version) => as({ method: 'PUT', url: `/api/stores/${store.id}`, payload: { name: value, ...(version ? { updated_at: version } : {}) } }),
    },
    role: {
      read: async () => {
        const row = (await as({ method: 'GET', url: `/api/user-service/roles/${roleId}` })).json();
        return { version: row.updated_at, value: row.label };
      },
      save: (value, version) =>
        as({ method: 'PATCH', url: '/api/user-service/update-role', payload: { id: roleId, label: value, ...(version ? { updated_at: version } : {}) } }),
    },
    employee: {
      read: async () => {
        const row = (await as({ method: 'GET', url: `/api/user-service/fetch-profile?id=${employee.id}` })).json();
        return { version: row.updatedAt, value: row.phoneNo };
      },
      save: (value, version) =>
        as({ method: 'PUT', url: `/api/user-service/update_employee/${employee.id}`, payload: { phone_number: value, ...(version ? { updated_at: version } : {}) } }),
    },
  };
}

const valueFor = (kind: string, n: number) => (kind === 'company' || kind === 'employee' ? phone(n) : `${kind} ${n}`);

describe.each(['company', 'store', 'role', 'employee'])('editing a %s', (kind) => {
  let target: Editable;
  beforeAll(async () => {
    target = (await cases())[kind];
  });

  it('from a stale copy is refused with 409 and overwrites nothing', async () => {
    const opened = await target.read();
    expect(opened.version).toMatch(/^\d{4}-\d\d-\d\dT/);
    const first = await target.save(valueFor(kind, 1), opened.version);
    expect(first.statusCode, first.body).toBe(200);
    const second = await target.save(valueFor(kind, 2), opened.version);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toMatch(/someone else changed this/i);
    const now = await target.read();
    expect(now.value).toBe(valueFor(kind, 1));
    expect(now.version).not.toBe(opened.version);
    // Reloaded, the second editor's save goes through.
    const retried = await target.save(valueFor(kind, 2), now.version);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await target.read()).value).toBe(valueFor(kind, 2));
  });

  it('without a version is applied as before', async () => {
    const answer = await target.save(valueFor(kind, 3));
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await target.read()).value).toBe(valueFor(kind, 3));
  });

  it('from one copy by two editors at once: one is applied, the other gets 409', async () => {
    const opened = await target.read();
    const answers = await Promise.all([4, 5].map((n) => target.save(valueFor(kind, n), opened.version)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect((await target.read()).value).toBe(valueFor(kind, [4, 5][winner]));
  });

  it('with a version that is not a date is a 400', async () => {
    const answer = await target.save(valueFor(kind, 6), 'yesterday');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/updated_at/);
  });
});
