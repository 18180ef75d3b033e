import type { UserType } from '../contract/auth.ts';
import { raiseAlert } from '../custom/alert/alertStore.ts';
import { authApi } from './authApi.ts';
import { HttpError } from './HttpError.ts';
import {
  hasCompleteStoredSession,
  identifiedUserStore,
  readConfirmedUser,
  readStoredSession,
  rememberConfirmedUser,
  type IdentifiedUser,
} from './session.ts';
import { isTokenRefreshDue, refreshAccessTokenIfDue, startTokenRefreshTimer } from './tokenRefresh.ts';

/** Thrown when no complete session is stored: the user must sign in. */
export class NoStoredSessionError extends Error {
  constructor() {
    super('No stored session');
    this.name = 'NoStoredSessionError';
  }
}

/** Spec 000 §4 steps 2-3: the profile, then for a merchant the user-store answer. */
async function identifyUser(userType: UserType): Promise<IdentifiedUser> {
  let profile;
  try {
    profile = await authApi.fetchProfile();
  } catch (error) {
    raiseAlert({
      heading: 'lsm.alerts.unable_to_fetch_profile.heading',
      message: { key: 'lsm.alerts.unable_to_fetch_profile.message' },
      clearLocalStorage: true,
    });
    throw error;
  }
  if (userType !== 'MERCHANT') return { profile, userType, userStore: null, storeId: null };
  try {
    const userStore = await authApi.fetchUserStore(profile.username);
    return { profile, userType, userStore, storeId: userStore.stores[0]?.id ?? null };
  } catch (error) {
    raiseAlert({
      heading: 'lsm.alerts.unable_to_fetch_data.heading',
      message:
        error instanceof HttpError && error.serverMessage
          ? { text: error.serverMessage }
          : { key: 'lsm.alerts.unable_to_fetch_data.message' },
      clearLocalStorage: true,
    });
    throw error;
  }
}

let pendingRestore: Promise<IdentifiedUser> | null = null;

async function restore(): Promise<IdentifiedUser> {
  const stored = readStoredSession();
  if (!hasCompleteStoredSession(stored) || !stored.userType) throw new NoStoredSessionError();
  await refreshAccessTokenIfDue();
  const user = await identifyUser(stored.userType);
  // A reload shows the user last confirmed; when the server confirms the very same user, keeping the object
  // shown spares every screen that reads it a render, which on a reload lands while the first page renders.
  const shown = identifiedUserStore.get();
  if (shown === null || JSON.stringify(shown) !== JSON.stringify(user)) identifiedUserStore.set(user);
  rememberConfirmedUser(user);
  startTokenRefreshTimer();
  return user;
}

/**
 * A reload with a valid stored session: the user the server last confirmed is shown at once, so the page
 * and its first list call do not wait for the profile round trip, and the server confirms it meanwhile.
 * If it does not (expired, revoked), the same alert as a failed restore ends the session.
 */
function restoreFromConfirmed(confirmed: IdentifiedUser): Promise<IdentifiedUser> {
  identifiedUserStore.set(confirmed);
  restore().catch(() => undefined);
  return Promise.resolve(confirmed);
}

/**
 * Resolves with the identified user, restoring the session once if needed. A failed restore stays
 * failed (no retry loop) until forgetRestoreAttempt() is called by login or logout.
 */
export function restoreSession(): Promise<IdentifiedUser> {
  const known = identifiedUserStore.get();
  if (known) return Promise.resolve(known);
  if (!pendingRestore) {
    if (!hasCompleteStoredSession()) return Promise.reject(new NoStoredSessionError());
    const confirmed = isTokenRefreshDue(readStoredSession(), Date.now()) ? null : readConfirmedUser();
    pendingRestore = confirmed ? restoreFromConfirmed(confirmed) : restore();
  }
  return pendingRestore;
}

export function forgetRestoreAttempt(): void {
  pendingRestore = null;
}
