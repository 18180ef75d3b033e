import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider.ts';
import { HttpError } from '../../src/providers/http.ts';
import { storeSession } from './support/fixtures.ts';
import { api, mswServer } from './support/mswServer.ts';

const group = { id: 7, store_id: 3, name: 'Milk choice', min_quantity: 1, max_quantity: 1, options: [], linked_items: [] };

describe('declared resources through ra-data-simple-rest', () => {
  it('lists with the simple REST query, the session headers, and the total from Content-Range', async () => {
    storeSession('INTERNAL');
    let seen: Request | null = null;
    mswServer.use(
      http.get(api('/rest/modifier-groups'), ({ request }) => {
        seen = request;
        return HttpResponse.json([group], { headers: { 'Content-Range': 'modifier-groups 20-20/21' } });
      }),
    );
    const answer = await dataProvider.getList('modifier-groups', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
      filter: { store_id: 3, q: 'milk' },
    });
    expect(answer).toEqual({ data: [group], total: 21 });
    const url = new URL(seen!.url);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ store_id: 3, q: 'milk' });
    expect(url.searchParams.get('range')).toBe('[20,39]');
    expect(url.searchParams.get('sort')).toBe('["name","ASC"]');
    expect(seen!.headers.get('Authorization')).toBe('Bearer stored-access-token');
    expect(seen!.headers.get('app-origin')).toBe('lsm');
  });

  it('creates and updates with JSON bodies, and answers the record', async () => {
    storeSession('INTERNAL');
    const bodies: unknown[] = [];
    mswServer.use(
      http.post(api('/rest/fee-rules'), async ({ request }) => {
        bodies.push(await request.json());
        expect(request.headers.get('Content-Type')).toBe('application/json');
        return HttpResponse.json({ id: 4, store_id: 3, fee_type: 'flat_fee', flat_fee: 1 }, { status: 201 });
      }),
      http.put(api('/rest/fee-rules/4'), async ({ request }) => HttpResponse.json({ id: 4, ...((await request.json()) as object) })),
    );
    const made = await dataProvider.create('fee-rules', { data: { store_id: 3, fee_type: 'flat_fee', flat_fee: 1 } });
    expect(made.data).toMatchObject({ id: 4, fee_type: 'flat_fee' });
    expect(bodies).toEqual([{ store_id: 3, fee_type: 'flat_fee', flat_fee: 1 }]);
    const changed = await dataProvider.update('fee-rules', { id: 4, data: { flat_fee: 2 }, previousData: made.data });
    expect(changed.data).toEqual({ id: 4, flat_fee: 2 });
  });

  it("fails with our HttpError carrying the server's message and status", async () => {
    storeSession('INTERNAL');
    mswServer.use(http.put(api('/rest/modifier-groups/7'), () => HttpResponse.json({ message: 'min_quantity must not be above max_quantity (1)' }, { status: 400 })));
    const failure = dataProvider.update('modifier-groups', { id: 7, data: { min_quantity: 2 }, previousData: group });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'min_quantity must not be above max_quantity (1)' });
  });
});
