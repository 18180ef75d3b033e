import type { Db } from './client.ts';

/**
 * One prepared query per database, built on first use: a named statement on PostgreSQL is parsed and
 * planned once per connection instead of on every request, and its SQL text is built once.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
