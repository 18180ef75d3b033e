import { raiseAlert } from '../custom/alert/alertStore.ts';
import { authApi } from './authApi.ts';
import { TOKEN_MAX_AGE_MS, TOKEN_REFRESH_CHECK_INTERVAL_MS } from './sessionConstants.ts';
import { readStoredSession, storeRefreshedTokens, type StoredSession } from './session.ts';

/** Spec 000 §4 step 6: refresh only with a refresh token and when lastFetched is missing or ≥ 10 h old. */
export function isTokenRefreshDue(stored: Pick<StoredSession, 'refreshToken' | 'lastFetched'>, now: number): boolean {
  if (!stored.refreshToken) return false;
  if (stored.lastFetched === null) return true;
  return now - stored.lastFetched >= TOKEN_MAX_AGE_MS;
}

/** Replaces the access and id tokens; on failure raises "Unable to Refresh Access Token". */
export async function refreshAccessToken(): Promise<void> {
  const { refreshToken } = readStoredSession();
  if (!refreshToken) throw new Error('No refresh token stored');
  try {
    const tokens = await authApi.refreshToken(refreshToken);
    storeRefreshedTokens(tokens, Date.now());
  } catch (error) {
    raiseAlert({
      heading: 'lsm.alerts.unable_to_refresh_access_token.heading',
      message: { key: 'lsm.alerts.unable_to_refresh_access_token.message' },
      clearLocalStorage: true,
    });
    throw error;
  }
}

export async function refreshAccessTokenIfDue(): Promise<void> {
  if (isTokenRefreshDue(readStoredSession(), Date.now())) await refreshAccessToken();
}

let refreshTimer: ReturnType<typeof setInterval> | null = null;

/** Starts the 15-minute check; called once the user is identified. */
export function startTokenRefreshTimer(): void {
  stopTokenRefreshTimer();
  refreshTimer = setInterval(() => {
    refreshAccessTokenIfDue().catch(() => undefined);
  }, TOKEN_REFRESH_CHECK_INTERVAL_MS);
}

export function stopTokenRefreshTimer(): void {
  if (refreshTimer !== null) clearInterval(refreshTimer);
  refreshTimer = null;
}
