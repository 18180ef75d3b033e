import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/providers/authProvider.ts';
import { HttpError } from '../../src/providers/HttpError.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

function logoutRecorder(status = 200) {
  const refreshTokens: (string | null)[] = [];
  const handler = http.post(api('/user-service/logout'), ({ request }) => {
    refreshTokens.push(request.headers.get('refreshToken'));
    return HttpResponse.json({ message: status === 200 ? 'Logged out' : 'failed' }, { status });
  });
  return { handler, refreshTokens };
}

describe('logout', () => {
  it('revokes the session, clears storage and goes to the login page (internal profile menu)', async () => {
    storeSession('INTERNAL');
    const logout = logoutRecorder();
    mswServer.use(logout.handler, ...sessionHandlers({ userType: 'INTERNAL' }));
    renderAppAt('/');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Profile menu of Olivia Ops' }));
    expect(screen.getByText('Olivia Ops')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
    expect(logout.refreshTokens).toEqual(['stored-refresh-token']);
    expect(localStorage.length).toBe(0);
  });

  it('logs a merchant out from the sidebar profile block', async () => {
    storeSession('MERCHANT');
    const logout = logoutRecorder();
    mswServer.use(logout.handler, ...sessionHandlers({ userType: 'MERCHANT' }));
    renderAppAt('/insights');

    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('shows a browser alert when the logout call fails, and still signs out', async () => {
    storeSession('INTERNAL');
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const logout = logoutRecorder(500);
    mswServer.use(logout.handler, ...sessionHandlers({ userType: 'INTERNAL' }));
    renderAppAt('/');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Profile menu of Olivia Ops' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    alertSpy.mockRestore();
  });

  it('asks react-admin to log out on a 401 from a data call, not on other errors', async () => {
    await expect(authProvider.checkError(new HttpError(401, 'expired', { message: 'expired' }))).rejects.toMatchObject({
      logoutUser: true,
    });
    await expect(authProvider.checkError(new HttpError(500, 'boom', { message: 'boom' }))).resolves.toBeUndefined();
  });
});
