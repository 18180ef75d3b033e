import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from '../../src/custom/alert/AlertDialog.tsx';
import { raiseAlert } from '../../src/custom/alert/alertStore.ts';
import { whileGlobalLoading } from '../../src/custom/loading/globalLoadingStore.ts';
import { GlobalLoadingOverlay } from '../../src/custom/loading/GlobalLoadingOverlay.tsx';
import { i18nProvider } from '../../src/providers/i18n/i18nProvider.ts';
import { storeSession } from './support/fixtures.ts';

const ShowPath = () => <p data-testid="path">{useLocation().pathname}</p>;

function renderAlertAt(path: string) {
  const onSessionCleared = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <I18nContextProvider value={i18nProvider}>
        <Routes>
          <Route path="*" element={<ShowPath />} />
        </Routes>
        <AlertDialog onSessionCleared={onSessionCleared} />
      </I18nContextProvider>
    </MemoryRouter>,
  );
  return { onSessionCleared };
}

describe('modal alert', () => {
  it('shows heading, message, OK and Close; closing hides it and keeps the session', async () => {
    storeSession('INTERNAL');
    const { onSessionCleared } = renderAlertAt('/companies');
    act(() =>
      raiseAlert({
        heading: 'lsm.alerts.unable_to_update_data.heading',
        message: { key: 'lsm.alerts.unable_to_update_data.message' },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unable to update data' });
    expect(dialog).toHaveTextContent('Some error occurred while updating record. Please, try again later');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('accessToken')).toBe('stored-access-token');
    expect(onSessionCleared).not.toHaveBeenCalled();
    expect(screen.getByTestId('path')).toHaveTextContent('/companies');
  });

  it('clears the stored session first when the alert asks for it, then goes to the login page', async () => {
    storeSession('MERCHANT');
    const { onSessionCleared } = renderAlertAt('/companies/7');
    act(() =>
      raiseAlert({
        heading: 'lsm.alerts.no_access_to_company.heading',
        message: { key: 'lsm.alerts.no_access_to_company.message' },
        clearLocalStorage: true,
      }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent("You don't have access to this company");

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.length).toBe(0);
    expect(onSessionCleared).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('path')).toHaveTextContent('/auth/login');
  });

  it('shows server text as is and can refuse dismissal by the backdrop', async () => {
    renderAlertAt('/');
    act(() =>
      raiseAlert({
        heading: 'lsm.alerts.unable_to_login.heading',
        message: { text: 'Account locked' },
        disableBackdropDismiss: true,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Account locked');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    if (backdrop) await userEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('global loading overlay', () => {
  it('shows a full-area spinner while the global loading flag is held', async () => {
    render(
      <I18nContextProvider value={i18nProvider}>
        <GlobalLoadingOverlay />
      </I18nContextProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    let finish: () => void = () => undefined;
    const work = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = whileGlobalLoading(work);
    });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await act(async () => {
      finish();
      await done;
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
