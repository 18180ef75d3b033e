import { createSigner, createVerifier } from 'fast-jwt';
import type { UserType } from '../db/schema/index.ts';

const ISSUER = 'lsm';

export interface AccessClaims {
  sub: string;
  /** the refresh-token row that backs this session; revoked on logout */
  sid: string;
  typ: 'access';
  userType: UserType;
}

export interface IdClaims {
  sub: string;
  typ: 'id';
  email: string;
  name: string;
  company_id: number | null;
  userType: UserType;
}

export interface RefreshClaims {
  sub: string;
  /** the session (refresh_tokens row) */
  jti: string;
  /** this token of the session; each refresh replaces it (refresh_token_rotations) */
  rid: string;
  typ: 'refresh';
}

export interface TokenService {
  signAccess(claims: Omit<AccessClaims, 'typ'>): string;
  signId(claims: Omit<IdClaims, 'typ'>): string;
  signRefresh(claims: Omit<RefreshClaims, 'typ'>): string;
  /** Throws when the token is malformed, tampered with, expired or of another type. */
  verifyAccess(token: string): AccessClaims;
  verifyRefresh(token: string): RefreshClaims;
  refreshTtlSeconds: number;
}

export function createTokenService(secret: string, accessTtlSeconds: number, refreshTtlSeconds: number): TokenService {
  const sign = (ttlSeconds: number) =>
    createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER, expiresIn: ttlSeconds * 1000 });
  const signShort = sign(accessTtlSeconds);
  const signLong = sign(refreshTtlSeconds);
  // allowedIss alone accepts a token without iss, and a token without exp would never expire: require both.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], allowedIss: ISSUER, requiredClaims: ['iss', 'exp'], cache: 1000 });

  function verifyOfType<T extends { typ: string }>(token: string, typ: T['typ']): T {
    const claims = verify(token) as T;
    if (claims.typ !== typ) throw new Error(`Expected a ${typ} token`);
    return claims;
  }

  return {
    signAccess: (claims) => signShort({ ...claims, typ: 'access' }),
    signId: (claims) => signShort({ ...claims, typ: 'id' }),
    signRefresh: (claims) => signLong({ ...claims, typ: 'refresh' }),
    verifyAccess: (token) => verifyOfType<AccessClaims>(token, 'access'),
    verifyRefresh: (token) => verifyOfType<RefreshClaims>(token, 'refresh'),
    refreshTtlSeconds,
  };
}
