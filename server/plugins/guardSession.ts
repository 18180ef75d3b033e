import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema/index.ts';

export interface GuardSession {
  userId: number;
  userType: 'MERCHANT' | 'INTERNAL';
  companyId: number | null;
  roleId: number;
  /** the role's permission keys, comma-separated (one string parses faster than a text[] of 41 keys) */
  permissions: string;
  /** the company of the store asked for; null when there is no such (live) store or none was asked for */
  storeCompanyId: number | null;
}

export type SessionLookup = (sessionId: string, userId: number, storeId: number | null) => Promise<GuardSession | undefined>;

/**
 * The guard's one statement per request: the live session (revoked or expired sessions find nothing),
 * its user, the permissions of the user's role and, for store routes, the store's company. Index lookups
 * only; prepared once per connection on PostgreSQL, so it is not parsed or planned again.
 */
export function sessionLookup(db: Db): SessionLookup {
  const query = db
    .select({
      userId: users.id,
      userType: users.userType,
      companyId: users.companyId,
      roleId: users.roleId,
      permissions: sql<string>`(select coalesce(string_agg(p.key, ','), '') from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = ${users.roleId})`,
      storeCompanyId: sql<number | null>`(select s.company_id from stores s where s.id = ${sql.placeholder('storeId')}::int and s.deleted_at is null)`,
    })
    .from(refreshTokens)
    .innerJoin(users, and(eq(users.id, refreshTokens.userId), isNull(users.deletedAt)))
    .where(
      and(
        eq(refreshTokens.id, sql.placeholder('sessionId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .prepare('guard_session');
  return async (sessionId, userId, storeId) => {
    const [row] = await query.execute({ sessionId, userId, storeId });
    return row;
  };
}
