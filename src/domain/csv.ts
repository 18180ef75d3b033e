// The one rule for writing a CSV cell, shared by every export (server, in TypeScript and in SQL) and by
// the files the browser writes.

export type CsvValue = string | number | boolean | null | undefined;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or carriage return first) is
 * written with a leading apostrophe, so it opens as text. A plain number (`-4.5`) is no formula and stays.
 * Written as POSIX/JS regular expressions so PostgreSQL applies the very same rule (csvCellSql).
 */
export const FORMULA_START = '^[-=+@\\t\\r]';
export const PLAIN_NUMBER = '^-?[0-9]+(\\.[0-9]+)?$';
const formulaStart = new RegExp(FORMULA_START);
const plainNumber = new RegExp(PLAIN_NUMBER);

export const looksLikeFormula = (text: string) => formulaStart.test(text) && !plainNumber.test(text);

/** One RFC 4180 cell: formula-leading text defused, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const raw = String(value);
  const text = typeof value === 'string' && looksLikeFormula(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/** A cell read back from an upload: the apostrophe csvCell put before a formula-leading value is dropped. */
export const csvCellValue = (text: string) => (text.startsWith("'") && looksLikeFormula(text.slice(1)) ? text.slice(1) : text);
