import { sql, type SQL } from 'drizzle-orm';

/** A timestamp as Date.toISOString writes it (milliseconds, UTC), as text: what the API's JSON answers carry. */
export const isoSql = (timestamp: SQL) => sql`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
