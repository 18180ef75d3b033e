import type { PermissionKey } from '../../domain/permissions.ts';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';

/**
 * Whether the signed-in user's first role grants `key` (the keys authProvider.getPermissions answers).
 * Only hides controls: the server refuses anyway.
 */
export function useCan(key: PermissionKey): boolean {
  return useIdentifiedUser()?.permissions.includes(key) ?? false;
}
