import { clearSession } from './session.ts';
import { forgetRestoreAttempt } from './sessionRestore.ts';
import { stopTokenRefreshTimer } from './tokenRefresh.ts';

/** Forgets everything about the session in this browser: storage, user, timer, restore attempt. */
export function endLocalSession(): void {
  stopTokenRefreshTimer();
  clearSession();
  forgetRestoreAttempt();
}
