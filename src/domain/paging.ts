// Paging and query strings (spec 000 §9, spec 001 §5 and §9).

/** Page size of menus, catalogue, match lists, stores, employees, companies and banners. */
export const PAGE_SIZE = 20;

/** ceil(total / pageSize), at least 1 (also for 0, negative or non-numeric totals). */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 1;
  if (!Number.isFinite(pageSize) || pageSize <= 0) throw new RangeError(`Page size must be positive: ${pageSize}`);
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Row offset of a 1-based page: page 1 -> 0, page 2 -> 20. Pages below 1 (or not integers) count as 1. */
export function offsetOf(page: number, pageSize: number = PAGE_SIZE): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return (Math.max(1, whole) - 1) * pageSize;
}

/** Match-list rule (spec 001 §4): a page with fewer rows than the page size is the last one. */
export function hasMorePages(rowsInPage: number, pageSize: number = PAGE_SIZE): boolean {
  return rowsInPage >= pageSize;
}

/** count_exact of a list answer as react-admin's list meta carries it; absent means exact. */
export const countExactOf = (meta: unknown): boolean => (meta as { countExact?: boolean } | undefined)?.countExact !== false;

/** A list total as shown: the number, or "1000+" when the server stopped counting (always plural). */
export function shownCount(total: number, countExact: boolean): number | string {
  return countExact ? total : `${total}+`;
}

/** The list meta of a count the server stopped at: at least this many match. */
export interface CappedCountMeta {
  countedAtLeast: number;
}

/** What a search answer adds to a list's meta (issue 17): the planner's estimate above the count cap, close spellings when nothing matched. */
export interface SearchAnswerMeta {
  /** about how many match, when the server stopped counting */
  countEstimate?: number;
  /** "Did you mean …": names spelt close to what was typed, when nothing matched */
  suggestions?: string[];
}

/** About how many matched (the server's estimate) from react-admin's list meta; null when there is none. */
export function countEstimateOf(meta: unknown): number | null {
  const estimate = (meta as SearchAnswerMeta | undefined)?.countEstimate;
  return typeof estimate === 'number' ? estimate : null;
}

/** The close spellings a search that matched nothing offers, from react-admin's list meta. */
export function suggestionsOf(meta: unknown): string[] {
  const suggestions = (meta as SearchAnswerMeta | undefined)?.suggestions;
  return Array.isArray(suggestions) ? suggestions.filter((value): value is string => typeof value === 'string' && value !== '') : [];
}

/** How many matched at least when the server stopped counting, from react-admin's list meta; null for an exact count. */
export function cappedCountOf(meta: unknown): number | null {
  const counted = (meta as Partial<CappedCountMeta> | undefined)?.countedAtLeast;
  return typeof counted === 'number' ? counted : null;
}

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly (QueryScalar | null | undefined)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

const isKept = (value: QueryScalar | null | undefined): value is QueryScalar =>
  value !== null && value !== undefined && value !== '' && !(typeof value === 'number' && Number.isNaN(value));

/**
 * Query string without "?" (spec 001 §5): undefined, null, '' (and NaN) are dropped, arrays become repeated
 * parameters (their empty entries dropped too, so an empty array sends nothing), booleans and numbers are
 * stringified. Keys keep their insertion order.
 * buildQuery({ a: 1, b: '', c: [2, 3], d: true }) === 'a=1&c=2&c=3&d=true'
 */
export function buildQuery(params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? (value as readonly (QueryScalar | null | undefined)[]) : [value as QueryScalar | null | undefined];
    for (const entry of values) if (isKept(entry)) query.append(name, String(entry));
  }
  return query.toString();
}
