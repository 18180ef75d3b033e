import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { textArray } from '../catalogue/sql.ts';
import type { RowKey, RowValues } from './rowValidation.ts';

export interface GoodRow {
  line: number;
  raw: Record<string, string>;
  key: RowKey;
  values: RowValues;
}

export interface BatchOutcome {
  created: number;
  updated: number;
  unchanged: number;
  /** rows that matched an item another row of the file already matched */
  failed: { row: GoodRow; reason: string }[];
}

interface Existing extends Record<string, unknown> {
  id: number;
  name: string;
  lname: string;
  upc: string | null;
  external_id: string | null;
  price: string;
  size: string | null;
  unit_count: number | null;
  description: string | null;
  category_id: number | null;
  sub_category_id: number | null;
  quantity: number;
  active: boolean;
  sale_state: string;
}

/** The full record written for a row: what the row says, else what the item has (create: defaults). */
interface Record_ {
  id?: number;
  name: string;
  upc: string | null;
  price: number;
  size: string | null;
  unit_count: number | null;
  description: string | null;
  category_id: number | null;
  sub_category_id: number | null;
  quantity: number;
  active: boolean;
  external_id: string | null;
  sale_state: string;
}

const pick = <T>(given: T | undefined, current: T) => (given === undefined ? current : given);
const cents = (value: number | string) => Math.round(Number(value) * 100);

function merged(values: RowValues, current: Existing | undefined): Record_ {
  const quantity = pick(values.quantity, current?.quantity ?? 1);
  let saleState = current?.sale_state ?? (quantity === 0 ? 'out_of_stock' : 'for_sale');
  if (current && quantity !== current.quantity) {
    if (quantity === 0) saleState = 'out_of_stock';
    else if (saleState === 'out_of_stock') saleState = 'for_sale';
  }
  return {
    id: current?.id,
    name: values.name,
    upc: pick(values.upc, current?.upc ?? null),
    price: values.price,
    size: pick(values.size, current?.size ?? null),
    unit_count: pick(values.unit_count, current?.unit_count ?? null),
    description: pick(values.description, current?.description ?? null),
    category_id: pick(values.category_id, current?.category_id ?? null),
    sub_category_id: pick(values.sub_category_id, current?.sub_category_id ?? null),
    quantity,
    active: pick(values.active, current?.active ?? true),
    external_id: pick(values.external_id, current?.external_id ?? null),
    sale_state: saleState,
  };
}

function same(next: Record_, current: Existing): boolean {
  return (
    next.name === current.name &&
    next.upc === current.upc &&
    cents(next.price) === cents(current.price) &&
    next.size === current.size &&
    next.unit_count === current.unit_count &&
    next.description === current.description &&
    next.category_id === current.category_id &&
    next.sub_category_id === current.sub_category_id &&
    next.quantity === current.quantity &&
    next.active === current.active &&
    next.external_id === current.external_id
  );
}

const RECORD_COLUMNS = sql.raw(`name text, upc text, price numeric, size text, unit_count int, description text, category_id int,
  sub_category_id int, quantity int, active boolean, external_id text, sale_state text`);

/**
 * Applies up to ~1,000 validated rows in one transaction: one SELECT finds the items they match, one
 * INSERT creates the new ones, one UPDATE changes those that differ; identical rows are left alone.
 * `claimed` (item id -> line) spans the whole file so two rows never both update one item.
 */
export async function applyBatch(db: Db, storeId: number, rows: GoodRow[], claimed: Map<number, number>): Promise<BatchOutcome> {
  const keys = (kind: RowKey['kind']) => rows.filter((row) => row.key.kind === kind).map((row) => row.key.value);
  const [upcs, externals, names] = [keys('upc'), keys('external_id'), keys('name')];
  const outcome: BatchOutcome = { created: 0, updated: 0, unchanged: 0, failed: [] };

  await db.transaction(async (tx) => {
    const existing = await selectRows<Existing>(
      tx,
      sql`select id, name, lower(name) as lname, upc, external_id, price::text as price, size, unit_count, description,
                 category_id, sub_category_id, quantity, active, sale_state
          from store_items
          where store_id = ${storeId} and deleted_at is null and (
            ${upcs.length ? sql`upc = any(${textArray(upcs)})` : sql`false`}
            or ${externals.length ? sql`external_id = any(${textArray(externals)})` : sql`false`}
            or ${names.length ? sql`lower(name) = any(${textArray(names)})` : sql`false`})
          order by id`,
    );
    const index = new Map<string, Existing>();
    for (const item of existing) {
      for (const key of [`upc:${item.upc}`, `external_id:${item.external_id}`, `name:${item.lname}`]) if (!index.has(key)) index.set(key, item);
    }

    const inserts: Record_[] = [];
    const insertLines: number[] = [];
    const updates: Record_[] = [];
    for (const row of rows) {
      const current = index.get(`${row.key.kind}:${row.key.value}`);
      if (!current) {
        inserts.push(merged(row.values, undefined));
        insertLines.push(row.line);
        continue;
      }
      const first = claimed.get(current.id);
      if (first !== undefined) {
        outcome.failed.push({ row, reason: `updates the same item as line ${first}` });
        continue;
      }
      claimed.set(current.id, row.line);
      const next = merged(row.values, current);
      if (same(next, current)) outcome.unchanged++;
      else updates.push(next);
    }

    if (inserts.length) {
      const created = await selectRows<{ id: number }>(
        tx,
        sql`insert into store_items (store_id, name, upc, price, size, unit_count, description, category_id, sub_category_id,
                                     quantity, active, external_id, sale_state)
            select ${storeId}, r.name, r.upc, r.price, r.size, r.unit_count, r.description, r.category_id, r.sub_category_id,
                   r.quantity, r.active, r.external_id, r.sale_state
            from jsonb_to_recordset(${JSON.stringify(inserts)}::jsonb) as r(${RECORD_COLUMNS})
            returning id`,
      );
      // RETURNING follows the order of the rows inserted: later rows of the file may not update these again.
      created.forEach((item, position) => claimed.set(item.id, insertLines[position]));
      outcome.created = created.length;
    }
    if (updates.length) {
      const [{ count }] = await selectRows<{ count: number }>(
        tx,
        sql`with changed as (
              update store_items si set name = r.name, upc = r.upc, price = r.price, size = r.size, unit_count = r.unit_count,
                     description = r.description, category_id = r.category_id, sub_category_id = r.sub_category_id,
                     quantity = r.quantity, active = r.active, external_id = r.external_id, sale_state = r.sale_state, updated_at = now()
              from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as r(id int, ${RECORD_COLUMNS})
              where si.id = r.id returning 1)
            select count(*)::int as count from changed`,
      );
      outcome.updated = Number(count);
    }
  });
  return outcome;
}
