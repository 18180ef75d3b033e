import { sql } from 'drizzle-orm';
import type { CatalogueItem } from '../../../src/domain/matching/score.ts';
import { displayGtin } from '../../../src/domain/matching/gtin.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { similarAtLeast } from '../../db/trigramOperators.ts';
import { intArray, textArray } from '../catalogue/sql.ts';

/** Name candidates read per store item. */
const NAME_CANDIDATES = 6;
/** pg_trgm similarity a catalogue name needs to be read as a candidate at all. */
const NAME_THRESHOLD = 0.25;

interface Row extends Record<string, unknown> {
  ord: number;
  id: number;
  name: string;
  upc: string | null;
  gtin: string | null;
  size: string | null;
  unit_count: number | null;
}

const toItem = (row: Row): CatalogueItem => ({
  id: row.id,
  name: row.name,
  upc: row.upc,
  gtin: row.gtin,
  size: row.size,
  unitCount: row.unit_count,
});

/**
 * The catalogue a store matches against: its company's live global items, and the platform-wide ones
 * unless `companyOnly` (a labelled set measured on its own, bench/matching.ts).
 */
export interface CatalogueScope {
  companyId: number;
  companyOnly?: boolean;
}

const inScope = ({ companyId, companyOnly }: CatalogueScope) =>
  companyOnly ? sql`g.deleted_at is null and g.company_id = ${companyId}` : sql`g.deleted_at is null and (g.company_id is null or g.company_id = ${companyId})`;
const columns = sql`g.id, g.name, g.upc, g.gtin, g.size, g.unit_count`;

/**
 * The ways a GTIN-14 may have been written in a catalogue item whose GTIN column is not filled yet:
 * 14, 13 and 12 digits, 11 (leading zero dropped), 8 (EAN-8).
 */
function writtenForms(gtin: string): string[] {
  const forms = new Set([gtin, gtin.slice(1), displayGtin(gtin)]);
  if (gtin.startsWith('000')) forms.add(gtin.slice(3));
  if (gtin.startsWith('000000')) forms.add(gtin.slice(6));
  return [...forms];
}

/** Catalogue items carrying one of the GTINs, by GTIN column or by code as written. */
export async function itemsByCode(db: Db, scope: CatalogueScope, gtins: readonly string[]): Promise<CatalogueItem[]> {
  if (gtins.length === 0) return [];
  const forms = [...new Set(gtins.flatMap(writtenForms))];
  const rows = await selectRows<Row>(
    db,
    sql`select 0 as ord, ${columns} from global_items g
        where (g.gtin = any(${textArray(gtins)}) or g.upc = any(${textArray(forms)})) and ${inScope(scope)}`,
  );
  return rows.map(toItem);
}

/** The catalogue items whose names are nearest each search key (pg_trgm), per key in order. */
export async function itemsByName(db: Db, scope: CatalogueScope, keys: readonly string[]): Promise<CatalogueItem[][]> {
  const found: CatalogueItem[][] = keys.map(() => []);
  if (keys.length === 0) return found;
  const similar = similarAtLeast(sql`g.search_key`, sql`q.key`, NAME_THRESHOLD);
  if (similar.setup) await db.execute(similar.setup);
  const rows = await selectRows<Row>(
    db,
    sql`select q.ord::int as ord, c.* from unnest(${textArray(keys)}) with ordinality as q(key, ord)
        cross join lateral (
          select ${columns} from global_items g
          where q.key <> '' and ${similar.test} and ${inScope(scope)}
          order by similarity(g.search_key, q.key) desc, g.id
          limit ${NAME_CANDIDATES}
        ) c`,
  );
  for (const row of rows) found[row.ord - 1].push(toItem(row));
  return found;
}

/** Catalogue items by id (the items store items are linked to). */
export async function itemsById(db: Db, ids: readonly number[]): Promise<CatalogueItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<Row>(db, sql`select 0 as ord, ${columns} from global_items g where g.id = any(${intArray(ids)})`);
  return rows.map(toItem);
}
