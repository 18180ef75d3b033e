import { forgetFirstCalls } from './firstCalls.ts';
import { clearSession } from './session.ts';
import { forgetRestoreAttempt } from './sessionRestore.ts';
import { stopTokenRefreshTimer } from './tokenRefresh.ts';

/** Forgets everything about the session in this browser: storage, user, timer, restore attempt, first calls. */
export function endLocalSession(): void {
  forgetFirstCalls();
  stopTokenRefreshTimer();
  clearSession();
  forgetRestoreAttempt();
}
