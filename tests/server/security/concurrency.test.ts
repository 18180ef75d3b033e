// Writers that replace a set under a store, racing (meaningful on PostgreSQL, TEST_DATABASE_URL, where
// requests run on several connections at once; PGlite runs them one after another): each race ends
// with exactly one writer's result, or the others are told 409. The sets of roles and people are in
// concurrency.people.test.ts, those of menus, modifier groups and store items in concurrency.menus.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories, type Inject } from '../factories/index.ts';
import { csvFile, multipart, upc } from '../fixtures/multipart.ts';
import { reader } from '../fixtures/demo.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { canonical, raceWriters } from './races.ts';

let t: TestApp;
let f: Factories;
let db: ReturnType<typeof reader>;
let tenant: Awaited<ReturnType<Factories['tenant']>>;
let as: Inject;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  db = reader(t);
  tenant = await f.tenant();
  as = tenant.as;
});
afterAll(() => t.close());

/** Writer i's week: each day open from (8 + i):00 to (9 + i):30, and writer i also opens Sunday evening when odd. */
const weekOf = (i: number) => [
  ...[0, 1, 2, 3, 4, 5, 6].map((day) => ({ dayOfWeek: day, open_time: `${String(8 + i).padStart(2, '0')}:00`, close_time: `${String(9 + i).padStart(2, '0')}:30`, isClosed: false })),
  ...(i % 2 ? [{ dayOfWeek: 6, open_time: '20:00', close_time: '21:00', isClosed: false }] : []),
];
const shape = (rows: { dayOfWeek: number; open_time: string; close_time: string }[]) =>
  JSON.stringify(rows.map((row) => [row.dayOfWeek, row.open_time.slice(0, 5), row.close_time.slice(0, 5)]).sort());

describe('concurrent writers of one store', () => {
  it('simultaneous store-hours PUTs leave exactly one writer’s week', async () => {
    for (let round = 0; round < 3; round++) {
      const writers = [0, 1, 2, 3];
      const answers = await Promise.all(writers.map((i) => as({ method: 'PUT', url: `/api/stores/${tenant.store.id}/store-hours`, payload: weekOf(i) })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(writers.map(() => 200));
      const stored = await db.rows<{ dayOfWeek: number; open_time: string; close_time: string }>(
        sql`select day_of_week as "dayOfWeek", open_time::text, close_time::text from store_hours where store_id = ${tenant.store.id}`,
      );
      expect(writers.filter((i) => shape(weekOf(i)) === shape(stored))).toHaveLength(1);
    }
  });

  it('simultaneous links of a global item to one store make one store item', async () => {
    const item = await f.globalItem(tenant.company.id);
    const answers = await Promise.all([0, 1, 2, 3].map(() =>
      as({ method: 'POST', url: `/api/inventory/${item.id}/link-stores-with-global-item`, payload: { store_ids: [tenant.store.id] } }),
    ));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json().linked).sort()).toEqual([0, 0, 0, 1]);
    expect(await db.count(sql`select 1 from store_items where store_id = ${tenant.store.id} and item_id = ${item.id} and deleted_at is null`)).toBe(1);
  });

  it('simultaneous uploads of one CSV to a store create each row once; the others are told 409', async () => {
    const store = await f.store(tenant.company.id);
    const rows = Array.from({ length: 40 }, (_, k) => `Race Item ${k},${upc(70_000 + k)},${(2 + k / 10).toFixed(2)},,,,,,,,`);
    const file = `name,upc,price,size,unit_count,description,category,sub_category,quantity,active,external_id\n${rows.join('\n')}\n`;
    const answers = await Promise.all([0, 1, 2].map(() => {
      const { payload, headers } = multipart(csvFile(file));
      return as({ method: 'POST', url: `/api/inventory/ingestion/csv?store_id=${store.id}`, payload, headers });
    }));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().message).toMatch(/still being applied/);
    expect(answers.filter((answer) => answer.statusCode === 200).reduce((sum, answer) => sum + answer.json().created, 0)).toBe(40);
    expect(await db.count(sql`select 1 from store_items where store_id = ${store.id} and deleted_at is null`)).toBe(40);
    expect(await db.count(sql`select distinct upc from store_items where store_id = ${store.id} and deleted_at is null`)).toBe(40);
  });

  it('simultaneous pauses of every channel leave one open pause a channel, all of one writer', async () => {
    const store = await f.store(tenant.company.id);
    await db.rows(sql`insert into store_partners (store_id, partner_id, partner_store_id) values (${store.id}, 1, 'DD-race'), (${store.id}, 2, 'UE-race') returning id`);
    /** Writer i pauses until a time of its own, hours from now. */
    const endOf = (i: number, round: number) => new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + (round * 4 + i + 1) * 3600_000).toISOString();
    const ends = new Map<string, string>();
    await raceWriters({
      write: (i, round) => {
        const end = ends.get(`${i}.${round}`) ?? endOf(i, round);
        ends.set(`${i}.${round}`, end);
        return as({ method: 'PUT', url: `/api/stores/${store.id}/status`, payload: { dsp_name: 'all', is_active: false, pause_end: end } });
      },
      sent: (i, round) => canonical([1, 2].map((partner) => [partner, ends.get(`${i}.${round}`)])),
      stored: async () =>
        canonical(
          (await db.rows<{ partner_id: number; ends_at: string }>(
            sql`select partner_id, to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ends_at
                from channel_pauses where store_id = ${store.id} and resumed_at is null and ends_at > now()`,
          )).map((row) => [row.partner_id, row.ends_at]),
        ),
    });
  });

  it('simultaneous banner edits leave exactly one writer’s featured products, segments and places', async () => {
    const products: number[] = [];
    for (let n = 0; n < 6; n++) products.push((await f.globalItem(tenant.company.id)).id);
    const created = await as({ method: 'POST', url: `/api/stores/company/${tenant.company.id}/campaigns`, payload: { name: 'Race banner' } });
    const bannerId = created.json().id as number;
    const SEGMENTS = ['new_customers', 'returning_customers', 'loyalty_members', 'lapsed_customers'];
    const PLACES = ['home_hero', 'category_page', 'search_results', 'checkout'];
    const pick = <T>(list: readonly T[], i: number, round: number) => Array.from({ length: i + 1 }, (_, n) => list[(round + i + n) % list.length]);
    const bannerOf = (i: number, round: number) => ({ featured_products: pick(products, i, round), segments: pick(SEGMENTS, 3 - i, round), display_locations: pick(PLACES, i, round + 1) });
    const shape = (banner: { featured_products: number[]; segments: string[]; display_locations: string[] }) =>
      JSON.stringify([[...banner.featured_products].sort(), [...banner.segments].sort(), [...banner.display_locations].sort()]);
    await raceWriters({
      write: (i, round) => as({ method: 'PUT', url: `/api/stores/company/${tenant.company.id}/campaigns/${bannerId}`, payload: bannerOf(i, round) }),
      sent: (i, round) => shape(bannerOf(i, round)),
      stored: async () => shape((await as({ url: `/api/stores/company/${tenant.company.id}/campaigns/${bannerId}` })).json()),
    });
  });
});
