import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Value from 'typebox/value';
import { MatchList, NoMatchList, type MatchActionResult, type MatchCounts } from '../../src/contract/matching.ts';
import { factories, type Inject } from './factories/index.ts';
import { reader } from './fixtures/demo.ts';
import { csvFile, multipart } from './fixtures/multipart.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Item matching calls (spec 001 section 7) over a small catalogue whose names no demo item shares.
let t: TestApp;
let db: ReturnType<typeof reader>;
let owner: Inject;
let viewer: Inject;
let outsider: Inject;
let stranger: Inject;
let storeId: number;
let companyId: number;
const catalogue: Record<string, number> = {};

const CSV = [
  'name,upc,price,size',
  'ZORBLY COLA CLASSIC,49000000443,1.99,12 oz', // 11 digits: the UPC-A 049000000443 without its leading zero
  'Quixot PB Creamy,,3.49,16oz', // shorthand, name and size only
  'Quixot PB,,3.49,', // two candidates, no size: a person decides
  'Frobnicator Widget Deluxe,,5.00,', // not in the catalogue
  'Blimpo Chips Sea Salt,036000291452,2.49,8 oz', // the code of another product
  '"=HYPERLINK(""http://x"")",,1.00,', // a cell that would be a formula
].join('\n');

const path = (call: string, store = storeId) => `/api/stores/${store}/inventory/item-management/${call}`;
const upload = async () => {
  const response = await owner({ method: 'POST', url: `/api/inventory/ingestion/csv?store_id=${storeId}`, ...multipart(csvFile(CSV)) });
  expect(response.statusCode, response.body).toBe(200);
  await t.app.jobs.drain();
};
const counts = async () => (await owner({ url: path('manual-match-items-count') })).json<MatchCounts>();
const list = async (call: 'match' | 'partial-match', query = '') => (await owner({ url: `${path(call)}${query}` })).json<MatchList>();
const noMatch = async (query = '') => (await owner({ url: `${path('no-match')}${query}` })).json<NoMatchList>();
const storeItemId = async (name: string) =>
  (await db.one<{ id: number }>(sql`select id from store_items where store_id = ${storeId} and name = ${name} and deleted_at is null`)).id;

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
  const f = factories(t);
  const tenant = await f.tenant();
  owner = tenant.as;
  storeId = tenant.store.id;
  companyId = tenant.company.id;
  viewer = await f.signIn(await f.user({ companyId, storeIds: [storeId], permissions: ['lm_view_store_inventory'] }));
  outsider = await f.signIn(await f.user({ companyId, storeIds: [storeId], permissions: ['view_banners'] }));
  stranger = (await f.tenant()).as;
  const items: [string, string | null, string][] = [
    ['Zorbly Cola Classic', '049000000443', '12 fl oz'],
    ['Zorbly Orange Fizz', '036000291452', '12 fl oz'],
    ['Quixot Creamy Peanut Butter', null, '16 oz'],
    ['Quixot Crunchy Peanut Butter', null, '16 oz'],
    ['Quixot Creamy Peanut Butter 40 oz', null, '40 oz'],
  ];
  for (const [name, upc, size] of items) catalogue[name] = (await f.globalItem(companyId, { name, upc, size })).id;
  await upload();
});
afterAll(() => t.close());

describe('the engine after a CSV import', () => {
  it('matches by verified code and by name and size, proposes the uncertain, and leaves the rest', async () => {
    const matches = await list('match');
    const byName = Object.fromEntries(matches.items.map((row) => [row.storeItem.name, row]));
    expect(byName['ZORBLY COLA CLASSIC'].globalItem.id).toBe(catalogue['Zorbly Cola Classic']);
    expect(byName['ZORBLY COLA CLASSIC'].reasons).toContain('UPC 049000000443 matches');
    expect(byName['ZORBLY COLA CLASSIC'].reasons).toContain('size 12 oz = 12 fl oz');
    expect(byName['ZORBLY COLA CLASSIC'].storeItem).toMatchObject({ upc: '49000000443', gtin: '00049000000443' });
    expect(byName['Quixot PB Creamy'].globalItem.id).toBe(catalogue['Quixot Creamy Peanut Butter']);

    const partial = await list('partial-match');
    const blimpo = partial.items.find((row) => row.storeItem.name === 'Blimpo Chips Sea Salt')!;
    expect(blimpo.reasons.join(' ')).toMatch(/Zorbly Orange Fizz.*disagrees/);
    const pb = partial.items.find((row) => row.storeItem.name === 'Quixot PB')!;
    expect([pb.globalItem, ...pb.candidates.map((candidate) => candidate.globalItem)].map((item) => item.name)).toEqual(
      expect.arrayContaining(['Quixot Creamy Peanut Butter', 'Quixot Crunchy Peanut Butter']),
    );
    // lowest score first
    const scores = partial.items.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));

    expect((await noMatch()).items.map((row) => row.storeItem.name)).toContain('Frobnicator Widget Deluxe');
    expect(await counts()).toEqual({ match: 2, partial: 2, noMatch: 2, items_to_be_reviewed: 4 });
  });

  it('searches by name and by code as written or normalised, and filters by review status', async () => {
    expect((await list('match', '?search=zorbly')).items.map((row) => row.storeItem.name)).toEqual(['ZORBLY COLA CLASSIC']);
    expect((await list('match', '?search=049000000443')).count).toBe(1);
    expect((await list('match', '?search=4900000')).count).toBe(1);
    expect((await list('match', '?tag=reviewed')).count).toBe(0);
    expect((await list('match', '?tag=reviewed&tag=to_review')).count).toBe(2);
    expect((await list('match', '?limit=1')).items).toHaveLength(1);
  });

  it('answers exactly the contract, field for field, as JSON (the rows are built by PostgreSQL, not by the route\'s serialiser)', async () => {
    const answers = [
      [MatchList, await owner({ url: path('match') })],
      [MatchList, await owner({ url: path('partial-match') })],
      [MatchList, await owner({ url: `${path('partial-match')}?search=quixot&offset=1` })],
      [NoMatchList, await owner({ url: path('no-match') })],
    ] as const;
    for (const [schema, response] of answers) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body: unknown = response.json();
      expect([...Value.Errors(schema, body)]).toEqual([]);
      // Clean drops what the schema does not declare: nothing may be dropped.
      expect(Value.Clean(schema, structuredClone(body))).toEqual(body);
    }
    const partial = answers[1][1].json<MatchList>();
    expect(partial.items.some((row) => row.candidates.length > 0)).toBe(true);
  });

  it('pages an unsearched list in its order, with every field of the rows past the first page', async () => {
    const whole = await list('partial-match');
    const second = await list('partial-match', '?limit=1&offset=1');
    expect(second).toEqual({ count: whole.count, items: [whole.items[1]] });
    expect(await list('partial-match', '?offset=20')).toEqual({ count: whole.count, items: [] });
  });

  it('counts a searched or filtered list whichever page is asked, past the end too', async () => {
    const second = await noMatch('?tag=to_review&limit=1&offset=1');
    expect(second.count).toBe(2);
    expect(second.items).toHaveLength(1);
    const first = await noMatch('?tag=to_review&limit=1');
    expect(first.items[0]!.storeItem.id).not.toBe(second.items[0]!.storeItem.id);
    expect(await noMatch('?tag=to_review&offset=20')).toEqual({ count: 2, items: [] });
    expect(await list('match', '?search=zorbly&offset=20')).toEqual({ count: 1, items: [] });
    expect(await list('match', '?search=nothing-like-it')).toEqual({ count: 0, items: [] });
  });
});

describe('actions', () => {
  it('accepts confident matches in one action', async () => {
    const ids = (await list('match')).items.map((row) => row.storeItem.id);
    const response = await owner({ method: 'PATCH', url: path('review-store-items'), payload: { store_item_ids: [...ids, 999999] } });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<MatchActionResult>();
    expect(answer.applied.sort()).toEqual(ids.sort());
    expect(answer.skipped).toEqual([{ id: 999999, reason: 'store item 999999 is not in this store' }]);
    expect(answer.counts).toMatchObject({ match: 2, items_to_be_reviewed: 2 });
    const linked = await db.rows<{ item_id: number; is_reviewed: boolean }>(sql`select item_id, is_reviewed from store_items where id = any(${`{${ids}}`}::int[])`);
    expect(linked.every((row) => row.is_reviewed && row.item_id !== null)).toBe(true);
  });

  it('rejects a wrong proposal, links the right item, and remembers the rejection across a re-upload', async () => {
    const pbId = await storeItemId('Quixot PB');
    const wrong = catalogue['Quixot Crunchy Peanut Butter'];
    const unlinked = await owner({ method: 'PUT', url: path('unlink'), payload: { items: [{ store_item_id: pbId, global_item_id: wrong }] } });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    const proposedFor = async () => {
      const row = (await list('partial-match')).items.find((item) => item.storeItem.id === pbId);
      return row ? [row.globalItem.id, ...row.candidates.map((candidate) => candidate.globalItem.id)] : [];
    };
    expect(await proposedFor()).not.toContain(wrong);

    await t.database.db.execute(sql`update store_items set deleted_at = now() where id = ${pbId}`);
    await upload(); // the item comes back as a new store item from the same file
    const again = await storeItemId('Quixot PB');
    expect(again).not.toBe(pbId);
    const row = (await list('partial-match')).items.find((item) => item.storeItem.id === again);
    expect(row && [row.globalItem.id, ...row.candidates.map((candidate) => candidate.globalItem.id)]).not.toContain(wrong);

    const right = catalogue['Quixot Creamy Peanut Butter 40 oz'];
    const linked = await owner({ method: 'PUT', url: path('update'), payload: { store_item_id: again, global_item_id: right } });
    expect(linked.statusCode, linked.body).toBe(200);
    const matched = (await list('match')).items.find((item) => item.storeItem.id === again)!;
    expect(matched.globalItem.id).toBe(right);
    expect(matched.storeItem).toMatchObject({ item_id: right, is_reviewed: true });
  });

  it('refuses to link an item of another company', async () => {
    const other = await factories(t).company();
    const foreign = await factories(t).globalItem(other.id, { name: 'Foreign Thing' });
    const response = await owner({ method: 'PUT', url: path('update'), payload: { store_item_id: await storeItemId('Quixot PB'), global_item_id: foreign.id } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('global_item_id');
  });

  it('inserts a no-match item into the company catalogue as Unresolved', async () => {
    const id = await storeItemId('Frobnicator Widget Deluxe');
    const before = await counts();
    const response = await owner({ method: 'POST', url: path('insert'), payload: { store_item_ids: [id] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MatchActionResult>().counts).toMatchObject({ noMatch: before.noMatch - 1, match: before.match + 1 });
    const created = await db.one<{ company_id: number; verification: string; name: string; item_id: number; id: number }>(
      sql`select g.company_id, g.verification, g.name, g.id, si.item_id from global_items g join store_items si on si.id = ${id} where g.store_item_id = ${id}`,
    );
    expect(created).toMatchObject({ company_id: companyId, verification: 'unresolved', name: 'Frobnicator Widget Deluxe', item_id: created.id });
    const again = await owner({ method: 'POST', url: path('insert'), payload: { store_item_ids: [id] } });
    expect(again.json<MatchActionResult>().skipped).toEqual([{ id, reason: `store item ${id} is already linked to a catalogue item` }]);
  });

  it('sets a store item aside as having no catalogue item until it changes', async () => {
    const id = await storeItemId('Blimpo Chips Sea Salt');
    const response = await owner({ method: 'PATCH', url: path('review-store-items'), payload: { store_item_ids: [id], decision: 'no_catalogue_item' } });
    expect(response.json<MatchActionResult>().applied).toEqual([id]);
    expect((await list('partial-match')).items.map((row) => row.storeItem.id)).not.toContain(id);
    await upload(); // the same file changes nothing
    expect((await list('partial-match')).items.map((row) => row.storeItem.id)).not.toContain(id);
    const edited = await owner({ method: 'PUT', url: `/api/inventory/${storeId}/item`, payload: { id, name: 'Blimpo Chips Sea Salt', size: '9 oz' } });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.app.jobs.drain();
    expect((await list('partial-match')).items.map((row) => row.storeItem.id)).toContain(id);
  });

  it('copies a store item to its global item only when it has name, size, code and category and differs', async () => {
    const id = await storeItemId('Frobnicator Widget Deluxe');
    const missing = await owner({ method: 'PUT', url: path('update-global-item'), payload: { store_item_ids: [id] } });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toContain('has no size, upc, category');
    const { id: category } = await db.one<{ id: number }>(sql`select id from categories order by id limit 1`);
    await t.database.db.execute(sql`update store_items set size = '2 ct', upc = '012345678905', category_id = ${category} where id = ${id}`);
    const copied = await owner({ method: 'PUT', url: path('update-global-item'), payload: { store_item_ids: [id] } });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(await db.one(sql`select size, upc, gtin from global_items where store_item_id = ${id}`)).toEqual({ size: '2 ct', upc: '012345678905', gtin: '00012345678905' });
    const same = await owner({ method: 'PUT', url: path('update-global-item'), payload: { store_item_ids: [id] } });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toContain('is the same as its global item');
  });

  it('exports the list with scores and reasons, formulas neutralised', async () => {
    const response = await owner({ method: 'POST', url: path('export-to-csv'), payload: { result: 'noMatch' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    const matches = await owner({ method: 'POST', url: path('export-to-csv'), payload: { result: 'match' } });
    expect(matches.body.split('\r\n')[0]).toContain('score,reasons');
    expect(matches.body).toContain('UPC 049000000443 matches');
  });

  it('deletes store items', async () => {
    const id = await storeItemId('=HYPERLINK("http://x")');
    const response = await owner({ method: 'DELETE', url: path('delete'), payload: { store_item_ids: [id] } });
    expect(response.json<MatchActionResult>().applied).toEqual([id]);
    expect((await noMatch()).items.map((row) => row.storeItem.id)).not.toContain(id);
  });

  it('runs on demand', async () => {
    const response = await owner({ method: 'POST', url: path('run') });
    expect(response.statusCode).toBe(202);
    await t.app.jobs.drain();
    expect((await counts()).match).toBeGreaterThan(0);
  });
});

/** The counts as defined (spec 001 §7), straight from the tables: what the kept counts must equal. */
const countedNow = async (): Promise<MatchCounts> =>
  db.one<MatchCounts>(sql`
    select count(*) filter (where m.result = 'match' and m.global_item_id is not null)::int as match,
           count(*) filter (where m.result = 'partial' and m.global_item_id is not null)::int as partial,
           count(*) filter (where m.result = 'noMatch')::int as "noMatch",
           count(*) filter (where m.result <> 'noMatch' and m.global_item_id is not null and not si.is_reviewed)::int as items_to_be_reviewed
    from store_item_matches m join store_items si on si.id = m.store_item_id
    where m.store_id = ${storeId} and not m.no_catalogue_item and si.deleted_at is null`);

describe('kept counts', () => {
  it('follow every change of a result, and of an item’s reviewed or deleted state, whoever writes it', async () => {
    expect(await counts()).toEqual(await countedNow());
    const [first] = (await list('match')).items;
    // Writers that know nothing of the counts: the triggers mark them stale.
    await t.database.db.execute(sql`update store_items set is_reviewed = not is_reviewed where id = ${first.storeItem.id}`);
    expect(await counts()).toEqual(await countedNow());
    await t.database.db.execute(sql`update store_items set deleted_at = now() where id = ${first.storeItem.id}`);
    const afterDelete = await counts();
    expect(afterDelete).toEqual(await countedNow());
    await t.database.db.execute(sql`update store_item_matches set result = 'noMatch', global_item_id = null where store_id = ${storeId} and result = 'partial'`);
    expect(await counts()).toEqual(await countedNow());
    await t.database.db.execute(sql`delete from store_item_matches where store_id = ${storeId} and result = 'noMatch'`);
    expect(await counts()).toEqual(await countedNow());
    expect((await counts()).noMatch).toBe(0);
  });

  it('give the unfiltered lists their counts, by review status too', async () => {
    const response = await owner({ method: 'POST', url: path('run') });
    expect(response.statusCode).toBe(202);
    await t.app.jobs.drain();
    for (const call of ['match', 'partial-match'] as const) {
      for (const query of ['', '?tag=reviewed', '?tag=to_review', '?tag=reviewed&tag=to_review']) {
        const page = await list(call, `${query}${query ? '&' : '?'}limit=100`);
        expect(page.count, `${call}${query}`).toBe(page.items.length);
      }
    }
    expect((await noMatch()).count).toBe((await countedNow()).noMatch);
  });
});

const CALLS: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; call: string; payload?: object; edit: boolean }[] = [
  { method: 'GET', call: 'manual-match-items-count', edit: false },
  { method: 'GET', call: 'match', edit: false },
  { method: 'GET', call: 'partial-match', edit: false },
  { method: 'GET', call: 'no-match', edit: false },
  { method: 'POST', call: 'export-to-csv', payload: { result: 'match' }, edit: false },
  { method: 'PATCH', call: 'review-store-items', payload: { store_item_ids: [1] }, edit: true },
  { method: 'PUT', call: 'update', payload: { store_item_id: 1, global_item_id: 1 }, edit: true },
  { method: 'PUT', call: 'unlink', payload: { items: [{ store_item_id: 1, global_item_id: 1 }] }, edit: true },
  { method: 'POST', call: 'insert', payload: { store_item_ids: [1] }, edit: true },
  { method: 'PUT', call: 'update-global-item', payload: { store_item_ids: [1] }, edit: true },
  { method: 'DELETE', call: 'delete', payload: { store_item_ids: [1] }, edit: true },
  { method: 'POST', call: 'run', edit: true },
];

describe('access', () => {
  it.each(CALLS)('$method $call: 403 for another company and without the permission', async ({ method, call, payload, edit }) => {
    expect((await stranger({ method, url: path(call), payload })).statusCode).toBe(403);
    expect((await outsider({ method, url: path(call), payload })).statusCode).toBe(403);
    if (edit) expect((await viewer({ method, url: path(call), payload })).statusCode).toBe(403);
    else expect((await viewer({ method, url: path(call), payload })).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    ['GET', 'match?limit=0', undefined, 'limit'],
    ['GET', 'partial-match?tag=maybe', undefined, 'tag'],
    ['GET', 'no-match?sort=price', undefined, 'sort'],
    ['POST', 'export-to-csv', { result: 'all' }, 'result'],
    ['PATCH', 'review-store-items', { store_item_ids: [] }, 'store_item_ids'],
    ['PATCH', 'review-store-items', { store_item_ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'store_item_ids'],
    ['PATCH', 'review-store-items', { store_item_ids: [1], decision: 'maybe' }, 'decision'],
    ['PUT', 'update', { store_item_id: 1 }, 'global_item_id'],
    ['PUT', 'unlink', { items: [{ store_item_id: 'x', global_item_id: 1 }] }, 'store_item_id'],
    ['POST', 'insert', {}, 'store_item_ids'],
    ['PUT', 'update-global-item', { store_item_ids: [0] }, 'store_item_ids'],
    ['DELETE', 'delete', { store_item_ids: 'all' }, 'store_item_ids'],
  ] as const)('%s %s: 400 naming %s', async (method, call, payload, field) => {
    const response = await owner({ method, url: path(call), payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
  });
});
