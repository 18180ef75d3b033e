import type { UserType } from '../../contract/auth.ts';
import { LOGIN_PATH } from '../../providers/sessionConstants.ts';
import { pathsAllowedTo } from './pages.ts';

// Route guard of spec 000 §2: which paths each user type may stay on (the page table, src/custom/layout/pages.ts),
// and where others are sent.

/** The path patterns each user type may stay on, from the page table. */
export const ALLOWED_ROUTES: Record<UserType, readonly string[]> = {
  INTERNAL: pathsAllowedTo('INTERNAL'),
  MERCHANT: pathsAllowedTo('MERCHANT'),
};

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** "/stores/:id" matches "/stores/12" and "/stores/12/"; ":id" is one non-empty segment. */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  return routeParams(pattern, pathname) !== null;
}

/** The values of a pattern's ":name" segments in a path it matches ({ id: "12" }), null when it does not match. */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = actual[index];
    else if (segment !== actual[index]) return null;
  }
  return params;
}

export interface GuardedUser {
  userType: UserType;
  companyId: number | null;
}

/** Where a signed-in user lands: / for internal, the own company's Stores tab for a merchant. */
export function homePathFor(user: GuardedUser): string {
  if (user.userType === 'INTERNAL') return '/';
  return user.companyId === null ? '/employees' : `/companies/${user.companyId}?sidebarActiveTab=stores`;
}

/** The redirect target for this path, or null when the user may stay. Not signed in -> login. */
export function routeRedirect(pathname: string, user: GuardedUser | null): string | null {
  if (!user) return matchesRoutePattern(LOGIN_PATH, pathname) ? null : LOGIN_PATH;
  const allowed = ALLOWED_ROUTES[user.userType].some((pattern) => matchesRoutePattern(pattern, pathname));
  return allowed ? null : homePathFor(user);
}
