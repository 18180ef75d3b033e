// The inventory CSV the ingestion measurement uploads: every column the upload accepts (INGESTION_COLUMNS of
// src/contract/inventory.ts, read by server/services/ingestion), built from catalogue rows of one company.
import { sql } from 'drizzle-orm';
import { INGESTION_COLUMNS, type IngestionColumn } from '../src/contract/inventory.ts';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';

/** One file row by column name, plus the ids the raw INSERT reference stores. */
export type InventoryRow = Record<IngestionColumn, string | number | boolean | null> & {
  category_id: number | null;
  sub_category_id: number | null;
};

/**
 * Names, sizes and descriptions are the catalogue's; UPCs are unique within a company, so each row creates
 * one store item (external ids are unique too). Categories and sub-categories are named, as a user writes them.
 */
export function loadInventoryRows(db: Db, companyId: number, count: number): Promise<InventoryRow[]> {
  return selectRows<InventoryRow>(
    db,
    sql`select g.name, g.upc, coalesce(g.retail_price, 1)::text as price, g.size, g.unit_count, g.description,
          c.name as category, s.name as sub_category, (g.id % 40)::int as quantity, g.status = 'active' as active,
          'BENCH-' || g.id as external_id, g.category_id, g.sub_category_id
        from global_items g
        left join categories c on c.id = g.category_id
        left join sub_categories s on s.id = g.sub_category_id
        where g.company_id = ${companyId} and g.deleted_at is null order by g.id desc limit ${count}`,
  );
}

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(rows: readonly InventoryRow[]): string {
  const lines = [INGESTION_COLUMNS.join(',')];
  for (const row of rows) lines.push(INGESTION_COLUMNS.map((key) => cell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
