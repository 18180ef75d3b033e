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

/**
 * Prepared queries per database and per shape of request (which filters it uses, which order), built on
 * first use: each shape is its own named statement, so every one of them keeps the indexes its own
 * conditions can use. `name` is unique per shape.
 */
export function perShape<S, T>(key: (shape: S) => string, build: (db: Db, shape: S, name: string) => T): (db: Db, shape: S) => T {
  const byDatabase = perDatabase(() => new Map<string, T>());
  return (db, shape) => {
    const queries = byDatabase(db);
    const name = key(shape);
    let query = queries.get(name);
    if (query === undefined) {
      query = build(db, shape, name);
      queries.set(name, query);
    }
    return query;
  };
}
