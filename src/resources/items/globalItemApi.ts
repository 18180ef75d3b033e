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
import { fetchFile } from '../../providers/fileDownload.ts';
import { httpRequest } from '../../providers/http.ts';

const GLOBAL_ITEMS = '/inventory/items/global-items';

/** The catalogue and global item calls of spec 001 §7, typed from src/contract/catalogue.ts. */
export const globalItemApi = {
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

  uploadImage: async (id: number | 'new', image: File) => {
    // The server reads the fields in this order: id, type, then the file.
    const form = new FormData();
    form.append('id', String(id));
    form.append('type', 'item');
    form.append('image', image);
    return (await httpRequest<{ image_url: string }>('/stores/upload_image/', { method: 'POST', body: form })).image_url;
  },
};
