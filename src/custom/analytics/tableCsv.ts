// A table shown on screen, as the CSV file its download button saves. Pure.

import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

export interface TableColumn<Row> {
  key: string;
  /** the header */
  label: LsmMessageKey;
  /** the cell as text, for the screen and the file alike */
  value: (row: Row) => string | number;
  numeric?: boolean;
}

/** A spreadsheet would run a cell starting with one of these as a formula: it gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function tableCsv<Row>(headers: readonly string[], columns: readonly TableColumn<Row>[], rows: readonly Row[]): string {
  const lines = [headers.map(cell).join(','), ...rows.map((row) => columns.map((column) => cell(column.value(row))).join(','))];
  return lines.map((line) => `${line}\r\n`).join('');
}

/** Cents as dollars with two decimals: 123456 -> "1234.56" (CSV) */
export const centsText = (cents: number) => (cents / 100).toFixed(2);

/** Cents as money for the screen: 123456 -> "$1,234.56" */
export const money = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
