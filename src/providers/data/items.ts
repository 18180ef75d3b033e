// Global items and the catalogue (spec 001 §7): the react-admin adapters of `items` (global items),
// `linked-store-items` and `global-item-stores`, and one named method per call that is not plain CRUD (bulk actions, merge, export,
// store links, and the catalogue's categories, sub-categories and tags every screen picks from).
import type {
  Category,
  DeletedAnswer,
  GlobalBulkBody,
  GlobalBulkDeleteBody,
  GlobalItem,
  GlobalItemCreateBody,
  GlobalItemFilters,
  GlobalItemListAnswer,
  GlobalItemListQuery,
  GlobalItemUpdateBody,
  IdName,
  ItemStatus,
  LinkedStoreItemsAnswer,
  LinkedStoresAnswer,
  LinkedStoresQuery,
  LinkStoresAnswer,
  MergeAnswer,
  MergeBody,
  SubCategory,
  UnlinkStoresAnswer,
  UpdatedAnswer,
} from '../../contract/catalogue.ts';
import { DEFAULT_GLOBAL_ITEM_FILTERS, globalItemListQuery, type GlobalItemListFilters } from '../../domain/globalItemQuery.ts';
import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';
import { fetchFile } from '../fileDownload.ts';
import { httpRequest } from '../http.ts';
import { listResultOf } from '../listResult.ts';
import type { ResourceAdapter } from '../resourceAdapter.ts';

const GLOBAL_ITEMS = '/inventory/items/global-items';

/** The catalogue and global item calls of spec 001 §7, typed from src/contract/catalogue.ts. */
const globalItemApi = {
  list: (query: GlobalItemListQuery, signal?: AbortSignal) =>
    httpRequest<GlobalItemListAnswer>(`${GLOBAL_ITEMS}/v2`, { query: { ...query }, signal }),

  one: (id: number, companyId: number | null, signal?: AbortSignal) =>
    httpRequest<GlobalItem>(`${GLOBAL_ITEMS}/${id}`, { query: { company_id: companyId }, signal }),

  create: (body: GlobalItemCreateBody) => httpRequest<GlobalItem>(GLOBAL_ITEMS, { method: 'POST', body }),

  update: (id: number, body: GlobalItemUpdateBody) => httpRequest<GlobalItem>(`${GLOBAL_ITEMS}/${id}`, { method: 'PATCH', body }),

  remove: (id: number) => httpRequest<{ message: string }>(`${GLOBAL_ITEMS}/${id}`, { method: 'DELETE' }),

  /** PATCH .../bulk-actions/ (a selection) or PUT .../bulk-actions (select_all over the filters) */
  setStatus: (method: 'PATCH' | 'PUT', filters: GlobalItemFilters, body: GlobalBulkBody) =>
    httpRequest<UpdatedAnswer>(`${GLOBAL_ITEMS}/bulk-actions${method === 'PATCH' ? '/' : ''}`, { method, query: { ...filters }, body }),

  bulkDelete: (filters: GlobalItemFilters, body: GlobalBulkDeleteBody) =>
    httpRequest<DeletedAnswer>(`${GLOBAL_ITEMS}/bulk`, { method: 'DELETE', query: { ...filters }, body }),

  merge: (body: MergeBody) => httpRequest<MergeAnswer>(`${GLOBAL_ITEMS}/merge-with-certified-item`, { method: 'POST', body }),

  exportCsv: (companyId: number | null) => fetchFile(`${GLOBAL_ITEMS}/export-to-csv`, { company_id: companyId }).then((file) => file.blob),

  categories: () => httpRequest<Category[]>('/inventory/category/all'),

  subCategories: (categoryName: string) =>
    httpRequest<SubCategory[]>('/inventory/subcategory/select', { query: { category_name: categoryName } }),

  tags: () => httpRequest<IdName[]>('/inventory/tags'),

  stores: (id: number, query: LinkedStoresQuery) =>
    httpRequest<LinkedStoresAnswer>(`/inventory/${id}/linked-or-unlinked-stores-with-global-item`, {
      query: { ...query },
    }),

  linkStores: (id: number, storeIds: readonly number[]) =>
    httpRequest<LinkStoresAnswer>(`/inventory/${id}/link-stores-with-global-item`, {
      method: 'POST',
      body: { store_ids: storeIds },
    }),

  unlinkStores: (id: number, storeIds: readonly number[]) =>
    httpRequest<UnlinkStoresAnswer>(`/inventory/${id}/unlink-stores-from-global-item`, { method: 'PUT', body: { store_ids: storeIds } }),

  storeItems: (id: number, query: { offset: number; limit: number }) =>
    httpRequest<LinkedStoreItemsAnswer>(`/inventory/${id}/store-items-linked-with-global-item`, { query }),
};

function readFilters(filter: unknown): GlobalItemListFilters {
  const value = typeof filter === 'object' && filter !== null ? filter : {};
  return { ...DEFAULT_GLOBAL_ITEM_FILTERS, ...(value as Partial<GlobalItemListFilters>) };
}

const companyOf = (meta: unknown): number | null => {
  const companyId = (meta as { companyId?: unknown } | undefined)?.companyId;
  return typeof companyId === 'number' ? companyId : null;
};

/**
 * "items" (global items): the list is GET .../v2 with the filters of the list screen (filter is a
 * GlobalItemListFilters), one item is GET .../{id}?company_id (meta.companyId), then POST, PATCH, DELETE.
 */
export const globalItemsAdapter: ResourceAdapter = {
  async getList({ filter, pagination, signal }) {
    const page = pagination?.page ?? 1;
    const answer = await globalItemApi.list(globalItemListQuery(readFilters(filter), page), signal);
    return listResultOf(answer.globalItems, answer.count, answer.count_exact !== false, page, PAGE_SIZE, answer);
  },
  async getOne({ id, meta, signal }) {
    return { data: await globalItemApi.one(Number(id), companyOf(meta), signal) };
  },
  async create({ data }) {
    return { data: await globalItemApi.create(data as GlobalItemCreateBody) };
  },
  async update({ id, data }) {
    return { data: await globalItemApi.update(Number(id), data as GlobalItemUpdateBody) };
  },
  async delete({ id }) {
    await globalItemApi.remove(Number(id));
    return { data: { id } };
  },
};

/** "linked-store-items": the store items linked with one global item (filter itemId), GET /inventory/{id}/store-items-linked-with-global-item. */
export const linkedStoreItemsAdapter: ResourceAdapter = {
  async getList({ filter, pagination }) {
    const itemId = Number(filter?.itemId);
    if (!Number.isInteger(itemId) || itemId <= 0) throw new Error('The linked store item list needs filter.itemId');
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const answer = await globalItemApi.storeItems(itemId, { offset: offsetOf(pagination?.page ?? 1, perPage), limit: perPage });
    return { data: answer.list, total: answer.count };
  },
};

/**
 * "global-item-stores": the stores linked with one global item, or not linked (filter itemId, linked, q),
 * GET /inventory/{id}/linked-or-unlinked-stores-with-global-item.
 */
export const globalItemStoresAdapter: ResourceAdapter = {
  async getList({ filter, pagination }) {
    const itemId = Number(filter?.itemId);
    if (!Number.isInteger(itemId) || itemId <= 0) throw new Error('The global item store list needs filter.itemId');
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const search = typeof filter?.q === 'string' && filter.q !== '' ? filter.q : undefined;
    const answer = await globalItemApi.stores(itemId, {
      linked: filter?.linked !== false,
      search_string: search,
      offset: offsetOf(pagination?.page ?? 1, perPage),
      limit: perPage,
    });
    return { data: answer.stores, total: answer.count };
  },
};

/** What a bulk action acts on: the selected items, or every item the list's filters match. */
export type GlobalItemBulkTarget =
  | { kind: 'selection'; itemIds: readonly number[]; companyId: number | null }
  | { kind: 'filter'; filters: GlobalItemFilters };

/** Catalogue and global item operations that are not plain CRUD (spread into the dataProvider's custom methods). */
export interface GlobalItemMethods {
  /** GET /inventory/category/all */
  getCatalogueCategories(): Promise<Category[]>;
  /** GET /inventory/subcategory/select?category_name */
  getCatalogueSubCategories(categoryName: string): Promise<SubCategory[]>;
  /** GET /inventory/tags */
  getCatalogueTags(): Promise<IdName[]>;
  /** PATCH .../bulk-actions/ with item_ids, or PUT .../bulk-actions?filters with select_all: how many changed */
  setGlobalItemsStatus(target: GlobalItemBulkTarget, status: ItemStatus): Promise<number>;
  /** DELETE .../bulk with item_ids, or ?filters with select_all: how many were deleted */
  deleteGlobalItems(target: GlobalItemBulkTarget): Promise<number>;
  /** POST .../merge-with-certified-item */
  mergeGlobalItems(itemIds: readonly number[], certifiedItemId: number): Promise<MergeAnswer>;
  /** GET .../export-to-csv?company_id: the CSV file */
  exportGlobalItems(companyId: number | null): Promise<Blob>;
  /** POST /inventory/{id}/link-stores-with-global-item */
  linkGlobalItemStores(itemId: number, storeIds: readonly number[]): Promise<LinkStoresAnswer>;
  /** PUT /inventory/{id}/unlink-stores-from-global-item */
  unlinkGlobalItemStores(itemId: number, storeIds: readonly number[]): Promise<UnlinkStoresAnswer>;
}

const scopeOf = (target: GlobalItemBulkTarget): GlobalItemFilters =>
  target.kind === 'filter' ? target.filters : { company_id: target.companyId ?? undefined };

const selectionOf = (target: GlobalItemBulkTarget) =>
  target.kind === 'filter' ? { select_all: true } : { item_ids: [...target.itemIds] };

export const globalItemMethods: GlobalItemMethods = {
  getCatalogueCategories: () => globalItemApi.categories(),
  getCatalogueSubCategories: (categoryName) => globalItemApi.subCategories(categoryName),
  getCatalogueTags: () => globalItemApi.tags(),
  async setGlobalItemsStatus(target, status) {
    const method = target.kind === 'filter' ? 'PUT' : 'PATCH';
    return (await globalItemApi.setStatus(method, scopeOf(target), { ...selectionOf(target), status })).updated;
  },
  async deleteGlobalItems(target) {
    return (await globalItemApi.bulkDelete(scopeOf(target), selectionOf(target))).deleted;
  },
  mergeGlobalItems: (itemIds, certifiedItemId) => globalItemApi.merge({ item_ids: [...itemIds], certified_item_id: certifiedItemId }),
  exportGlobalItems: (companyId) => globalItemApi.exportCsv(companyId),
  linkGlobalItemStores: (itemId, storeIds) => globalItemApi.linkStores(itemId, storeIds),
  unlinkGlobalItemStores: (itemId, storeIds) => globalItemApi.unlinkStores(itemId, storeIds),
};
