import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../../src/domain/searchText.ts';
import { selectRows } from '../../server/db/rows.ts';
import { storeAddresses } from '../../server/db/schema/index.ts';
import { storeWordsMatch, wordsMatch, wordsMatchEachRow } from '../../server/services/search/words.ts';
import { factories, type Inject } from './factories/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Search the way people type (issue 17): words in any order, prefixes of words, accents and punctuation
// ignored, codes typed in full or by their first digits, relevance first, and close spellings when
// nothing matches.

let t: TestApp;
let owner: Inject;
let companyId: number;
let storeId: number;

const NAMES = [
  'Coca-Cola Classic Soda 12 fl oz',
  'Milk',
  'Milk Chocolate Bar',
  'Chocolate Milk 16 oz',
  'Oat Milk Drink',
  'Crème Brûlée Cup',
  "Ben & Jerry's Half Baked",
  'Buttermilk Pancake Mix',
];

beforeAll(async () => {
  t = await createTestApp();
  const f = factories(t);
  const tenant = await f.tenant();
  owner = tenant.as;
  companyId = tenant.company.id;
  storeId = tenant.store.id;
  for (const [index, name] of NAMES.entries()) {
    const upc = index === 0 ? '049000050103' : null;
    const global = await f.globalItem(companyId, { name, upc });
    await f.storeItem(storeId, { name, upc, externalId: index === 1 ? 'SKU-MILK-1' : null, itemId: global.id });
  }
});
afterAll(() => t.close());

const globalNames = async (search: string) => {
  const response = await owner({ url: `/api/inventory/items/global-items/v2?${new URLSearchParams({ company_id: String(companyId), search_string: search })}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number; globalItems: { name: string }[]; suggestions?: string[] };
};
const storeNames = async (search: string) => {
  const response = await owner({ url: `/api/inventory/${storeId}?${new URLSearchParams({ search_string: search })}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number; items: { name: string }[]; suggestions?: string[] };
};

describe('the search key kept by PostgreSQL', () => {
  it('is the browser-side normalisation, after a space', async () => {
    const samples = [...NAMES, 'ÀÉÎÕÜ çñ', "L'Oréal  --  Paris!", 'Straße 5%_x'];
    const rows = await selectRows<{ key: string; input: string }>(
      t.database.db,
      sql`select input, search_key_of(input) as key from unnest(${`{${samples.map((s) => `"${s.replaceAll('"', '\\"')}"`).join(',')}}`}::text[]) input`,
    );
    for (const row of rows) expect(row.key).toBe(` ${normaliseSearchText(row.input)}`);
    const stored = await selectRows<{ name: string; search_key: string }>(t.database.db, sql`select name, search_key from global_items where company_id = ${companyId}`);
    for (const row of stored) expect(row.search_key).toBe(` ${normaliseSearchText(row.name)}`);
  });
});

describe('the words index test', () => {
  it('answers exactly what a LIKE on each word answers, for names of every shape', async () => {
    const names = [
      ...NAMES,
      'Vitamin D3 1e5 IU 12oz',
      'B12 2x4 x1y2z3 0012 5l',
      'A1 Steak Sauce 0 1 2',
      '7-Up 2L',
      'abc123def 1st 3d 1.5 oz',
      'Ünïcödé Brand e5',
    ];
    const typed = ['1', '1e', '1e5', '12', '12o', '2x', 'x1', 'b1', '00', '0', '5l', 'a1', 'st', '1s', '3', 'up 2', 'unic', 'e5', 'oz 1', 'coca cola', 'iu d3'];
    const list = `{${names.map((name) => `"${name.replaceAll('"', '\\"')}"`).join(',')}}`;
    for (const search of typed) {
      const words = normaliseSearchText(search).split(' ');
      const [indexed, eachRow] = await Promise.all(
        [wordsMatch, wordsMatchEachRow].map((test) =>
          selectRows<{ name: string }>(
            t.database.db,
            sql`select name from (select name, search_key_of(name) as key from unnest(${list}::text[]) name) v where ${test(sql`v.key`, words)} order by name`,
          ),
        ),
      );
      expect(eachRow.length, search).toBeGreaterThan(0);
      expect(indexed, search).toEqual(eachRow);
    }
  });

  it("answers, for a store's items, what a LIKE answers on that store's rows only (not store 12's for store 1)", async () => {
    const names = ['Silken Tofu 14 oz', 'Tofu Burger', 'Smoked tofu', 'Coca-Cola 12 fl oz', '1 Tofu'];
    const list = `{${names.map((name) => `"${name}"`).join(',')}}`;
    for (const search of ['tofu', 'to', 'tofu 14', 'burg tof', '1', '12', 'cola', 'x']) {
      const words = normaliseSearchText(search).split(' ');
      const rows = (test: SQL) =>
        selectRows<{ name: string }>(
          t.database.db,
          sql`select si.name from (select store_id, name, search_key_of(name) as search_key
                                   from unnest(array[1, 12, 21]) store_id, unnest(${list}::text[]) name) si
              where ${test} order by si.name`,
        );
      const [indexed, eachRow] = await Promise.all([
        rows(storeWordsMatch(1, words)),
        rows(sql`si.store_id = 1 and ${wordsMatchEachRow(sql`si.search_key`, words)}`),
      ]);
      expect(indexed, search).toEqual(eachRow);
    }
  });

  it('keeps at most 256 kB of new rows in the pending list that every search of the item tables reads', async () => {
    const rows = await selectRows<{ name: string; options: string[] }>(
      t.database.db,
      sql`select relname as name, reloptions as options from pg_class
          where relname in ('global_items_live_company_words', 'store_items_live_store_words') order by relname`,
    );
    expect(rows).toEqual([
      { name: 'global_items_live_company_words', options: ['gin_pending_list_limit=256'] },
      { name: 'store_items_live_store_words', options: ['gin_pending_list_limit=256'] },
    ]);
  });
});

describe('the global item search', () => {
  it('finds a name from the starts of its words, in any order, whatever the case and punctuation', async () => {
    for (const search of ['coca cola 12', 'cola coca', 'COCA-COLA', 'class soda', 'co cl 12 fl']) {
      expect((await globalNames(search)).globalItems.map((item) => item.name), search).toEqual(['Coca-Cola Classic Soda 12 fl oz']);
    }
    expect((await globalNames('ola')).count).toBe(0);
  });

  it('ignores accents and apostrophes, and reads & as "and"', async () => {
    expect((await globalNames('creme brulee')).globalItems.map((item) => item.name)).toEqual(['Crème Brûlée Cup']);
    expect((await globalNames('jerrys ben and')).globalItems.map((item) => item.name)).toEqual(["Ben & Jerry's Half Baked"]);
  });

  it('ranks the exact name first, then names starting with it, then the others by name', async () => {
    expect((await globalNames('milk')).globalItems.map((item) => item.name)).toEqual(['Milk', 'Milk Chocolate Bar', 'Chocolate Milk 16 oz', 'Oat Milk Drink']);
  });

  it('finds an item by its UPC typed in full or by six or more of its first digits', async () => {
    for (const search of ['049000050103', '049000', '0-49000-05']) {
      expect((await globalNames(search)).globalItems.map((item) => item.name), search).toEqual(['Coca-Cola Classic Soda 12 fl oz']);
    }
  });

  it('offers close spellings when nothing matches', async () => {
    const answer = await globalNames('chocolte');
    expect(answer.count).toBe(0);
    expect(answer.suggestions).toEqual(expect.arrayContaining(['Milk Chocolate Bar']));
    expect((await globalNames('milk')).suggestions).toBeUndefined();
  });
});

describe('the store inventory search', () => {
  it('matches words in any order and external ids typed in full', async () => {
    expect((await storeNames('milk oat')).items.map((item) => item.name)).toEqual(['Oat Milk Drink']);
    expect((await storeNames('SKU-MILK-1')).items.map((item) => item.name)).toEqual(['Milk']);
    expect((await storeNames('0490000501')).items.map((item) => item.name)).toEqual(['Coca-Cola Classic Soda 12 fl oz']);
  });

  it('offers close spellings when nothing matches', async () => {
    const answer = await storeNames('pancak mixx');
    expect(answer.items).toEqual([]);
    expect(answer.suggestions).toContain('Buttermilk Pancake Mix');
  });
});

describe('the store search', () => {
  it('finds a store by words of its name and address, in any order', async () => {
    const f = factories(t);
    const store = await f.store(companyId, { name: "Joe's Café — Downtown" });
    await t.database.db.update(storeAddresses).set({ line1: '500 Flatbush Ave', city: 'Brooklyn' }).where(sql`${storeAddresses.storeId} = ${store.id}`);
    for (const search of ['joes cafe', 'cafe joe', 'brooklyn joe', 'flatb 500']) {
      const response = await owner({ url: `/api/stores/?${new URLSearchParams({ company_id: String(companyId), search_string: search })}` });
      expect(response.statusCode).toBe(200);
      expect((response.json().stores as { name: string }[]).map((row) => row.name), search).toEqual(["Joe's Café — Downtown"]);
    }
    const nothing = await owner({ url: `/api/stores/?${new URLSearchParams({ company_id: String(companyId), search_string: '—' })}` });
    expect(nothing.json()).toEqual({ count: 0, stores: [] });
  });

  it('ranks by the name: the name as typed, then names starting with it, then names holding it, then address matches', async () => {
    const f = factories(t);
    const tenant = await f.tenant();
    const company = tenant.company.id;
    for (const name of ['Downtown Market', 'Corner Shop', 'Market Street Deli', 'Market']) {
      const store = await f.store(company, { name });
      const line1 = name === 'Corner Shop' ? '12 Market Ave' : '1 Elm St';
      await t.database.db.update(storeAddresses).set({ line1, city: 'Springfield' }).where(sql`${storeAddresses.storeId} = ${store.id}`);
    }
    const response = await tenant.as({ url: `/api/stores/?${new URLSearchParams({ company_id: String(company), search_string: 'market' })}` });
    expect(response.statusCode).toBe(200);
    expect((response.json().stores as { name: string }[]).map((row) => row.name)).toEqual(['Market', 'Market Street Deli', 'Downtown Market', 'Corner Shop']);
  });
});
