import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, mswServer } from './support/mswServer.ts';
import { markSignedOutByChoice } from '../../src/providers/session.ts';
import { userStoreFixture } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { App } from '../../src/App.tsx';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

function authenticateAnswering(userType: 'INTERNAL' | 'MERCHANT') {
  return http.post(api('/user-service/authenticate'), async ({ request }) => {
    const body = await request.json();
    expect(body).toEqual({ email: 'someone@lsm.example', password: 'demo1234' });
    return HttpResponse.json({ accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1', userType });
  });
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email/), 'someone@lsm.example');
  await user.type(screen.getByLabelText(/Password/), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('shows the brand and the form without waiting for a session', async () => {
    renderAppAt('/auth/login');
    expect(await screen.findByText('LSM')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: /^Profile menu/ })).not.toBeInTheDocument();
  });

  it('signs an internal user in, stores the five keys and lands on Home', async () => {
    mswServer.use(authenticateAnswering('INTERNAL'), ...sessionHandlers({ userType: 'INTERNAL' }));
    const before = Date.now();
    renderAppAt('/auth/login');
    await signIn();

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Olivia')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('idToken')).toBe('id-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('userType')).toBe('INTERNAL');
    expect(Number(localStorage.getItem('lastFetched'))).toBeGreaterThanOrEqual(before);
  });

  it('signs a merchant in, fetches the user store by username and lands on the company Stores tab', async () => {
    const userStoreQueries: string[] = [];
    mswServer.use(
      http.get(api('/stores/user-store'), ({ request }) => {
        userStoreQueries.push(new URL(request.url).searchParams.get('cognito_user_name') ?? '');
        return HttpResponse.json(userStoreFixture);
      }),
      authenticateAnswering('MERCHANT'),
      ...sessionHandlers({ userType: 'MERCHANT' }),
    );
    renderAppAt('/auth/login');
    await signIn();

    expect(await screen.findByRole('heading', { name: 'Stores' })).toBeInTheDocument();
    expect(currentPath()).toBe('/companies/7?sidebarActiveTab=stores');
    expect(userStoreQueries).toEqual(['cognito-maria']);
    expect(screen.getByText('Corner Market')).toBeInTheDocument();
    expect(localStorage.getItem('userType')).toBe('MERCHANT');
  });

  it('brings a user who opened a page while signed out back to it after signing in', async () => {
    mswServer.use(authenticateAnswering('INTERNAL'), ...sessionHandlers({ userType: 'INTERNAL' }));
    renderAppAt('/reports?range=7d');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
    await signIn();

    await waitFor(() => expect(currentPath()).toBe('/reports?range=7d'));
  });

  it('lands on home after a Log out the user chose, even with a way back to the page left', async () => {
    mswServer.use(authenticateAnswering('INTERNAL'), ...sessionHandlers({ userType: 'INTERNAL' }));
    markSignedOutByChoice();
    // react-admin's own auth check, noticing the ended session before the Log out's redirect, passes the page left
    window.history.replaceState({ usr: { nextPathname: '/reports', nextSearch: '?range=7d' }, key: 'left', idx: 0 }, '', '/auth/login');
    render(<App />);
    await signIn();

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('lands on the user\u2019s home when the page opened before signing in is not for their user type', async () => {
    mswServer.use(authenticateAnswering('MERCHANT'), ...sessionHandlers({ userType: 'MERCHANT' }));
    renderAppAt('/reports');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await signIn();

    await waitFor(() => expect(currentPath()).toBe('/companies/7?sidebarActiveTab=stores'));
  });

  it('shows "Unable to Login" with the server message on failure', async () => {
    mswServer.use(
      http.post(api('/user-service/authenticate'), () =>
        HttpResponse.json({ message: 'Incorrect username or password.' }, { status: 401 }),
      ),
    );
    renderAppAt('/auth/login');
    await signIn();

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Unable to Login');
    expect(dialog).toHaveTextContent('Incorrect username or password.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(currentPath()).toBe('/auth/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('falls back to the catalogue message when the server sends none', async () => {
    mswServer.use(http.post(api('/user-service/authenticate'), () => new HttpResponse(null, { status: 500 })));
    renderAppAt('/auth/login');
    await signIn();

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Some error occurred while Logging. Please, try again later');
  });

  it('disables Sign in while submitting', async () => {
    let release: () => void = () => undefined;
    mswServer.use(
      http.post(api('/user-service/authenticate'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ message: 'nope' }, { status: 401 });
      }),
    );
    renderAppAt('/auth/login');
    await signIn();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in', hidden: true })).toBeEnabled());
  });
});
