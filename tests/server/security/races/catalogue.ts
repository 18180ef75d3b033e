// Races of the writes that replace a set of the catalogue: the stores a global item is linked to, a
// store's items from an uploaded CSV, a global item's images (keyed by route in ../setWrites.ts).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { csvFile, multipart, upc } from '../../fixtures/multipart.ts';
import { raceWriters, together, type Race } from '../races.ts';

export const catalogueRaces: Record<string, Race> = {
  // Linking adds the store items that are missing, so writers of the same stores end with one item a store.
  'POST /api/inventory/:id/link-stores-with-global-item': async ({ f, db, tenant }) => {
    const item = await f.globalItem(tenant.company.id);
    const answers = await together([0, 1, 2, 3].map(() =>
      tenant.as({ method: 'POST', url: `/api/inventory/${item.id}/link-stores-with-global-item`, payload: { store_ids: [tenant.store.id] } }),
    ));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json().linked).sort()).toEqual([0, 0, 0, 1]);
    expect(await db.count(sql`select 1 from store_items where store_id = ${tenant.store.id} and item_id = ${item.id} and deleted_at is null`)).toBe(1);
  },

  'POST /api/inventory/ingestion/csv': async ({ f, db, tenant }) => {
    const store = await f.store(tenant.company.id);
    const rows = Array.from({ length: 40 }, (_, k) => `Race Item ${k},${upc(70_000 + k)},${(2 + k / 10).toFixed(2)},,,,,,,,`);
    const file = `name,upc,price,size,unit_count,description,category,sub_category,quantity,active,external_id\n${rows.join('\n')}\n`;
    const answers = await together([0, 1, 2].map(() => {
      const { payload, headers } = multipart(csvFile(file));
      return tenant.as({ method: 'POST', url: `/api/inventory/ingestion/csv?store_id=${store.id}`, payload, headers });
    }));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().message).toMatch(/still being applied/);
    expect(answers.filter((answer) => answer.statusCode === 200).reduce((sum, answer) => sum + answer.json().created, 0)).toBe(40);
    expect(await db.count(sql`select 1 from store_items where store_id = ${store.id} and deleted_at is null`)).toBe(40);
    expect(await db.count(sql`select distinct upc from store_items where store_id = ${store.id} and deleted_at is null`)).toBe(40);
  },

  'PATCH /api/inventory/items/global-items/:id': async ({ f, db, tenant }) => {
    const item = await f.globalItem(tenant.company.id);
    /** Writer i's images, in order (the first is the main one): i + 1 of its own. */
    const imagesOf = (i: number, round: number) => Array.from({ length: i + 1 }, (_, n) => `https://images.example/race-${round}-${i}-${n}.png`);
    await raceWriters({
      write: (i, round) => tenant.as({ method: 'PATCH', url: `/api/inventory/items/global-items/${item.id}`, payload: { images: imagesOf(i, round) } }),
      sent: (i, round) => JSON.stringify(imagesOf(i, round)),
      stored: async () => JSON.stringify((await db.one<{ images: string[] }>(sql`select images from global_items where id = ${item.id}`)).images),
    });
  },
};
