import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider, customMethods, dataProvider, UnsupportedResourceError } from '../../src/providers/dataProvider.ts';
import { httpRequest } from '../../src/providers/http.ts';
import type { ResourceAdapter } from '../../src/providers/resourceAdapter.ts';
import { userStoreFixture } from './support/fixtures.ts';
import { api, mswServer } from './support/mswServer.ts';

interface ExampleAnswer {
  count: number;
  widgets: { id: number; name: string }[];
}

/** The shape other issues follow: spec call in, { data, total } out. */
const widgetsAdapter: ResourceAdapter = {
  async getList(params) {
    const perPage = params.pagination?.perPage ?? 20;
    const page = params.pagination?.page ?? 1;
    const answer = await httpRequest<ExampleAnswer>('/widgets', {
      query: { limit: perPage, offset: (page - 1) * perPage, search_string: params.filter?.q },
    });
    return { data: answer.widgets, total: answer.count };
  },
};

describe('dataProvider resource table', () => {
  it('calls the adapter of the resource and maps the answer to { data, total }', async () => {
    let query = '';
    mswServer.use(
      http.get(api('/widgets'), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ count: 41, widgets: [{ id: 1, name: 'One' }] });
      }),
    );
    const provider = createDataProvider({ widgets: widgetsAdapter }, customMethods);
    const result = await provider.getList('widgets', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'One' }], total: 41 });
    expect(query).toBe('?limit=20&offset=40');
  });

  it('rejects with a clear error for an unknown resource or an unsupported method', async () => {
    const provider = createDataProvider({ widgets: widgetsAdapter }, customMethods);
    await expect(provider.getOne('widgets', { id: 1 })).rejects.toThrow(UnsupportedResourceError);
    await expect(provider.getOne('widgets', { id: 1 })).rejects.toThrow('no adapter with getOne for resource "widgets"');
    await expect(dataProvider.getList('nothing', { pagination: { page: 1, perPage: 20 } })).rejects.toThrow(
      'no adapter with getList for resource "nothing"',
    );
  });

  it('exposes typed custom methods on the same object', async () => {
    mswServer.use(
      http.get(api('/stores/user-store'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('cognito_user_name')).toBe('cognito-maria');
        return HttpResponse.json(userStoreFixture);
      }),
    );
    await expect(dataProvider.getUserStore('cognito-maria')).resolves.toEqual(userStoreFixture);
  });
});
