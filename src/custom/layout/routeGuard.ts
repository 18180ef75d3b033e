import type { UserType } from '../../contract/auth.ts';
import { LOGIN_PATH } from '../../providers/sessionConstants.ts';

// Route guard of spec 000 §2: which paths each user type may stay on, and where others are sent.

const INTERNAL_ROUTES: readonly string[] = [
  '/',
  '/items',
  '/reports',
  '/stores/:id',
  '/match-items/:id',
  '/companies/:id',
  '/companies',
  '/employees',
  '/employees/:id',
];

const MERCHANT_ROUTES: readonly string[] = [
  '/employees',
  '/employees/:id',
  '/companies/:id',
  '/insights',
  '/stores/:id',
  '/match-items/:id',
];

export const ALLOWED_ROUTES: Record<UserType, readonly string[]> = {
  INTERNAL: INTERNAL_ROUTES,
  MERCHANT: MERCHANT_ROUTES,
};

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** "/stores/:id" matches "/stores/12" and "/stores/12/"; ":id" is one non-empty segment. */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
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
