import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { refreshTokens } from './users.ts';

/**
 * The one refresh token of a session that may still be used: each refresh replaces it, so a token
 * presented a second time (stolen and replayed, or the victim's copy after the thief's use) is known
 * and ends the session.
 */
export const refreshTokenRotations = pgTable('refresh_token_rotations', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => refreshTokens.id, { onDelete: 'cascade' }),
  tokenId: uuid('token_id').notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins per key (`account:<email>` or `address:<ip>`) in the current window, and the lockout
 * they earned; kept in the database so every server process counts the same attempts.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
