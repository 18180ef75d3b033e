import { sql, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `a and b and c`, or `true` when there is nothing to check. */
export function allOf(conditions: readonly SQL[]): SQL {
  return conditions.length ? sql.join([...conditions], sql` and `) : sql`true`;
}

/** An int[] parameter that both drivers bind the same way. */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;
}

/** A text[] parameter (as JSON, so quoting and commas inside values are safe). */
export function textArray(values: readonly string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

/** The start of the day after a bare YYYY-MM-DD date; a date with a time is used as given. */
export function endBound(value: string): { value: string; exclusive: boolean } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const next = new Date(`${value}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return { value: next.toISOString().slice(0, 10), exclusive: true };
  }
  return { value, exclusive: false };
}

/** Shared with the browser, which names the downloads the same way. */
export { safeFileName } from '../../../src/domain/fileNames.ts';
