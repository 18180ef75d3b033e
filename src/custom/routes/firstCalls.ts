// The first calls of a screen (issue 19): on a reload the page sends them as it starts, in parallel with the
// evaluation of the app's code, instead of after the app has rendered; httpRequest hands their answers to the
// screen when it asks for the same URL (src/providers/firstCalls.ts). This module is loaded by the tiny first
// script of index.html (src/startFirstCalls.ts): keep its imports small and free of React.
import type { GetListParams } from 'react-admin';
import { PAGE_SIZE } from '../../domain/paging.ts';
import type { UserType } from '../../contract/auth.ts';
import { PROFILE_CALL } from '../../providers/authApi.ts';
import { sendFirstCall } from '../../providers/firstCalls.ts';
import { plainCallHeaders, requestUrl, type ApiCall } from '../../providers/http.ts';
import {
  companyIdOf,
  grantedPermissionKeys,
  hasCompleteStoredSession,
  readConfirmedUser,
  readStoredSession,
  type IdentifiedUser,
} from '../../providers/session.ts';
import { isTokenRefreshDue } from '../../providers/tokenRefresh.ts';
import { companyListCall, inventoryListCall, storeCall, storeItemsListQuery } from '../../providers/data/startCalls.ts';
import { DEFAULT_FILTERS, DEFAULT_SORT } from '../../providers/data/inventoryFilters.ts';
import { inventoryListParams } from '../../resources/stores/inventory/inventoryQuery.ts';
import { ALLOWED_ROUTES, routeParams } from '../layout/routeGuard.ts';
import { ACTIVE_TAB_PARAM, requestedTab, resolveActiveTab } from '../layout/tabVisibility.ts';

/** What a route's first calls depend on: the URL, the session's user type, and the user the server last confirmed (null when none is kept). */
export interface FirstScreen {
  params: Record<string, string>;
  search: URLSearchParams;
  user: IdentifiedUser | null;
  userType: UserType;
}

interface FirstCallsOfRoute {
  /** a route pattern of appRoutes.tsx */
  pattern: string;
  /** exactly the GETs the screen makes first, built by the same functions as its own calls */
  calls: (screen: FirstScreen) => ApiCall[];
}

/** A react-admin list kept in the URL (ListShell inUrl): its page, page size and filters. */
export function listParamsInUrl(search: URLSearchParams): Pick<GetListParams, 'pagination' | 'filter'> {
  const number = (name: string, fallback: number) => {
    const value = Number(search.get(name) ?? fallback);
    return Number.isFinite(value) ? value : fallback;
  };
  let filter: unknown = {};
  try {
    filter = JSON.parse(search.get('filter') ?? '{}');
  } catch {
    filter = {};
  }
  return {
    pagination: { page: number('page', 1), perPage: number('perPage', PAGE_SIZE) },
    filter: typeof filter === 'object' && filter !== null ? filter : {},
  };
}

const positiveId = (text: string | undefined): number | null => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The screens whose first calls are worth sending early: the company list, and a store page (its inventory tab). */
export const FIRST_CALLS: readonly FirstCallsOfRoute[] = [
  { pattern: '/companies', calls: ({ search }) => [companyListCall(listParamsInUrl(search))] },
  {
    pattern: '/stores/:id',
    calls: ({ params, search, user, userType }) => {
      const storeId = positiveId(params.id);
      if (storeId === null) return [];
      // A merchant's calls carry their company and store, known once the server has confirmed the user. An
      // internal user's do not: before the confirmation their calls are those of the tab the URL names (a tab
      // the permissions then hide leaves its call untaken; the server refuses what the user may not see).
      if (user === null && userType !== 'INTERNAL') return [];
      const isMerchant = userType === 'MERCHANT';
      const calls = [storeCall(storeId, user !== null && isMerchant ? companyIdOf(user) : null)];
      const tabParam = search.get(ACTIVE_TAB_PARAM);
      const tab = user === null ? requestedTab('store', tabParam) : resolveActiveTab('store', tabParam, grantedPermissionKeys(user.profile), isMerchant);
      if (tab === 'inventory') {
        const { query } = storeItemsListQuery(inventoryListParams(storeId, DEFAULT_FILTERS, 1, DEFAULT_SORT));
        calls.push(inventoryListCall(storeId, query));
      }
      return calls;
    },
  },
];

/** The first calls of the screen at this URL for the stored session; none without one, or when it must refresh its tokens first. */
export function firstCallsAt({ pathname, search }: { pathname: string; search: string }, now: number = Date.now()): { calls: ApiCall[]; user: IdentifiedUser | null } {
  const none = { calls: [], user: null };
  const stored = readStoredSession();
  if (!hasCompleteStoredSession(stored) || !stored.userType || isTokenRefreshDue(stored, now)) return none;
  const user = readConfirmedUser();
  // Without a user the server has confirmed, the session's restore asks who the user is before anything else.
  const profile = user === null ? [PROFILE_CALL] : [];
  const userType = stored.userType;
  const allowed = ALLOWED_ROUTES[userType];
  for (const route of FIRST_CALLS) {
    const params = allowed.includes(route.pattern) ? routeParams(route.pattern, pathname) : null;
    if (params) return { calls: [...profile, ...route.calls({ params, search: new URLSearchParams(search), user, userType })], user };
  }
  return { calls: profile, user };
}

/** Sends the first calls of the screen at this URL, with the headers httpRequest will send. */
export function startFirstCalls(location: { pathname: string; search: string }): void {
  const { calls, user } = firstCallsAt(location);
  if (calls.length === 0) return;
  const headers = plainCallHeaders(user);
  for (const call of calls) sendFirstCall(requestUrl(call.path, call.query), headers);
}
