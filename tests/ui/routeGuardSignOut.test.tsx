import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import { RouteGuard } from '../../src/custom/layout/RouteGuard.tsx';
import { identifiedUserStore, markSignedOutByChoice } from '../../src/providers/session.ts';
import { profileFixture } from './support/fixtures.ts';

/** The merchant's Analytics page behind the guard; the router says where the guard sent the user, and with what. */
function renderSignedInAt(path: string) {
  identifiedUserStore.set({ profile: profileFixture('MERCHANT', []), userType: 'MERCHANT', userStore: null, storeId: null });
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <p>Sign in</p> },
      { path: '*', element: <RouteGuard><p>Analytics</p></RouteGuard> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it('an expired session sends its user to sign in with the way back to the page they were on', async () => {
  const router = renderSignedInAt('/insights?range=week');
  await act(async () => identifiedUserStore.set(null));
  expect(router.state.location.pathname).toBe('/auth/login');
  expect(router.state.location.state).toEqual({ nextPathname: '/insights', nextSearch: '?range=week' });
});

it('a Log out the user chose leaves no way back for whoever signs in next', async () => {
  const router = renderSignedInAt('/insights?range=week');
  markSignedOutByChoice();
  await act(async () => identifiedUserStore.set(null));
  expect(router.state.location.pathname).toBe('/auth/login');
  expect(router.state.location.state).toBeNull();
});
