import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startFirstCalls } from '../../src/custom/routes/firstCalls.ts';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { FIRST_CALL_FRESH_MS, pendingFirstCalls, sendFirstCall } from '../../src/providers/firstCalls.ts';
import { httpRequest, plainCallHeaders } from '../../src/providers/http.ts';
import type { IdentifiedUser } from '../../src/providers/session.ts';
import { companyFixture } from './support/companies.ts';
import { profileFixture, storeSession, userStoreFixture } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { inventoryHandlers, STORE_ID, storeItemFixture } from './support/inventory.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';

// A reload (issue 19): the screen's first calls leave as the page starts, before the app has rendered, and the
// screen takes their answers instead of asking again. Anything else (another URL, a failed first call, an old
// one) is asked for as usual.

const INTERNAL_USER: IdentifiedUser = { profile: profileFixture('INTERNAL', ['view_company_details']), userType: 'INTERNAL', userStore: null, storeId: null };
const INVENTORY_VIEWER: PermissionKey[] = ['lm_view_store_inventory'];
const MERCHANT_USER: IdentifiedUser = {
  profile: profileFixture('MERCHANT', INVENTORY_VIEWER),
  userType: 'MERCHANT',
  userStore: userStoreFixture,
  storeId: STORE_ID,
};

function reloadWithSession(user: IdentifiedUser) {
  storeSession(user.userType);
  localStorage.setItem('confirmedUser', JSON.stringify({ idToken: 'stored-id-token', user }));
}

/** The page starts at this URL: its first script runs before the app. */
function startPageAt(path: string) {
  window.history.replaceState({}, '', path);
  startFirstCalls(window.location);
}

/** Every request that reached the (mock) server, in order. */
function recordRequests() {
  const seen: Request[] = [];
  mswServer.events.on('request:start', ({ request }) => void seen.push(request.clone()));
  return {
    seen,
    to: (path: string) => seen.filter((request) => new URL(request.url).pathname === `/api${path}`),
  };
}

afterEach(() => mswServer.events.removeAllListeners());

/** The company list answering `name`, the first answer (only) with `firstStatus`. */
function companyList(firstStatus = 200) {
  let calls = 0;
  return http.get(api('/stores/company/'), () => {
    calls++;
    if (calls === 1 && firstStatus !== 200) return HttpResponse.json({ message: 'not now' }, { status: firstStatus });
    return HttpResponse.json({ companies: [companyFixture(1, { name: 'Reload Co' })], count: 1, totalCompaniesCount: 1, totalStoresCount: 1 });
  });
}

describe('first calls of a reload', () => {
  it('sends the company list call before the app renders, and the screen does not send it again', async () => {
    reloadWithSession(INTERNAL_USER);
    const requests = recordRequests();
    mswServer.use(companyList(), ...sessionHandlers({ userType: 'INTERNAL', permissions: ['view_company_details'] }));

    startPageAt('/companies');
    await waitFor(() => expect(requests.to('/stores/company/')).toHaveLength(1));
    const [first] = requests.to('/stores/company/');
    expect(new URL(first.url).search).toBe('?limit=20&offset=0');
    expect(first.headers.get('Authorization')).toBe('Bearer stored-access-token');
    expect(requests.seen).toHaveLength(1); // nothing else yet: the app has not started

    renderAppAt('/companies');
    expect(await screen.findByText('Reload Co')).toBeInTheDocument();
    await waitFor(() => expect(requests.to('/user-service/fetch_profile')).toHaveLength(1));
    expect(requests.to('/stores/company/')).toHaveLength(1);
    expect(pendingFirstCalls()).toEqual([]);
  });

  it('reads the page, page size and filters of a list kept in the URL', async () => {
    reloadWithSession(INTERNAL_USER);
    const requests = recordRequests();
    mswServer.use(companyList(), ...sessionHandlers({ userType: 'INTERNAL', permissions: ['view_company_details'] }));
    const path = `/companies?filter=${encodeURIComponent('{"q":"reload","status":"Live"}')}&page=2&perPage=20`;

    startPageAt(path);
    renderAppAt(path);
    expect(await screen.findByText('Reload Co')).toBeInTheDocument();
    await waitFor(() => expect(requests.to('/user-service/fetch_profile')).toHaveLength(1));
    expect(requests.to('/stores/company/').map((request) => new URL(request.url).search)).toEqual([
      '?limit=20&offset=20&search_string=reload&status=Live',
    ]);
  });

  it('asks as usual when the screen asks for another URL', async () => {
    reloadWithSession(INTERNAL_USER);
    const requests = recordRequests();
    mswServer.use(companyList(), ...sessionHandlers({ userType: 'INTERNAL', permissions: ['view_company_details'] }));

    startPageAt('/companies');
    renderAppAt('/companies?page=3&perPage=20');
    expect(await screen.findByText('Reload Co')).toBeInTheDocument();
    expect(requests.to('/stores/company/').map((request) => new URL(request.url).search)).toEqual(['?limit=20&offset=0', '?limit=20&offset=40']);
  });

  it.each([401, 500])('asks as usual when the first call got a %s', async (status) => {
    reloadWithSession(INTERNAL_USER);
    const requests = recordRequests();
    mswServer.use(companyList(status), ...sessionHandlers({ userType: 'INTERNAL', permissions: ['view_company_details'] }));

    startPageAt('/companies');
    await waitFor(() => expect(requests.to('/stores/company/')).toHaveLength(1));
    renderAppAt('/companies');
    expect(await screen.findByText('Reload Co')).toBeInTheDocument();
    expect(requests.to('/stores/company/')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('stored-access-token');
  });

  it('hands a refusal (403) to the screen instead of sending the call again', async () => {
    reloadWithSession(INTERNAL_USER);
    const requests = recordRequests();
    mswServer.use(companyList(403), ...sessionHandlers({ userType: 'INTERNAL', permissions: ['view_company_details'] }));

    startPageAt('/companies');
    await waitFor(() => expect(requests.to('/stores/company/')).toHaveLength(1));
    renderAppAt('/companies');
    expect(await screen.findByText('not now')).toBeInTheDocument();
    expect(requests.to('/stores/company/')).toHaveLength(1);
  });

  it("sends a merchant's store and inventory calls with their store, once each", async () => {
    reloadWithSession(MERCHANT_USER);
    const requests = recordRequests();
    const { handlers, recorder } = inventoryHandlers([storeItemFixture(101, { name: 'Cold Brew' })]);
    mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions: INVENTORY_VIEWER }), ...handlers);
    const path = `/stores/${STORE_ID}?sidebarActiveTab=inventory`;

    startPageAt(path);
    await waitFor(() => expect(requests.seen).toHaveLength(2));
    expect(requests.seen.map((request) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      `/api/stores/${STORE_ID}?company_id=7`,
      `/api/inventory/${STORE_ID}?min_price=0&max_price=99999&order=name&sort_dir=ASC&offset=0&limit=20`,
    ]);
    expect(requests.seen.map((request) => request.headers.get('store_id'))).toEqual([String(STORE_ID), String(STORE_ID)]);

    renderAppAt(path);
    expect(await screen.findByRole('button', { name: 'Cold Brew' })).toBeInTheDocument();
    await waitFor(() => expect(recorder.countCalls).toBe(1));
    expect(requests.to(`/stores/${STORE_ID}`)).toHaveLength(1);
    expect(recorder.listQueries).toHaveLength(1);
  });

  it("asks who an internal user is before the server has confirmed them, with the calls of the tab the URL names, each once", async () => {
    storeSession('INTERNAL');
    const requests = recordRequests();
    const { handlers, recorder } = inventoryHandlers([storeItemFixture(101, { name: 'Cold Brew' })]);
    mswServer.use(...sessionHandlers({ userType: 'INTERNAL', permissions: INVENTORY_VIEWER }), ...handlers);
    const path = `/stores/${STORE_ID}?sidebarActiveTab=inventory`;

    startPageAt(path);
    await waitFor(() => expect(requests.seen).toHaveLength(3));
    expect(requests.seen.map((request) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      '/api/user-service/fetch_profile',
      `/api/stores/${STORE_ID}`,
      `/api/inventory/${STORE_ID}?min_price=0&max_price=99999&order=name&sort_dir=ASC&offset=0&limit=20`,
    ]);

    renderAppAt(path);
    expect(await screen.findByRole('button', { name: 'Cold Brew' })).toBeInTheDocument();
    await waitFor(() => expect(recorder.countCalls).toBe(1));
    expect(requests.to('/user-service/fetch_profile')).toHaveLength(1);
    expect(requests.to(`/stores/${STORE_ID}`)).toHaveLength(1);
    expect(recorder.listQueries).toHaveLength(1);
    expect(pendingFirstCalls()).toEqual([]);
  });

  it("asks only who a merchant is before the server has confirmed them: their calls carry their store", async () => {
    storeSession('MERCHANT');
    const requests = recordRequests();
    mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions: INVENTORY_VIEWER }));
    startPageAt(`/stores/${STORE_ID}?sidebarActiveTab=inventory`);
    await waitFor(() => expect(requests.seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.seen.map((request) => new URL(request.url).pathname)).toEqual(['/api/user-service/fetch_profile']);
  });

  it('sends nothing without a stored session, for a screen it does not know, or before a token refresh', async () => {
    const requests = recordRequests();
    startPageAt('/companies');
    reloadWithSession(INTERNAL_USER);
    startPageAt('/reports');
    storeSession('INTERNAL', Date.now() - 11 * 60 * 60 * 1000);
    startPageAt('/companies');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.seen).toHaveLength(0);
    expect(pendingFirstCalls()).toEqual([]);
  });
});

describe('httpRequest and a first call', () => {
  function probe() {
    const probed = { calls: 0 };
    mswServer.use(http.get(api('/probe'), () => HttpResponse.json({ call: ++probed.calls })));
    return probed;
  }

  it('takes a fresh first call once', async () => {
    storeSession('INTERNAL');
    const probed = probe();
    sendFirstCall(api('/probe'), plainCallHeaders());
    await expect(httpRequest('/probe')).resolves.toEqual({ call: 1 });
    await expect(httpRequest('/probe')).resolves.toEqual({ call: 2 });
    expect(probed.calls).toBe(2);
  });

  it.each([
    ['is 5 s old', () => sendFirstCall(api('/probe'), plainCallHeaders(), Date.now() - FIRST_CALL_FRESH_MS)],
    ['was sent with other headers', () => sendFirstCall(api('/probe'), { ...plainCallHeaders(), Authorization: 'Bearer another-token' })],
  ])('asks again when the first call %s', async (_case, send) => {
    storeSession('INTERNAL');
    const probed = probe();
    send();
    await httpRequest('/probe');
    await waitFor(() => expect(probed.calls).toBe(2));
    expect(pendingFirstCalls()).toEqual([]);
  });
});
