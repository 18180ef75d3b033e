import { useCallback } from 'react';
import { useLogout } from 'react-admin';
import { markSignedOutByChoice } from '../../providers/session.ts';

/** Log out as the user chooses it: react-admin's logout, leaving no way back to this page for whoever signs in next. */
export function useSignOut(): () => void {
  const logout = useLogout();
  return useCallback(() => {
    markSignedOutByChoice();
    void logout(undefined, undefined, false);
  }, [logout]);
}
