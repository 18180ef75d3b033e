import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { Store, StoreCreateBody, StoreListAnswer, StoreUpdateBody } from '../../../contract/stores.ts';
import { offsetOf, PAGE_SIZE } from '../../../domain/paging.ts';
import { httpRequest, type ApiCall } from '../../../providers/http.ts';
import type { ResourceAdapter } from '../../../providers/resourceAdapter.ts';

const positiveId = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const tagIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(positiveId).filter((id): id is number => id !== undefined) : [];

/** GET /stores/?company_id&limit&offset&search_string&status&tags (tags repeated) */
async function getList(params: GetListParams): Promise<GetListResult<RaRecord>> {
  const perPage = params.pagination?.perPage ?? PAGE_SIZE;
  const filter = params.filter ?? {};
  const answer = await httpRequest<StoreListAnswer>('/stores/', {
    query: {
      company_id: positiveId(filter.company_id),
      limit: perPage,
      offset: offsetOf(params.pagination?.page ?? 1, perPage),
      search_string: typeof filter.q === 'string' ? filter.q.trimStart() : undefined,
      status: typeof filter.status === 'string' ? filter.status : undefined,
      tags: tagIds(filter.tags),
    },
    signal: params.signal,
  });
  return { data: answer.stores, total: answer.count };
}

/** GET /stores/{id}?company_id: a store's details (also sent as a store page starts, src/firstCalls). */
export function storeCall(id: unknown, companyId: unknown): ApiCall {
  return { path: `/stores/${String(id)}`, query: { company_id: positiveId(companyId) } };
}

/**
 * The stores resource: list and search (by company), details (GET /stores/{id}?company_id), create
 * (POST /stores/store/) and update (PUT /stores/{id}?company_id=). `meta.companyId` carries company_id.
 */
export const storesAdapter: ResourceAdapter = {
  getList,
  getOne: async (params) => {
    const { path, query } = storeCall(params.id, params.meta?.companyId);
    return { data: await httpRequest<Store>(path, { query, signal: params.signal }) };
  },
  create: async (params) => ({
    data: await httpRequest<Store>('/stores/store/', { method: 'POST', body: params.data as StoreCreateBody }),
  }),
  update: async (params) => ({
    data: await httpRequest<Store>(`/stores/${params.id}`, {
      method: 'PUT',
      query: { company_id: positiveId(params.meta?.companyId) },
      body: params.data as StoreUpdateBody,
    }),
  }),
};
