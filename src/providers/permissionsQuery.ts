import type { QueryClient } from '@tanstack/react-query';
import type { UserType } from '../contract/auth.ts';
import { grantedPermissionKeys, identifiedUserStore, readStoredSession, type IdentifiedUser } from './session.ts';

export interface LsmPermissions {
  userType: UserType | null;
  /** keys granted (toggle true) by the first role */
  keys: string[];
}

/** What authProvider.getPermissions answers for this user; before the session is restored, the stored user type. */
export function permissionsOf(user: IdentifiedUser | null): LsmPermissions {
  if (!user) return { userType: readStoredSession().userType, keys: [] };
  return { userType: user.userType, keys: grantedPermissionKeys(user.profile) };
}

/** react-admin's usePermissions() query (its default parameters). */
const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}];

/**
 * Answers react-admin's permissions query before its router first asks. Unanswered, the query was pending on the
 * first render and answered on the next tick, and the answer had react-admin's router render the whole screen again.
 * The answer is what authProvider.getPermissions would say at this moment; later, react-admin asks it as usual (our
 * screens read the permissions from the identified user, not from this query).
 */
export function answerPermissionsQuery(client: QueryClient): void {
  client.setQueryData(PERMISSIONS_QUERY_KEY, permissionsOf(identifiedUserStore.get()));
}
