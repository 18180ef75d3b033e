// Fee rules as a declared resource on the store_fees rows fee pricing reads (issue 12): list, create,
// update, delete, 400s naming the field, 403 for another company and without the permission, OpenAPI.
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeRules } from '../../server/services/channels/feeRules.ts';
import { factories, type Inject } from './factories/index.ts';
import { reader } from './fixtures/demo.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const RULES = '/api/rest/fee-rules';
const query = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])).toString();

let t: TestApp;
let db: ReturnType<typeof reader>;
let a: { storeId: number; owner: Inject; manager: Inject; staff: Inject };
let b: { owner: Inject };
let bakery: number;
let breakfast: number;
let doordash: number;

async function created(payload: Record<string, unknown>) {
  const response = await a.owner({ method: 'POST', url: RULES, payload: { store_id: a.storeId, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  const f = factories(t);
  db = reader(t);
  const tenantA = await f.tenant();
  const member = (role: 'manager' | 'staff') => f.user({ companyId: tenantA.company.id, role, storeIds: [tenantA.store.id] }).then(f.signIn);
  a = { storeId: tenantA.store.id, owner: tenantA.as, manager: await member('manager'), staff: await member('staff') };
  b = { owner: (await f.tenant()).as };
  bakery = (await db.one<{ id: number }>(sql`select id from categories where name = 'Bakery'`)).id;
  breakfast = (await db.one<{ id: number }>(sql`select id from item_tags where name = 'Vegan'`)).id;
  doordash = (await db.one<{ id: number }>(sql`select id from partners where name = 'DoorDash'`)).id;
});
afterAll(() => t.close());

describe('fee rules of a store', () => {
  it('creates, lists, updates and deletes the rules fee pricing reads', async () => {
    const everyone = await created({ fee_type: 'percent_plus_fee', percent: 12.5, flat_fee: 0.3 });
    expect(everyone).toMatchObject({ partner_id: null, fee_type: 'percent_plus_fee', percent: 12.5, flat_fee: 0.3, scope: 'all', scope_values: [] });
    const bakeryRule = await created({ partner_id: doordash, fee_type: 'flat_fee', percent: 40, flat_fee: 1, scope: 'category', scope_values: [String(bakery)] });
    // A flat fee has no percentage.
    expect(bakeryRule).toMatchObject({ partner_id: doordash, fee_type: 'flat_fee', percent: 0, scope_values: [String(bakery)] });
    expect((await feeRules(t.database.db, a.storeId, doordash)).map((rule) => [rule.id, rule.scope])).toEqual([[everyone.id, 'all'], [bakeryRule.id, 'category']]);

    const list = await a.owner({ url: `${RULES}?${query({ filter: { store_id: a.storeId }, sort: ['flat_fee', 'DESC'], range: [0, 0] })}` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((rule: { id: number }) => rule.id)).toEqual([bakeryRule.id]);
    expect(list.headers['content-range']).toBe('fee-rules 0-0/2');
    const doordashOnly = await a.owner({ url: `${RULES}?${query({ filter: { store_id: a.storeId, partner_id: doordash } })}` });
    expect(doordashOnly.json().map((rule: { id: number }) => rule.id)).toEqual([bakeryRule.id]);

    const retagged = await a.owner({ method: 'PUT', url: `${RULES}/${bakeryRule.id}`, payload: { ...bakeryRule, scope: 'tag', scope_values: [String(breakfast)], partner_id: null } });
    expect(retagged.statusCode, retagged.body).toBe(200);
    expect(retagged.json()).toMatchObject({ scope: 'tag', scope_values: [String(breakfast)], partner_id: null });
    // Back to every item: the chosen ids go.
    const widened = await a.owner({ method: 'PUT', url: `${RULES}/${bakeryRule.id}`, payload: { scope: 'all' } });
    expect(widened.json().scope_values).toEqual([]);

    const removed = await a.owner({ method: 'DELETE', url: `${RULES}/${bakeryRule.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await feeRules(t.database.db, a.storeId)).map((rule) => rule.id)).toEqual([everyone.id]);
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const rule = await created({ fee_type: 'flat_fee', flat_fee: 2 });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ percent: 101 }, /percent/],
      [{ percent: -1 }, /percent/],
      [{ flat_fee: -0.5 }, /flat_fee/],
      [{ fee_type: 'sliding' }, /fee_type/],
      [{ scope: 'brand' }, /scope/],
      [{ scope: 'category' }, /^scope_values must name at least one of the categories/],
      [{ scope: 'category', scope_values: ['2147483000'] }, /^scope_values must be categories \(not 2147483000\)/],
      [{ scope: 'tag', scope_values: ['abc'] }, /scope_values/],
      [{ partner_id: 2147483000 }, /^partner_id must be partners \(not 2147483000\)/],
    ];
    for (const [payload, message] of cases) {
      const response = await a.owner({ method: 'PUT', url: `${RULES}/${rule.id}`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const missing = await a.owner({ method: 'POST', url: RULES, payload: { store_id: a.storeId } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/fee_type/);
    expect((await a.owner({ url: `${RULES}/${rule.id}` })).json()).toMatchObject({ fee_type: 'flat_fee', flat_fee: 2, scope: 'all', partner_id: null });
  });

  it("refuses another company's user and a user without the permission with 403, and changes nothing", async () => {
    const rule = await created({ fee_type: 'percent_plus_fee', percent: 5 });
    const calls: InjectOptions[] = [
      { url: `${RULES}?${query({ filter: { store_id: a.storeId } })}` },
      { url: `${RULES}/${rule.id}` },
      { method: 'POST', url: RULES, payload: { store_id: a.storeId, fee_type: 'flat_fee' } },
      { method: 'PUT', url: `${RULES}/${rule.id}`, payload: { percent: 50 } },
      { method: 'DELETE', url: `${RULES}/${rule.id}` },
    ];
    for (const call of calls) expect((await b.owner(call)).statusCode, `${call.method ?? 'GET'} ${call.url}`).toBe(403);
    // Staff cannot see fee settings at all; a manager sees them but may not change them.
    for (const call of calls) expect((await a.staff(call)).statusCode, `staff ${call.method ?? 'GET'}`).toBe(403);
    expect((await a.manager(calls[0])).statusCode).toBe(200);
    for (const call of calls.slice(2)) {
      const response = await a.manager(call);
      expect(response.statusCode, call.method).toBe(403);
      expect(response.json().message).toContain('lm_edit_fee_settings');
    }
    expect((await a.owner({ url: `${RULES}/${rule.id}` })).json()).toMatchObject({ percent: 5 });
  });

  it('is documented in OpenAPI', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths['/rest/fee-rules']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(spec.paths['/rest/fee-rules/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(spec.paths['/rest/fee-rules'].post.requestBody.content['application/json'].schema.required).toEqual(['store_id', 'fee_type']);
  });
});
