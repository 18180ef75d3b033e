import { delay, http, HttpResponse } from 'msw';
import type { PermissionKey } from '../../../src/domain/permissions.ts';
import type { UserType } from '../../../src/contract/auth.ts';
import { profileFixture, userStoreFixture } from './fixtures.ts';
import { api } from './mswServer.ts';

export interface SessionHandlerOptions {
  userType: UserType;
  permissions?: readonly PermissionKey[];
  profileDelayMs?: number;
}

/** fetch_profile, and user-store for merchants, answering like the server. */
export function sessionHandlers({ userType, permissions = [], profileDelayMs = 0 }: SessionHandlerOptions) {
  return [
    http.get(api('/user-service/fetch_profile'), async () => {
      if (profileDelayMs) await delay(profileDelayMs);
      return HttpResponse.json(profileFixture(userType, permissions));
    }),
    http.get(api('/stores/user-store'), () => HttpResponse.json(userStoreFixture)),
  ];
}
