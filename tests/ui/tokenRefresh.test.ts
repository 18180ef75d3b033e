import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_CHECK_INTERVAL_MS } from '../../src/providers/sessionConstants.ts';
import { isTokenRefreshDue, startTokenRefreshTimer, stopTokenRefreshTimer } from '../../src/providers/tokenRefresh.ts';
import { storeSession } from './support/fixtures.ts';
import { api, mswServer } from './support/mswServer.ts';

const HOUR_MS = 60 * 60 * 1000;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

describe('token refresh rule', () => {
  it.each([
    { case: 'no refresh token', refreshToken: null, lastFetched: null, due: false },
    { case: 'lastFetched missing', refreshToken: 'r', lastFetched: null, due: true },
    { case: '1 hour old', refreshToken: 'r', lastFetched: NOW - HOUR_MS, due: false },
    { case: 'just under 10 hours old', refreshToken: 'r', lastFetched: NOW - 10 * HOUR_MS + 1, due: false },
    { case: 'exactly 10 hours old', refreshToken: 'r', lastFetched: NOW - 10 * HOUR_MS, due: true },
    { case: '2 days old', refreshToken: 'r', lastFetched: NOW - 48 * HOUR_MS, due: true },
  ])('$case -> due: $due', ({ refreshToken, lastFetched, due }) => {
    expect(isTokenRefreshDue({ refreshToken, lastFetched }, NOW)).toBe(due);
  });
});

describe('the 15-minute refresh check', () => {
  let refreshCalls = 0;

  beforeEach(() => {
    refreshCalls = 0;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: NOW });
    mswServer.use(
      http.get(api('/user-service/refresh_token'), () => {
        refreshCalls += 1;
        return HttpResponse.json({ accessToken: `access-${refreshCalls}`, idToken: `id-${refreshCalls}`, refreshToken: `refresh-${refreshCalls}` });
      }),
    );
  });

  afterEach(() => {
    stopTokenRefreshTimer();
    vi.useRealTimers();
  });

  /** lets the fetch started by the timer reach msw and come back */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('does not refresh while the last refresh is younger than 10 hours', async () => {
    storeSession('INTERNAL', NOW - HOUR_MS);
    startTokenRefreshTimer();
    vi.advanceTimersByTime(TOKEN_REFRESH_CHECK_INTERVAL_MS * 4);
    await settle();
    expect(refreshCalls).toBe(0);
    expect(localStorage.getItem('accessToken')).toBe('stored-access-token');
  });

  it('refreshes at the first check after lastFetched turns 10 hours old', async () => {
    storeSession('INTERNAL', NOW - 10 * HOUR_MS + TOKEN_REFRESH_CHECK_INTERVAL_MS);
    startTokenRefreshTimer();
    vi.advanceTimersByTime(TOKEN_REFRESH_CHECK_INTERVAL_MS - 1);
    await settle();
    expect(refreshCalls).toBe(0);

    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    // refresh tokens rotate: the next refresh must present the new one
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    // lastFetched is the refresh time (vi.waitFor moves the fake clock on by a few ms while polling)
    const lastFetched = Number(localStorage.getItem('lastFetched'));
    expect(lastFetched).toBeGreaterThanOrEqual(NOW + TOKEN_REFRESH_CHECK_INTERVAL_MS);
    expect(lastFetched).toBeLessThan(NOW + TOKEN_REFRESH_CHECK_INTERVAL_MS + 1000);

    // freshly refreshed: the next checks leave it alone
    vi.advanceTimersByTime(TOKEN_REFRESH_CHECK_INTERVAL_MS * 2);
    await settle();
    expect(refreshCalls).toBe(1);
  });

  it('refreshes when lastFetched is missing', async () => {
    storeSession('INTERNAL', null);
    startTokenRefreshTimer();
    vi.advanceTimersByTime(TOKEN_REFRESH_CHECK_INTERVAL_MS);
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
  });

  it('never refreshes without a refresh token', async () => {
    storeSession('INTERNAL', null);
    localStorage.removeItem('refreshToken');
    startTokenRefreshTimer();
    vi.advanceTimersByTime(TOKEN_REFRESH_CHECK_INTERVAL_MS * 3);
    await settle();
    expect(refreshCalls).toBe(0);
  });
});
