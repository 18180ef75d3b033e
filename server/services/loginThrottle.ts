import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Sign-in throttling, per account (the email typed, known or not, so a lockout tells nothing about which
 * emails exist) and per client address. Failures count within a 15-minute window; reaching the limit
 * locks the key briefly, longer with each further failure but never beyond 5 minutes, so an attacker
 * cannot keep a real user out for long. A successful sign-in clears its account's count.
 */
export const LOGIN_LIMITS = {
  account: { failures: 5, firstLockSeconds: 30, maxLockSeconds: 300 },
  address: { failures: 30, firstLockSeconds: 60, maxLockSeconds: 300 },
} as const;
const WINDOW_MINUTES = 15;

type KeyKind = keyof typeof LOGIN_LIMITS;

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds`);
  }
}

const keysOf = (email: string, address: string): [KeyKind, string][] => [
  ['account', `account:${email.trim().toLowerCase()}`],
  ['address', `address:${address}`],
];

/** Refuses (429, with the seconds to wait) while the account or the address is locked. */
export async function assertNotThrottled(db: Db, email: string, address: string): Promise<void> {
  const keys = keysOf(email, address).map(([, key]) => key);
  const [row] = await selectRows<{ wait: number | null }>(
    db,
    sql`select ceil(extract(epoch from max(locked_until) - now()))::int as wait from login_throttles
        where key in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)}) and locked_until > now()`,
  );
  if (row?.wait) throw new TooManyAttempts(Math.max(1, row.wait));
}

/** Counts a failed sign-in against the account and the address, locking a key that reaches its limit. */
export async function recordFailedSignIn(db: Db, email: string, address: string): Promise<void> {
  for (const [kind, key] of keysOf(email, address)) {
    const limit = LOGIN_LIMITS[kind];
    await db.execute(sql`
      insert into login_throttles as t (key, failures, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        failures = case when t.window_started_at < now() - ${WINDOW_MINUTES} * interval '1 minute' then 1 else t.failures + 1 end,
        window_started_at = case when t.window_started_at < now() - ${WINDOW_MINUTES} * interval '1 minute' then now() else t.window_started_at end`);
    await db.execute(sql`
      update login_throttles set locked_until = now() + least(${limit.maxLockSeconds}, ${limit.firstLockSeconds} * power(2, failures - ${limit.failures})) * interval '1 second'
      where key = ${key} and failures >= ${limit.failures}`);
  }
}

export async function clearAccountThrottle(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from login_throttles where key = ${keysOf(email, '')[0][1]}`);
}
