import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isSignedOutByChoice } from '../../providers/session.ts';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { routeRedirect } from './routeGuard.ts';

/** Applies the route guard: silent replace-redirect, else renders the page. */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  const current = useIdentifiedUser();
  const target = routeRedirect(pathname, current && { userType: current.user.userType, companyId: current.companyId });
  // Signed out: the login page brings the user back here afterwards, unless they chose to log out.
  const wayBack = current || isSignedOutByChoice() ? undefined : { nextPathname: pathname, nextSearch: search };
  if (target !== null) return <Navigate to={target} replace state={wayBack} />;
  return <>{children}</>;
};
