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
 * Keeps react-admin's permissions query answered with the identified user's permissions, from before the first
 * render and on every change of the user. Asked for by react-admin's router, that query was pending on the first
 * render and answered on the next tick, and each answer had react-admin unregister and register every resource
 * and render the whole screen again; it also kept a user's answer for five minutes after the server confirmed
 * another. An equal answer leaves the query's data as it was (react-query compares them), so nothing renders.
 */
export function answerPermissionsQuery(client: QueryClient): void {
  client.setQueryData(PERMISSIONS_QUERY_KEY, permissionsOf(identifiedUserStore.get()));
}

/** answerPermissionsQuery now and whenever the identified user changes; returns the unsubscribe. */
export function keepPermissionsQuery(client: QueryClient): () => void {
  answerPermissionsQuery(client);
  return identifiedUserStore.subscribe(() => answerPermissionsQuery(client));
}
