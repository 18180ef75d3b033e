import type { AuthenticateAnswer, Profile, TokenPair, UserStoreAnswer, UserType } from '../contract/auth.ts';
import { createStore } from '../custom/state/createStore.ts';

/** The browser-storage keys of spec 000 §3 "Session values". */
export const SESSION_KEYS = {
  idToken: 'idToken',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userType: 'userType',
  lastFetched: 'lastFetched',
} as const;

export interface StoredSession {
  idToken: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  userType: UserType | null;
  /** ms timestamp of the last login or token refresh */
  lastFetched: number | null;
}

function readUserType(): UserType | null {
  const value = localStorage.getItem(SESSION_KEYS.userType);
  return value === 'MERCHANT' || value === 'INTERNAL' ? value : null;
}

function readTimestamp(): number | null {
  const raw = localStorage.getItem(SESSION_KEYS.lastFetched);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function readStoredSession(): StoredSession {
  return {
    idToken: localStorage.getItem(SESSION_KEYS.idToken),
    accessToken: localStorage.getItem(SESSION_KEYS.accessToken),
    refreshToken: localStorage.getItem(SESSION_KEYS.refreshToken),
    userType: readUserType(),
    lastFetched: readTimestamp(),
  };
}

/** Spec 000 §4 step 1: all four of idToken, accessToken, refreshToken and userType must be stored. */
export function hasCompleteStoredSession(stored: StoredSession = readStoredSession()): boolean {
  return Boolean(stored.idToken && stored.accessToken && stored.refreshToken && stored.userType);
}

export function storeLoginAnswer(answer: AuthenticateAnswer, now: number): void {
  forgetSignOutChoice();
  localStorage.setItem(SESSION_KEYS.idToken, answer.idToken);
  localStorage.setItem(SESSION_KEYS.accessToken, answer.accessToken);
  localStorage.setItem(SESSION_KEYS.refreshToken, answer.refreshToken);
  localStorage.setItem(SESSION_KEYS.userType, answer.userType);
  localStorage.setItem(SESSION_KEYS.lastFetched, String(now));
}

export function storeRefreshedTokens(tokens: TokenPair, now: number): void {
  localStorage.setItem(SESSION_KEYS.idToken, tokens.idToken);
  localStorage.setItem(SESSION_KEYS.accessToken, tokens.accessToken);
  if (tokens.refreshToken) localStorage.setItem(SESSION_KEYS.refreshToken, tokens.refreshToken);
  localStorage.setItem(SESSION_KEYS.lastFetched, String(now));
}

/** What the app knows about the signed-in user once the session is restored. */
export interface IdentifiedUser {
  profile: Profile;
  userType: UserType;
  /** MERCHANT only: the answer of GET /stores/user-store */
  userStore: UserStoreAnswer | null;
  /** the first store of the user, sent as the store_id header */
  storeId: number | null;
}

export const identifiedUserStore = createStore<IdentifiedUser | null>(null);

/**
 * Set by a Log out the user chose, cleared by the next sign-in: the page they left is then no way back for
 * whoever signs in next (RouteGuard). An expired session is not a choice: its user comes back where they were.
 */
let signedOutByChoice = false;

export function markSignedOutByChoice(): void {
  signedOutByChoice = true;
}

export const isSignedOutByChoice = () => signedOutByChoice;

export function forgetSignOutChoice(): void {
  signedOutByChoice = false;
}

/**
 * The identified user as last confirmed by the server, kept with the session so that a reload can show the
 * page at once and confirm it in the background (sessionRestore.ts). Tied to the id token it was confirmed
 * under: a new sign-in or a token refresh by another tab never shows another user's identity.
 */
const CONFIRMED_USER_KEY = 'confirmedUser';

export function rememberConfirmedUser(user: IdentifiedUser): void {
  const { idToken } = readStoredSession();
  if (!idToken) return;
  const confirmed = JSON.stringify({ idToken, user });
  // every reload confirms the same user again: a write (and the storage event other tabs get) only on a change
  if (localStorage.getItem(CONFIRMED_USER_KEY) !== confirmed) localStorage.setItem(CONFIRMED_USER_KEY, confirmed);
}

export function readConfirmedUser(): IdentifiedUser | null {
  const raw = localStorage.getItem(CONFIRMED_USER_KEY);
  if (!raw) return null;
  try {
    const { idToken, user } = JSON.parse(raw) as { idToken?: string; user?: IdentifiedUser };
    return idToken && idToken === readStoredSession().idToken && user?.profile && user.userType ? user : null;
  } catch {
    return null;
  }
}

export function getIdentifiedUser(): IdentifiedUser | null {
  return identifiedUserStore.get();
}

export function companyIdOf(user: IdentifiedUser): number | null {
  return user.profile.companyId ?? user.profile.company_id ?? user.userStore?.company?.id ?? null;
}

/** Permission keys granted (toggle true) by the user's first role. */
export function grantedPermissionKeys(profile: Profile): string[] {
  const firstRole = profile.roles[0];
  if (!firstRole) return [];
  return firstRole.permissions.filter((permission) => permission.toggle).map((permission) => permission.key);
}

/** Clears the whole of local storage and the in-memory user. */
export function clearSession(): void {
  localStorage.clear();
  identifiedUserStore.set(null);
}
