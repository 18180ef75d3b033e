import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { profileFixture, storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { storeFixture } from './support/companies.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';
import { storePageHandlers } from './support/stores.ts';

const TEN_HOURS_MS = 10 * 60 * 60 * 1000;

describe('session restore', () => {
  it('shows "Please wait..." while restoring, then the page', async () => {
    storeSession('INTERNAL');
    mswServer.use(...sessionHandlers({ userType: 'INTERNAL', profileDelayMs: 150 }));
    renderAppAt('/reports');

    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByText('Please wait...')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/reports');
  });

  it('sends the user to the login page when a session key is missing', async () => {
    storeSession('INTERNAL');
    localStorage.removeItem('refreshToken');
    renderAppAt('/companies');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
  });

  it('shows "Unable to fetch Profile" when the profile fails, and clears the session on close', async () => {
    storeSession('INTERNAL');
    mswServer.use(http.get(api('/user-service/fetch_profile'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    renderAppAt('/companies');

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Unable to fetch Profile');
    expect(dialog).toHaveTextContent('Your current session is expired!');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(localStorage.length).toBe(0);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('refreshes the tokens before the profile when the last refresh is 10 hours old', async () => {
    storeSession('INTERNAL', Date.now() - TEN_HOURS_MS);
    const refreshHeaders: (string | null)[] = [];
    mswServer.use(
      http.get(api('/user-service/refresh_token'), ({ request }) => {
        refreshHeaders.push(request.headers.get('refreshToken'));
        return HttpResponse.json({ accessToken: 'access-2', idToken: 'id-2' });
      }),
      http.get(api('/user-service/fetch_profile'), ({ request }) => {
        expect(request.headers.get('Authorization')).toBe('Bearer access-2');
        return HttpResponse.json(profileFixture('INTERNAL', []));
      }),
    );
    renderAppAt('/');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(refreshHeaders).toEqual(['stored-refresh-token']);
    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(localStorage.getItem('idToken')).toBe('id-2');
    expect(localStorage.getItem('refreshToken')).toBe('stored-refresh-token');
  });

  it('shows "Unable to Refresh Access Token" when the refresh fails', async () => {
    storeSession('INTERNAL', null);
    mswServer.use(http.get(api('/user-service/refresh_token'), () => HttpResponse.json({ message: 'revoked' }, { status: 401 })));
    renderAppAt('/');

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Unable to Refresh Access Token');
    expect(dialog).toHaveTextContent('Some error occurred while Logging. Please, login again');
  });

  it('sends a signed-in user away from routes their type may not use, silently', async () => {
    storeSession('MERCHANT');
    mswServer.use(...sessionHandlers({ userType: 'MERCHANT' }));
    renderAppAt('/reports');

    expect(await screen.findByRole('heading', { name: 'Stores' })).toBeInTheDocument();
    expect(currentPath()).toBe('/companies/7?sidebarActiveTab=stores');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a signed-in internal user from the login route to Home', async () => {
    storeSession('INTERNAL');
    mswServer.use(...sessionHandlers({ userType: 'INTERNAL' }));
    renderAppAt('/auth/login');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('opens store pages reached with a trailing slash', async () => {
    storeSession('INTERNAL');
    mswServer.use(...sessionHandlers({ userType: 'INTERNAL', permissions: ['lm_view_orders'] }), ...storePageHandlers(storeFixture(31)));
    renderAppAt('/stores/31/');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Store 31')).toBeInTheDocument();
    expect(currentPath()).toBe('/stores/31/');
  });
});
