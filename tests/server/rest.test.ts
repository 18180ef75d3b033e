import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileResource } from '../../server/rest/model.ts';
import { factories, type Factories, type Inject } from './factories/index.ts';
import { reader } from './fixtures/demo.ts';
import { testCompanyTags, testModifierGroups } from './fixtures/restResources.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let f: Factories;
let db: ReturnType<typeof reader>;
let a: { companyId: number; storeId: number; owner: Inject; staff: Inject };
let b: { companyId: number; storeId: number; owner: Inject };
let internal: Inject;

const TAGS = '/api/rest/test-company-tags';
const GROUPS = '/api/rest/test-modifier-groups';
const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])).toString();

async function created(as: Inject, url: string, payload: Record<string, unknown>) {
  const response = await as({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp({ restResources: [testCompanyTags, testModifierGroups] });
  f = factories(t);
  db = reader(t);
  const tenantA = await f.tenant();
  const staffA = await f.user({ companyId: tenantA.company.id, role: 'staff' });
  a = { companyId: tenantA.company.id, storeId: tenantA.store.id, owner: tenantA.as, staff: await f.signIn(staffA) };
  const tenantB = await f.tenant();
  b = { companyId: tenantB.company.id, storeId: tenantB.store.id, owner: tenantB.as };
  internal = await f.signIn(await f.user());
});
afterAll(() => t.close());

describe('a company-scoped declared resource (company tags)', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const name of ['Downtown', 'Airport', 'Late night', 'Drive-through', 'Uptown']) {
      ids[name] = (await created(a.owner, TAGS, { company_id: a.companyId, tag_name: name })).id;
    }
    await created(b.owner, TAGS, { company_id: b.companyId, tag_name: 'Downtown' });
  });
  const tagsOfA = () => db.rows<{ tag_name: string }>(sql`select tag_name from company_tags where company_id = ${a.companyId} order by tag_name`);

  it('lists with filter, sort and range, answering Content-Range (exposed to the browser)', async () => {
    const response = await a.owner({ url: `${TAGS}?${query({ filter: { company_id: a.companyId }, sort: ['tag_name', 'DESC'], range: [1, 3] })}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((row: { tag_name: string }) => row.tag_name)).toEqual(['Late night', 'Drive-through', 'Downtown']);
    expect(response.headers['content-range']).toBe('test-company-tags 1-3/5');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');

    const defaults = await a.owner({ url: `${TAGS}?${query({ filter: { company_id: String(a.companyId) } })}` });
    expect(defaults.json().map((row: { tag_name: string }) => row.tag_name)).toEqual(['Airport', 'Downtown', 'Drive-through', 'Late night', 'Uptown']);
    expect(defaults.headers['content-range']).toBe('test-company-tags 0-4/5');

    const beyond = await a.owner({ url: `${TAGS}?${query({ filter: { company_id: a.companyId }, range: [20, 39] })}` });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe('test-company-tags */5');
  });

  it('searches with q (starts of words, any case) and filters declared fields by value or list', async () => {
    const search = await a.owner({ url: `${TAGS}?${query({ filter: { company_id: a.companyId, q: ' UP' } })}` });
    expect(search.json().map((row: { tag_name: string }) => row.tag_name)).toEqual(['Uptown']);
    const middle = await a.owner({ url: `${TAGS}?${query({ filter: { company_id: a.companyId, q: 'town' } })}` });
    expect(middle.json()).toEqual([]);
    const equal = await a.owner({ url: `${TAGS}?${query({ filter: { company_id: a.companyId, tag_name: 'Airport' } })}` });
    expect(equal.json()).toEqual([expect.objectContaining({ id: ids.Airport, tag_name: 'Airport', company_id: a.companyId })]);
    const among = await a.owner({ url: `${TAGS}?${query({ filter: { company_id: a.companyId, tag_name: ['Airport', 'Uptown'] } })}` });
    expect(among.headers['content-range']).toBe('test-company-tags 0-1/2');
  });

  it('gets many by id (no tenancy key needed) and one by id', async () => {
    const many = await a.owner({ url: `${TAGS}?${query({ filter: { id: [ids.Uptown, ids.Airport] } })}` });
    expect(many.statusCode, many.body).toBe(200);
    expect(many.json().map((row: { id: number }) => row.id).sort()).toEqual([ids.Airport, ids.Uptown].sort());
    const one = await a.staff({ url: `${TAGS}/${ids.Airport}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: ids.Airport, company_id: a.companyId, tag_name: 'Airport' });
    expect(typeof one.json().created_at).toBe('string');
    expect((await a.owner({ url: `${TAGS}/2147483000` })).statusCode).toBe(404);
  });

  it('creates, updates and deletes, ignoring fields that are not writable', async () => {
    const record = await created(a.owner, TAGS, { company_id: a.companyId, tag_name: 'Seasonal', id: 1, created_at: '2000-01-01T00:00:00Z', colour: 'red' });
    expect(record).toMatchObject({ company_id: a.companyId, tag_name: 'Seasonal' });
    expect(record.id).not.toBe(1);
    expect(record.created_at).not.toMatch(/^2000/);

    // react-admin sends the whole record back: read-only fields and the tenancy key are ignored (a row never moves).
    const updated = await a.owner({ method: 'PUT', url: `${TAGS}/${record.id}`, payload: { ...record, tag_name: 'Seasonal picks', company_id: b.companyId } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ ...record, tag_name: 'Seasonal picks' });

    const deleted = await a.owner({ method: 'DELETE', url: `${TAGS}/${record.id}`, headers: { 'content-type': 'text/plain' } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ...record, tag_name: 'Seasonal picks' });
    expect((await a.owner({ url: `${TAGS}/${record.id}` })).statusCode).toBe(404);
    expect((await a.owner({ method: 'DELETE', url: `${TAGS}/${record.id}` })).statusCode).toBe(404);
  });

  it('refuses malformed parameters and bodies with 400 naming the parameter or field', async () => {
    const cases: [string, RegExp][] = [
      ['filter={oops', /^filter must be JSON/],
      [query({ filter: [1] }), /^filter must be a JSON object/],
      [query({ filter: { company_id: a.companyId, colour: 'red' } }), /^filter\.colour is not a filter of test-company-tags/],
      [query({ filter: { company_id: 'abc' } }), /^filter\.company_id/],
      [query({ filter: { company_id: a.companyId, id: 'x' } }), /^filter\.id/],
      [query({ filter: { company_id: a.companyId, id: [1, 2.5] } }), /^filter\.id\.1/],
      [query({ filter: { company_id: [a.companyId, b.companyId] } }), /^filter\.company_id takes one value/],
      [`${query({ filter: { company_id: a.companyId } })}&range=[0,`, /^range must be JSON/],
      [query({ filter: { company_id: a.companyId }, range: [0, 100] }), /^range .*at most 100 rows/],
      [query({ filter: { company_id: a.companyId }, range: [5, 2] }), /^range/],
      [query({ filter: { company_id: a.companyId }, range: [-1, 5] }), /^range/],
      [`${query({ filter: { company_id: a.companyId } })}&sort=name`, /^sort must be JSON/],
      [query({ filter: { company_id: a.companyId }, sort: ['company_id', 'ASC'] }), /^sort field company_id is not sortable/],
      [query({ filter: { company_id: a.companyId }, sort: ['tag_name', 'UP'] }), /^sort must be/],
    ];
    for (const [search, message] of cases) {
      const response = await a.owner({ url: `${TAGS}?${search}` });
      expect(response.statusCode, search).toBe(400);
      expect(response.json().message, search).toMatch(message);
    }
    expect((await a.owner({ url: `${TAGS}?${query({ filter: { company_id: a.companyId }, range: [0, 99] })}` })).statusCode).toBe(200);

    const before = await tagsOfA();
    for (const [payload, message] of [
      [{ company_id: a.companyId }, /tag_name is required/],
      [{ tag_name: 'No company' }, /company_id is required/],
      [{ company_id: a.companyId, tag_name: '   ' }, /tag_name/],
      [{ company_id: 'abc', tag_name: 'Bad' }, /company_id/],
    ] as const) {
      const response = await a.owner({ method: 'POST', url: TAGS, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const put = await a.owner({ method: 'PUT', url: `${TAGS}/${ids.Airport}`, payload: { tag_name: '' } });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toMatch(/tag_name/);
    expect((await a.owner({ url: `${TAGS}/abc` })).statusCode).toBe(400);
    expect(await tagsOfA()).toEqual(before);
  });

  it("refuses another company's merchant with 403 and changes nothing", async () => {
    const before = await tagsOfA();
    const calls: InjectOptions[] = [
      { url: `${TAGS}?${query({ filter: { company_id: a.companyId } })}` },
      { url: `${TAGS}?${query({ filter: { id: [ids.Airport] } })}` },
      { url: `${TAGS}/${ids.Airport}` },
      { method: 'POST', url: TAGS, payload: { company_id: a.companyId, tag_name: 'Intruder' } },
      { method: 'PUT', url: `${TAGS}/${ids.Airport}`, payload: { tag_name: 'Hijacked' } },
      { method: 'DELETE', url: `${TAGS}/${ids.Airport}` },
    ];
    for (const call of calls) {
      const response = await b.owner(call);
      expect(response.statusCode, `${call.method ?? 'GET'} ${call.url}`).toBe(403);
      expect(response.json().message).toBe("You don't have access to this company");
    }
    expect(await tagsOfA()).toEqual(before);
  });

  it('reads the tenant in the filter exactly as the guard does: no spelling of it slips past the check', async () => {
    for (const spelling of [` ${a.companyId}`, `${a.companyId}.5`, `0x${a.companyId.toString(16)}`, `${a.companyId}e0`, true, a.companyId + 0.5]) {
      const response = await b.owner({ url: `${TAGS}?${query({ filter: { company_id: spelling } })}` });
      expect([400, 403], JSON.stringify(spelling)).toContain(response.statusCode);
    }
    const text = await b.owner({ url: `${TAGS}?${query({ filter: { company_id: String(a.companyId) } })}` });
    expect(text.statusCode).toBe(403);
  });

  it('makes a merchant name their company on a list; internal users may list across companies', async () => {
    const bare = await b.owner({ url: TAGS });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toMatch(/filter\.company_id is required/);
    const everyone = await internal({ url: `${TAGS}?${query({ filter: { q: 'downtown' }, range: [0, 99] })}` });
    expect(everyone.statusCode).toBe(200);
    const companies = new Set(everyone.json().map((row: { company_id: number }) => row.company_id));
    expect(companies.has(a.companyId) && companies.has(b.companyId)).toBe(true);
    expect((await internal({ method: 'POST', url: TAGS, payload: { company_id: 2147483000, tag_name: 'Nowhere' } })).statusCode).toBe(404);
  });

  it('refuses a user without the permission with 403 naming it, and changes nothing', async () => {
    const before = await tagsOfA();
    expect((await a.staff({ url: `${TAGS}?${query({ filter: { company_id: a.companyId } })}` })).statusCode).toBe(200);
    for (const call of [
      { method: 'POST', url: TAGS, payload: { company_id: a.companyId, tag_name: 'Staff tag' } },
      { method: 'PUT', url: `${TAGS}/${ids.Airport}`, payload: { tag_name: 'Staff edit' } },
      { method: 'DELETE', url: `${TAGS}/${ids.Airport}` },
    ] as InjectOptions[]) {
      const response = await a.staff(call);
      expect(response.statusCode, call.method).toBe(403);
      expect(response.json().message).toContain('edit_company_details');
    }
    expect(await tagsOfA()).toEqual(before);
  });

  it('is documented in OpenAPI like any other route', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths['/rest/test-company-tags']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(spec.paths['/rest/test-company-tags/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    const list = spec.paths['/rest/test-company-tags'].get;
    expect(list.tags).toEqual(['rest: test-company-tags']);
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['filter', 'range', 'sort']));
    expect(list.responses['200'].headers['Content-Range']).toBeDefined();
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    const body = spec.paths['/rest/test-company-tags'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['company_id', 'tag_name']);
  });
});

describe('ra-data-simple-rest against the generated routes', () => {
  it('drives list, getMany, getOne, create, update and delete through the real data provider', async () => {
    const token = (await t.login((await f.user({ companyId: a.companyId })).email)).accessToken;
    // The provider's own request code, with app.inject in place of fetch.
    const httpClient = async (url: string, options: { method?: string; body?: BodyInit | null } = {}) => {
      const body = typeof options.body === 'string' ? options.body : undefined;
      const response = await t.app.inject({
        method: (options.method ?? 'GET') as 'GET',
        url,
        payload: body,
        headers: { authorization: `Bearer ${token}`, 'content-type': body ? 'application/json' : 'text/plain' },
      });
      if (response.statusCode >= 400) throw new Error(`${response.statusCode} ${response.body}`);
      const headers = new Headers(Object.entries(response.headers).map(([key, value]): [string, string] => [key, String(value)]));
      return { status: response.statusCode, headers, body: response.body, json: response.json() };
    };
    const provider = simpleRestProvider('/api/rest', httpClient);
    const resource = 'test-company-tags';

    const page = await provider.getList(resource, { pagination: { page: 2, perPage: 2 }, sort: { field: 'tag_name', order: 'ASC' }, filter: { company_id: a.companyId } });
    expect(page.total).toBe(5);
    expect(page.data.map((row) => row.tag_name)).toEqual(['Drive-through', 'Late night']);

    const made = await provider.create(resource, { data: { company_id: a.companyId, tag_name: 'Via provider' } });
    expect(made.data).toMatchObject({ tag_name: 'Via provider', company_id: a.companyId });
    const many = await provider.getMany(resource, { ids: [made.data.id, page.data[0].id] });
    expect(many.data).toHaveLength(2);
    const one = await provider.getOne(resource, { id: made.data.id });
    const changed = await provider.update(resource, { id: made.data.id, data: { ...one.data, tag_name: 'Via provider, edited' }, previousData: one.data });
    expect(changed.data.tag_name).toBe('Via provider, edited');
    const reference = await provider.getManyReference(resource, {
      target: 'company_id',
      id: a.companyId,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'provider' },
      meta: undefined,
    });
    expect(reference.total).toBe(1);
    const removed = await provider.delete(resource, { id: made.data.id, previousData: changed.data });
    expect(removed.data.id).toBe(made.data.id);
    await expect(provider.getOne(resource, { id: made.data.id })).rejects.toThrow(/404/);
  });
});

describe('a store-scoped declared resource with children (modifier-group shaped)', () => {
  let items: { id: number }[];
  let foreignItem: { id: number };

  beforeAll(async () => {
    items = [await f.storeItem(a.storeId, { name: 'Oat Milk' }), await f.storeItem(a.storeId, { name: 'Iced Latte' }), await f.storeItem(a.storeId, { name: 'Hot Latte' })];
    foreignItem = await f.storeItem(b.storeId);
  });
  const optionsOf = (groupId: number) =>
    db.rows<{ id: number; name: string; precedence: number }>(sql`select id, name, precedence from modifier_options where modifier_group_id = ${groupId} order by precedence`);

  it('creates a row with its options (ordered by position) and linked items, and answers them', async () => {
    const group = await created(a.owner, GROUPS, {
      store_id: a.storeId,
      name: 'Milk choice',
      min_quantity: 0,
      max_quantity: 1,
      options: [{ name: 'Whole', size: 'XL', precedence: 7 }, { name: 'Oat', store_item_id: items[0].id, unit_price: 0.75 }],
      linked_items: [items[1].id, items[2].id, items[1].id],
    });
    expect(group).toMatchObject({
      store_id: a.storeId,
      name: 'Milk choice',
      description: null,
      active: true,
      option_count: 2,
      options: [
        // size is answered but not writable, precedence follows the array: both ignored as sent
        { name: 'Whole', precedence: 0, store_item_id: null, unit_price: 0, size: null },
        { name: 'Oat', precedence: 1, store_item_id: items[0].id, unit_price: 0.75 },
      ],
    });
    expect([...group.linked_items].sort()).toEqual([items[1].id, items[2].id].sort());
    expect((await a.owner({ url: `${GROUPS}/${group.id}` })).json()).toEqual(group);
  });

  it('replaces the options as a set: kept ids stay, new ones are added, missing ones go, positions follow the array', async () => {
    const group = await created(a.owner, GROUPS, { store_id: a.storeId, name: 'Syrups', max_quantity: 3, options: [{ name: 'Vanilla' }, { name: 'Caramel' }, { name: 'Hazelnut' }] });
    const [vanilla, caramel] = group.options;
    const response = await a.owner({
      method: 'PUT',
      url: `${GROUPS}/${group.id}`,
      payload: { ...group, options: [{ ...caramel, name: 'Salted caramel' }, { name: 'Mocha' }, { id: vanilla.id, name: 'Vanilla' }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().description).toBeNull();
    const options = response.json().options;
    expect(options.map((option: { name: string }) => option.name)).toEqual(['Salted caramel', 'Mocha', 'Vanilla']);
    expect(options[0].id).toBe(caramel.id);
    expect(options[2].id).toBe(vanilla.id);
    expect(await optionsOf(group.id)).toEqual([
      { id: caramel.id, name: 'Salted caramel', precedence: 0 },
      { id: options[1].id, name: 'Mocha', precedence: 1 },
      { id: vanilla.id, name: 'Vanilla', precedence: 2 },
    ]);
    // An option id of another group is not this group's: it is added as a new option, the other group is untouched.
    const other = await created(a.owner, GROUPS, { store_id: a.storeId, name: 'Other', options: [{ name: 'Keep me' }] });
    const stolen = await a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { options: [{ id: other.options[0].id, name: 'Taken' }] } });
    expect(stolen.json().options[0].id).not.toBe(other.options[0].id);
    expect(await optionsOf(other.id)).toEqual([{ id: other.options[0].id, name: 'Keep me', precedence: 0 }]);
    // Fields left out keep their children; an empty list clears them.
    const renamed = await a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { name: 'Flavours' } });
    expect(renamed.json()).toMatchObject({ name: 'Flavours', option_count: 1 });
    const cleared = await a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { options: [] } });
    expect(cleared.json().option_count).toBe(0);
  });

  it("refuses references to another store's items, and the declaration's own rule, with 400 naming the field", async () => {
    const group = await created(a.owner, GROUPS, { store_id: a.storeId, name: 'Checked', options: [{ name: 'Plain' }] });
    const cases: [Record<string, unknown>, string][] = [
      [{ linked_items: [items[0].id, foreignItem.id] }, `linked_items must be store items of this store (not ${foreignItem.id})`],
      [{ options: [{ name: 'Foreign', store_item_id: foreignItem.id }] }, `options.store_item_id must be store items of this store (not ${foreignItem.id})`],
      [{ min_quantity: 2 }, 'max_quantity must be at least min_quantity'],
    ];
    for (const [payload, message] of cases) {
      const response = await a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const create = await a.owner({ method: 'POST', url: GROUPS, payload: { store_id: a.storeId, name: 'Bad', linked_items: [foreignItem.id] } });
    expect(create.statusCode).toBe(400);
    expect((await a.owner({ url: `${GROUPS}/${group.id}` })).json()).toMatchObject({ options: [{ name: 'Plain' }], linked_items: [], min_quantity: 0 });
  });

  it("keeps tenancy on the store: lists name it, another company's store or row is refused, a missing store is 404", async () => {
    const group = await created(a.owner, GROUPS, { store_id: a.storeId, name: 'Guarded' });
    expect((await b.owner({ url: `${GROUPS}?${query({ filter: { store_id: a.storeId } })}` })).statusCode).toBe(403);
    expect((await b.owner({ url: GROUPS })).statusCode).toBe(403);
    expect((await b.owner({ method: 'POST', url: GROUPS, payload: { store_id: a.storeId, name: 'Intruder' } })).statusCode).toBe(403);
    expect((await b.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { name: 'Hijacked' } })).statusCode).toBe(403);
    expect((await b.owner({ method: 'DELETE', url: `${GROUPS}/${group.id}` })).statusCode).toBe(403);
    expect((await a.owner({ url: `${GROUPS}/${group.id}` })).json().name).toBe('Guarded');
    expect((await internal({ url: `${GROUPS}?${query({ filter: { store_id: 2147483000 } })}` })).statusCode).toBe(404);

    const list = await a.owner({ url: `${GROUPS}?${query({ filter: { store_id: a.storeId, q: 'guard', active: 'true' }, sort: ['option_count', 'DESC'] })}` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((row: { name: string }) => row.name)).toEqual(['Guarded']);
  });

  it('soft-deletes: the row disappears from every read and answers 404 after', async () => {
    const group = await created(a.owner, GROUPS, { store_id: a.storeId, name: 'Retired', options: [{ name: 'Only' }] });
    const deleted = await a.owner({ method: 'DELETE', url: `${GROUPS}/${group.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: group.id, name: 'Retired' });
    const row = await db.one<{ deleted: boolean }>(sql`select deleted_at is not null as deleted from modifier_groups where id = ${group.id}`);
    expect(row.deleted).toBe(true);
    expect((await a.owner({ url: `${GROUPS}/${group.id}` })).statusCode).toBe(404);
    expect((await a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { name: 'Back' } })).statusCode).toBe(404);
    const list = await a.owner({ url: `${GROUPS}?${query({ filter: { store_id: a.storeId, id: [group.id] } })}` });
    expect(list.json()).toEqual([]);
  });

  it('ends concurrent writers of one row with one writer’s whole result', async () => {
    const group = await created(a.owner, GROUPS, { store_id: a.storeId, name: 'Raced', options: [{ name: 'Start' }] });
    const sets = Array.from({ length: 16 }, (_, k) => Array.from({ length: 2 + (k % 4) }, (__, n) => ({ name: `W${k}-${n}` })));
    const responses = await Promise.all(
      sets.map((options, k) => a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { name: `Raced ${k}`, options, linked_items: [items[k % 3].id] } })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const final = (await a.owner({ url: `${GROUPS}/${group.id}` })).json();
    const writer = Number(final.name.replace('Raced ', ''));
    expect(final.options.map((option: { name: string }) => option.name)).toEqual(sets[writer].map((option) => option.name));
    expect(final.linked_items).toEqual([items[writer % 3].id]);
    expect((await optionsOf(group.id)).map((option) => option.precedence)).toEqual(sets[writer].map((_, position) => position));
  });
});

describe('declarations are checked when the app is built', () => {
  it('names the resource and the field of a mistake', () => {
    expect(() => compileResource({ ...testCompanyTags, sortable: ['tag_name', 'colour'] })).toThrow('REST resource test-company-tags: sortable field colour is not a column or computed field');
    expect(() => compileResource({ ...testCompanyTags, defaultSort: ['created_at', 'ASC'], sortable: ['tag_name'] })).toThrow(/default sort created_at is not sortable/);
    expect(() => compileResource({ ...testCompanyTags, name: 'Tags' })).toThrow(/lower-case/);
    expect(() => compileResource({ ...testCompanyTags, search: ['nope'] })).toThrow(/search field nope/);
    const { company_id: _dropped, ...withoutTenant } = testCompanyTags.create.properties;
    expect(() => compileResource({ ...testCompanyTags, create: { ...testCompanyTags.create, properties: withoutTenant, required: ['tag_name'] } })).toThrow(/must require company_id/);
  });

  it('refuses to build an app with a resource declared twice', async () => {
    const { buildApp } = await import('../../server/app.ts');
    await expect(buildApp({ db: t.database.db, jwtSecret: 'x', restResources: [testCompanyTags, testCompanyTags] })).rejects.toThrow(/declared twice/);
  });
});
