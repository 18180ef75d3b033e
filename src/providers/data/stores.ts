// Stores (spec 000 §7 "Stores"): the react-admin adapter of `stores`, and one named method per call that is
// not plain CRUD (store hours). The top bar's store search is a getList of `stores` sorted by name.
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type {
  Store,
  StoreCreateBody,
  StoreHourRow,
  StoreHoursAnswer,
  StoreListAnswer,
  StoreListQuery,
  StoreUpdateBody,
} from '../../contract/stores.ts';
import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';
import { httpRequest } from '../http.ts';
import type { ResourceAdapter } from '../resourceAdapter.ts';
import { storeCall } from './startCalls.ts';

const positiveId = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const tagIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(positiveId).filter((id): id is number => id !== undefined) : [];

/** GET /stores/?company_id&limit&offset&search_string&status&tags (tags repeated)&order_column&sort_direction */
/** The list's sort when the server sorts by it (name or created_at); else the server's own order. */
function sortOf(sort: GetListParams['sort']): Pick<StoreListQuery, 'order_column' | 'sort_direction'> {
  if (sort?.field !== 'name' && sort?.field !== 'created_at') return {};
  return { order_column: sort.field, sort_direction: sort.order === 'DESC' ? 'DESC' : 'ASC' };
}

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
      ...sortOf(params.sort),
    },
    signal: params.signal,
  });
  return { data: answer.stores, total: answer.count };
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

/** Store hours (spec 000 §7; the store users are the "store-users" resource in employees.ts). */
export interface StoreMethods {
  /** GET /stores/{id}/store-hours: the week and the store's time zone */
  getStoreHours(storeId: number): Promise<StoreHoursAnswer>;
  /** PUT /stores/{id}/store-hours with the whole week; answers the week as stored */
  saveStoreHours(storeId: number, rows: readonly StoreHourRow[]): Promise<StoreHoursAnswer>;
  /** DELETE /stores/{id}/store-hours/{hourId}; answers the week without that row */
  deleteStoreHour(storeId: number, hourId: number): Promise<StoreHoursAnswer>;
}

export const storeMethods: StoreMethods = {
  getStoreHours: (storeId) => httpRequest<StoreHoursAnswer>(`/stores/${storeId}/store-hours`),
  saveStoreHours: (storeId, rows) =>
    httpRequest<StoreHoursAnswer>(`/stores/${storeId}/store-hours`, { method: 'PUT', body: rows }),
  deleteStoreHour: (storeId, hourId) =>
    httpRequest<StoreHoursAnswer>(`/stores/${storeId}/store-hours/${hourId}`, { method: 'DELETE' }),
};
