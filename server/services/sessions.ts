import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AuthenticateAnswer, TokenPair } from '../../src/contract/auth.ts';
import type { Db } from '../db/client.ts';
import { companies, refreshTokenRotations, refreshTokens, users } from '../db/schema/index.ts';
import { unauthorized } from '../http/errors.ts';
import { assertNotThrottled, clearAccountThrottle, recordFailedSignIn } from './loginThrottle.ts';
import { verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';

export const WRONG_CREDENTIALS = 'Incorrect email or password';

interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyId: number | null;
  userType: 'MERCHANT' | 'INTERNAL';
}

function accessAndId(tokens: TokenService, user: SessionUser, sessionId: string): TokenPair {
  return {
    accessToken: tokens.signAccess({ sub: String(user.id), sid: sessionId, userType: user.userType }),
    idToken: tokens.signId({
      sub: String(user.id),
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      company_id: user.companyId,
      userType: user.userType,
    }),
  };
}

/** Checks the password and opens a session (a refresh-token row) for the user. */
export async function signIn(db: Db, tokens: TokenService, email: string, password: string, address: string): Promise<AuthenticateAnswer> {
  await assertNotThrottled(db, email, address);
  const [found] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyId: users.companyId,
      userType: users.userType,
      passwordHash: users.passwordHash,
      companyDeletedAt: companies.deletedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNull(users.deletedAt)));
  // Verify against a real hash even for unknown users so timing does not reveal which emails exist.
  const valid = await verifyPassword(found?.passwordHash ?? DUMMY_HASH, password);
  if (!found || !valid || found.companyDeletedAt) {
    await recordFailedSignIn(db, email, address);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  await clearAccountThrottle(db, email);

  const expiresAt = new Date(Date.now() + tokens.refreshTtlSeconds * 1000);
  const tokenId = randomUUID();
  const session = await db.transaction(async (tx) => {
    const [row] = await tx.insert(refreshTokens).values({ userId: found.id, expiresAt }).returning({ id: refreshTokens.id });
    await tx.insert(refreshTokenRotations).values({ sessionId: row.id, tokenId });
    return row;
  });
  return {
    ...accessAndId(tokens, found, session.id),
    refreshToken: tokens.signRefresh({ sub: String(found.id), jti: session.id, rid: tokenId }),
    userType: found.userType,
  };
}

async function liveSession(db: Db, tokens: TokenService, refreshToken: string) {
  return (await liveSessionAndClaims(db, tokens, refreshToken)).session;
}

async function liveSessionAndClaims(db: Db, tokens: TokenService, refreshToken: string) {
  let claims;
  try {
    claims = tokens.verifyRefresh(refreshToken);
  } catch {
    throw unauthorized('Your session has expired. Please, login again');
  }
  const [session] = await db
    .select({ id: refreshTokens.id, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.id, claims.jti),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > now()`,
      ),
    );
  if (!session || String(session.userId) !== claims.sub) throw unauthorized('Your session has expired. Please, login again');
  return { session, claims };
}

const REFRESH_REUSED = 'This session was ended because its refresh token had already been used. Please, login again';

/**
 * New access, id and refresh tokens for a live session. The refresh token presented is spent: the
 * session's next refresh needs the new one, and presenting a spent one ends the session.
 */
export async function refresh(db: Db, tokens: TokenService, refreshToken: string): Promise<TokenPair> {
  const { session, claims } = await liveSessionAndClaims(db, tokens, refreshToken);
  const nextTokenId = randomUUID();
  const rotated = await db
    .update(refreshTokenRotations)
    .set({ tokenId: nextTokenId, rotatedAt: new Date() })
    .where(and(eq(refreshTokenRotations.sessionId, session.id), eq(refreshTokenRotations.tokenId, claims.rid ?? '')))
    .returning({ sessionId: refreshTokenRotations.sessionId });
  if (rotated.length === 0) {
    await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.id, session.id));
    throw unauthorized(REFRESH_REUSED);
  }
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyId: users.companyId,
      userType: users.userType,
    })
    .from(users)
    .where(and(eq(users.id, session.userId), isNull(users.deletedAt)));
  if (!user) throw unauthorized('Your session has expired. Please, login again');
  return { ...accessAndId(tokens, user, session.id), refreshToken: tokens.signRefresh({ sub: String(user.id), jti: session.id, rid: nextTokenId }) };
}

/**
 * Ends every session of the user (a password change or reset), except `keep`: the session that
 * changed its own password stays signed in.
 */
export async function endSessions(db: Db, userId: number, now: Date, keep?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keep === undefined ? undefined : ne(refreshTokens.id, keep)));
}

/** Revokes the session: its refresh token and every access token issued under it stop working. */
export async function signOut(db: Db, tokens: TokenService, refreshToken: string): Promise<void> {
  const session = await liveSession(db, tokens, refreshToken);
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.id, session.id));
}

// argon2id hash of a random string nobody knows; used only to spend the same time on unknown emails.
const DUMMY_HASH =
  '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$Jj0SFPSoGQsQ6L8s2I6wPgm8pCLLlNUf5Ue2e2xwlCE';
