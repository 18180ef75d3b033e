import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether pg_trgm's threshold operators (`%`, `<%`) may be used. PGlite 0.5 now and then never returns
 * from a query that evaluates them: the WASM backend spins at full CPU with the event loop blocked, so
 * the whole server stops (seen on the matching job, about one run in two). On PGlite the same tests are
 * written as similarity functions compared with the threshold: the same rows, without the trigram index,
 * which the embedded database's small catalogues do not need. PostgreSQL keeps the indexed operators.
 */
let operatorsUsable = true;

/** Called once by openPglite: this process runs on the embedded database. */
export function avoidTrigramOperators(): void {
  operatorsUsable = false;
}

/** `text % query` (similarity at least `threshold`); the threshold is set for the transaction when the operator is used. */
export function similarAtLeast(text: SQL, query: SQL, threshold: number): { setup: SQL | null; test: SQL } {
  return operatorsUsable
    ? { setup: sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`, test: sql`${text} % ${query}` }
    : { setup: null, test: sql`similarity(${text}, ${query}) >= ${threshold}` };
}

/** `query <% text` (word similarity of query within text at least `threshold`), likewise. */
export function wordSimilarAtLeast(query: SQL, text: SQL, threshold: number): { setup: SQL | null; test: SQL } {
  return operatorsUsable
    ? { setup: sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`, test: sql`${query} <% ${text}` }
    : { setup: null, test: sql`word_similarity(${query}, ${text}) >= ${threshold}` };
}
