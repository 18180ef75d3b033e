import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, HttpError, httpRequest } from '../../src/providers/http.ts';
import { PRODUCTION_API_URL, PRODUCTION_HOSTNAMES, STAGING_API_URL } from '../../src/providers/apiUrl.ts';
import { identifiedUserStore } from '../../src/providers/session.ts';
import { profileFixture, storeSession, userStoreFixture } from './support/fixtures.ts';
import { api, mswServer } from './support/mswServer.ts';

function captureHeaders() {
  const seen: { headers: Headers | null; url: string | null } = { headers: null, url: null };
  mswServer.use(
    http.all(api('/probe'), ({ request }) => {
      seen.headers = request.headers;
      seen.url = request.url;
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe('apiUrl', () => {
  it.each([
    ['staging.lsm.example', STAGING_API_URL],
    [PRODUCTION_HOSTNAMES[0], PRODUCTION_API_URL],
    ['localhost', '/api'],
    ['127.0.0.1', '/api'],
    ['preview.somewhere.example', '/api'],
  ])('%s -> %s', (hostname, expected) => {
    expect(apiUrl(hostname)).toBe(expected);
  });
});

describe('httpRequest', () => {
  it('sends the bearer token, id token and app origin from the stored session', async () => {
    storeSession('INTERNAL');
    const seen = captureHeaders();
    await expect(httpRequest('/probe')).resolves.toEqual({ ok: true });
    expect(seen.headers?.get('Authorization')).toBe('Bearer stored-access-token');
    expect(seen.headers?.get('idToken')).toBe('stored-id-token');
    expect(seen.headers?.get('app-origin')).toBe('lsm');
    expect(seen.headers?.has('store_id')).toBe(false);
  });

  it('sends store_id when the session holds a store', async () => {
    storeSession('MERCHANT');
    identifiedUserStore.set({
      profile: profileFixture('MERCHANT', []),
      userType: 'MERCHANT',
      userStore: userStoreFixture,
      storeId: 31,
    });
    const seen = captureHeaders();
    await httpRequest('/probe');
    expect(seen.headers?.get('store_id')).toBe('31');
  });

  it('sends no token headers without a session', async () => {
    const seen = captureHeaders();
    await httpRequest('/probe');
    expect(seen.headers?.has('Authorization')).toBe(false);
    expect(seen.headers?.get('app-origin')).toBe('lsm');
  });

  it('encodes the JSON body and builds the query, dropping empty values and repeating arrays', async () => {
    let received: unknown = null;
    let url = '';
    mswServer.use(
      http.post(api('/probe'), async ({ request }) => {
        received = await request.json();
        url = request.url;
        expect(request.headers.get('Content-Type')).toBe('application/json');
        return HttpResponse.json({ id: 3 }, { status: 201 });
      }),
    );
    const answer = await httpRequest<{ id: number }>('/probe', {
      method: 'POST',
      body: { name: 'Corner Market' },
      query: { limit: 20, search_string: '', company_id: null, tags: ['a', 'b'] },
    });
    expect(answer.id).toBe(3);
    expect(received).toEqual({ name: 'Corner Market' });
    expect(new URL(url).search).toBe('?limit=20&tags=a&tags=b');
  });

  it('throws HttpError with the status and the server message', async () => {
    mswServer.use(http.get(api('/probe'), () => HttpResponse.json({ message: 'Store not found' }, { status: 404 })));
    const error = await httpRequest('/probe').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'Store not found', message: 'Store not found' });
  });

  it('throws HttpError without a server message when the body has none', async () => {
    mswServer.use(http.get(api('/probe'), () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await httpRequest('/probe').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined });
  });

  it('turns a network failure into HttpError status 0', async () => {
    mswServer.use(http.get(api('/probe'), () => HttpResponse.error()));
    const error = await httpRequest('/probe').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0 });
  });
});
