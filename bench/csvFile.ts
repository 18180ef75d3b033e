// The inventory CSV the ingestion measurement uploads, built from catalogue rows (so matching has work to do).
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';

export interface InventoryRow extends Record<string, unknown> {
  name: string;
  upc: string | null;
  size: string | null;
  price: string;
  quantity: number;
  category: string | null;
  external_id: string;
}

export const CSV_HEADER = ['name', 'upc', 'size', 'price', 'quantity', 'category', 'external_id'] as const;

export function loadInventoryRows(db: Db, companyId: number, count: number): Promise<InventoryRow[]> {
  return selectRows<InventoryRow>(
    db,
    sql`select g.name, g.upc, g.size, coalesce(g.retail_price, 1)::text as price, (g.id % 40)::int as quantity,
          c.name as category, 'BENCH-' || g.id as external_id
        from global_items g left join categories c on c.id = g.category_id
        where g.company_id = ${companyId} order by g.id desc limit ${count}`,
  );
}

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(rows: readonly InventoryRow[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const row of rows) lines.push(CSV_HEADER.map((key) => cell(row[key])).join(','));
  return `${lines.join('\n')}\n`;
}
