import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { CORNER, QUICK, reader } from './fixtures/demo.ts';

// The guard keeps nothing in process memory: a second app on the same database stands for another
// server instance behind the load balancer.
let t: TestApp;
let other: FastifyInstance;
let db: ReturnType<typeof reader>;
let cornerStore: number;
let quickStore: number;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ db: t.database.db, jwtSecret: 'test-secret' });
  db = reader(t);
  cornerStore = await db.busiestStore(CORNER);
  quickStore = await db.busiestStore(QUICK);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sessions across server instances', () => {
  it('a logout on one instance refuses the access token on the other at its very next request', async () => {
    const session = await t.login(ACCOUNTS.cornerOwner);
    const before = await t.app.inject({ url: `/api/inventory/${cornerStore}`, headers: bearer(session.accessToken) });
    expect(before.statusCode).toBe(200);

    const logout = await other.inject({ method: 'POST', url: '/api/user-service/logout', headers: { refreshtoken: session.refreshToken } });
    expect(logout.statusCode).toBe(200);

    const after = await t.app.inject({ url: `/api/inventory/${cornerStore}`, headers: bearer(session.accessToken) });
    expect(after.statusCode).toBe(401);
    const elsewhere = await other.inject({ url: `/api/inventory/${cornerStore}`, headers: bearer(session.accessToken) });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("a role's lost permission and a deleted user apply at the next request", async () => {
    const session = await t.login(ACCOUNTS.cornerOwner);
    const { id: userId, role_id: roleId } = await db.one<{ id: number; role_id: number }>(
      sql`select id, role_id from users where email = ${ACCOUNTS.cornerOwner}`,
    );
    const { id: staffRole } = await db.one<{ id: number }>(sql`select id from roles where company_id is null and name = 'staff'`);
    const edit = () =>
      other.inject({ method: 'DELETE', url: `/api/inventory/store/store_item?store_id=${cornerStore}&store_item_id=999999999`, headers: bearer(session.accessToken) });
    expect((await edit()).statusCode).toBe(404);

    await t.database.db.execute(sql`update users set role_id = ${staffRole} where id = ${userId}`);
    const refused = await edit();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/lm_edit_store_inventory/);

    await t.database.db.execute(sql`update users set role_id = ${roleId}, deleted_at = now() where id = ${userId}`);
    expect((await edit()).statusCode).toBe(401);
    await t.database.db.execute(sql`update users set deleted_at = null where id = ${userId}`);
  });
});

describe('store tenancy found with the session', () => {
  it("refuses another company's store named in the path or in the query, and finds unknown or deleted stores nowhere", async () => {
    const quick = await t.as(ACCOUNTS.quickOwner);
    const inPath = await quick({ url: `/api/inventory/${cornerStore}` });
    expect(inPath.statusCode).toBe(403);
    expect(inPath.json().message).toBe("You don't have access to this company");
    const inQuery = await quick({ url: `/api/inventory/ingestion/duplicates?store_id=${cornerStore}` });
    expect(inQuery.statusCode).toBe(403);
    expect((await quick({ url: `/api/inventory/${quickStore}` })).statusCode).toBe(200);

    expect((await quick({ url: '/api/inventory/2147483647' })).statusCode).toBe(404);
    const deleted = await db.one<{ id: number }>(
      sql`insert into stores (company_id, name, deleted_at) select company_id, 'Closed for good', now() from stores where id = ${quickStore} returning id`,
    );
    expect((await quick({ url: `/api/inventory/${deleted.id}` })).statusCode).toBe(404);
  });

  it('validates a store id that is not a positive integer before looking it up', async () => {
    const quick = await t.as(ACCOUNTS.quickOwner);
    for (const id of ['abc', '0', '99999999999', '1.5']) {
      const response = await quick({ url: `/api/inventory/${id}` });
      expect(response.statusCode, id).toBe(400);
    }
    const internal = await t.as(ACCOUNTS.internal);
    expect((await internal({ url: `/api/inventory/${cornerStore}` })).statusCode).toBe(200);
  });
});
