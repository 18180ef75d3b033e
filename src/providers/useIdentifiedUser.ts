import { useMemo } from 'react';
import { useStoreValue } from '../custom/state/useStoreValue.ts';
import { companyIdOf, grantedPermissionKeys, identifiedUserStore, type IdentifiedUser } from './session.ts';

export interface CurrentUser {
  user: IdentifiedUser;
  userId: number;
  companyId: number | null;
  isMerchant: boolean;
  permissions: readonly string[];
}

/** The signed-in user, or null before the session is restored. */
export function useIdentifiedUser(): CurrentUser | null {
  const user = useStoreValue(identifiedUserStore);
  return useMemo(
    () =>
      user && {
        user,
        userId: user.profile.userId,
        companyId: companyIdOf(user),
        isMerchant: user.userType === 'MERCHANT',
        permissions: grantedPermissionKeys(user.profile),
      },
    [user],
  );
}
