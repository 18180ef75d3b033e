// CSV files the browser writes itself: the failed rows of an upload and the upload template.
import { csvLine } from '../../../domain/csv.ts';
import { INGESTION_COLUMNS, INGESTION_REQUIRED_COLUMNS, type IngestionError } from '../../../contract/inventory.ts';

export const csvText = (rows: readonly (readonly (string | number)[])[]) => rows.map(csvLine).join('');

/** line, reason, then the row's own cells under the upload's column names (in the upload's order). */
export function failedRowsCsv(errors: readonly IngestionError[]): string {
  const present = new Set(errors.flatMap((error) => Object.keys(error.row)));
  const columns = INGESTION_COLUMNS.filter((column) => present.has(column));
  return csvText([['line', 'reason', ...columns], ...errors.map((error) => [error.line, error.reason, ...columns.map((column) => error.row[column] ?? '')])]);
}

/** The header and one example row. */
export function templateCsv(): string {
  const example: Record<string, string> = {
    name: 'Sparkling Water 12 oz',
    upc: '012345678905',
    price: '1.99',
    size: '12 oz',
    unit_count: '1',
    description: 'Lightly carbonated',
    category: '',
    sub_category: '',
    quantity: '10',
    active: 'true',
    external_id: 'SKU-1001',
  };
  return csvText([[...INGESTION_COLUMNS], INGESTION_COLUMNS.map((column) => example[column] ?? '')]);
}

export const REQUIRED_COLUMNS: readonly string[] = INGESTION_REQUIRED_COLUMNS;
