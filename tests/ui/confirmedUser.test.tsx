import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getIdentifiedUser, readConfirmedUser, rememberConfirmedUser, type IdentifiedUser } from '../../src/providers/session.ts';
import { companyFixture } from './support/companies.ts';
import { profileFixture, storeSession } from './support/fixtures.ts';
import { api, mswServer } from './support/mswServer.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

// A reload (issue 19): the user the server last confirmed is shown at once, so the page's list call does not
// wait for the profile round trip; the server still confirms the session, and a refusal still ends it.

const confirmedInternal: IdentifiedUser = { profile: profileFixture('INTERNAL', ['view_company_details']), userType: 'INTERNAL', userStore: null, storeId: null };

function rememberConfirmed(idToken = 'stored-id-token') {
  localStorage.setItem('confirmedUser', JSON.stringify({ idToken, user: confirmedInternal }));
}

const companyList = (onList: () => void) =>
  http.get(api('/stores/company/'), () => {
    onList();
    return HttpResponse.json({ companies: [companyFixture(1, { name: 'Reload Co' })], count: 1, totalCompaniesCount: 1, totalStoresCount: 1 });
  });

describe('reload with a confirmed user', () => {
  it('writes the confirmed user only when it changed: a reload confirming the same user writes nothing', () => {
    storeSession('INTERNAL');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const confirmedWrites = () => setItem.mock.calls.filter(([key]) => key === 'confirmedUser').length;
    try {
      rememberConfirmedUser(confirmedInternal);
      rememberConfirmedUser({ ...confirmedInternal });
      expect(confirmedWrites()).toBe(1);
      const withStore: IdentifiedUser = { ...confirmedInternal, storeId: 7 };
      rememberConfirmedUser(withStore);
      expect(confirmedWrites()).toBe(2);
      expect(readConfirmedUser()).toEqual(withStore);
    } finally {
      setItem.mockRestore();
    }
  });

  it('asks for the list before the profile answers, and the profile still confirms the session', async () => {
    storeSession('INTERNAL');
    rememberConfirmed();
    let listAsked!: () => void;
    const listWasAsked = new Promise<void>((resolve) => (listAsked = resolve));
    let profileAnswered = false;
    mswServer.use(
      companyList(() => listAsked()),
      // The profile answers only once the list was asked for: an app that waited for it would never show the list.
      http.get(api('/user-service/fetch_profile'), async () => {
        await listWasAsked;
        profileAnswered = true;
        return HttpResponse.json(profileFixture('INTERNAL', ['view_company_details']));
      }),
    );
    renderAppAt('/companies');

    expect(await screen.findByText('Reload Co')).toBeInTheDocument();
    await waitFor(() => expect(profileAnswered).toBe(true));
    expect(screen.queryByText('Please wait...')).not.toBeInTheDocument();
  });

  it('keeps the user shown when the server confirms the same one: no screen renders again for it', async () => {
    storeSession('INTERNAL');
    rememberConfirmed();
    let answerProfile!: () => void;
    const profileMayAnswer = new Promise<void>((resolve) => (answerProfile = resolve));
    mswServer.use(
      companyList(() => undefined),
      http.get(api('/user-service/fetch_profile'), async () => {
        await profileMayAnswer;
        return HttpResponse.json(profileFixture('INTERNAL', ['view_company_details']));
      }),
    );
    renderAppAt('/companies');
    expect(await screen.findByText('Reload Co')).toBeInTheDocument();
    const shown = getIdentifiedUser();
    expect(shown).toEqual(confirmedInternal);
    // the confirmation writes the kept user again once it is done
    localStorage.removeItem('confirmedUser');
    answerProfile();
    await waitFor(() => expect(localStorage.getItem('confirmedUser')).not.toBeNull());
    expect(getIdentifiedUser()).toBe(shown);
  });

  it('ends the session when the server no longer accepts it', async () => {
    storeSession('INTERNAL');
    rememberConfirmed();
    mswServer.use(
      companyList(() => undefined),
      http.get(api('/user-service/fetch_profile'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    renderAppAt('/companies');

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Unable to fetch Profile');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(localStorage.getItem('confirmedUser')).toBeNull();
  });

  it('never shows a user confirmed under another id token: it waits for the profile', async () => {
    storeSession('INTERNAL');
    rememberConfirmed('an-older-id-token');
    mswServer.use(
      companyList(() => undefined),
      http.get(api('/user-service/fetch_profile'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return HttpResponse.json(profileFixture('INTERNAL', ['view_company_details']));
      }),
    );
    renderAppAt('/companies');

    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    expect(await screen.findByText('Reload Co')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('confirmedUser')!).idToken).toBe('stored-id-token');
  });
});
