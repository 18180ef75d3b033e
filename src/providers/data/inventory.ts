// Store inventory (spec 001 §7 "Inventory"): the react-admin adapter of `store-items` (its list call built in
// startCalls.ts) and one named method per call that is not plain CRUD. The catalogue's categories and tags are
// items.ts's (getCatalogue*).
import type { StoreCategory } from '../../contract/catalogue.ts';
import type {
  DeletedAnswer,
  DuplicatesAnswer,
  IngestionAnswer,
  InventoryCountAnswer,
  ModifierGroupChoice,
  SaleState,
  StoreBulkBody,
  StoreInventoryAnswer,
  StoreInventoryQuery,
  StoreItem,
  StoreItemCreateBody,
  StoreItemUpdateBody,
  UpdatedAnswer,
} from '../../contract/inventory.ts';
import type { StoreMenuSummary } from '../../contract/storeMenuList.ts';
import { PAGE_SIZE } from '../../domain/paging.ts';
import { downloadFile } from '../fileDownload.ts';
import { httpRequest } from '../http.ts';
import { uploadWithProgress, type UploadProgress } from '../httpUpload.ts';
import { listResultOf } from '../listResult.ts';
import type { ResourceAdapter } from '../resourceAdapter.ts';
import { inventoryListCall, storeItemsListQuery } from './startCalls.ts';

/** The store inventory calls of spec 001 §7, typed from src/contract/inventory.ts. */
const inventoryApi = {
  list: (storeId: number, query: StoreInventoryQuery) => {
    const call = inventoryListCall(storeId, query);
    return httpRequest<StoreInventoryAnswer>(call.path, { query: call.query });
  },

  count: (storeId: number) => httpRequest<InventoryCountAnswer>(`/inventory/${storeId}/inventory-count`),

  item: (storeId: number, itemId: number) => httpRequest<StoreItem>(`/inventory/${storeId}/item/${itemId}`),

  create: (storeId: number, body: StoreItemCreateBody) =>
    httpRequest<StoreItem>(`/inventory/${storeId}/item`, { method: 'POST', body }),

  update: (storeId: number, body: StoreItemUpdateBody) =>
    httpRequest<StoreItem>(`/inventory/${storeId}/item`, { method: 'PUT', body }),

  remove: (storeId: number, itemId: number) =>
    httpRequest<{ message: string }>('/inventory/store/store_item', {
      method: 'DELETE',
      query: { store_id: storeId, store_item_id: itemId },
    }),

  setActive: (storeId: number, active: boolean, body: StoreBulkBody) =>
    httpRequest<UpdatedAnswer>(`/inventory/store/${storeId}/items/bulk-actions`, { method: 'PUT', query: { active }, body }),

  setSaleStates: (storeId: number, status: SaleState, itemIds: readonly number[]) =>
    httpRequest<UpdatedAnswer>(`/inventory/${storeId}/statuses`, { method: 'PATCH', query: { status }, body: { item_ids: itemIds } }),

  setSaleState: (storeId: number, status: SaleState, itemId: number) =>
    httpRequest<StoreItem>(`/inventory/${storeId}/status`, { method: 'PATCH', query: { status }, body: { store_item_id: itemId } }),

  /** `active` narrows the deletion to items of that availability */
  bulkDelete: (storeId: number, body: StoreBulkBody, active?: boolean) =>
    httpRequest<DeletedAnswer>(`/inventory/bulk/${storeId}`, { method: 'DELETE', query: { active }, body }),

  uploadImage: (storeId: number, itemId: number, image: File, category?: string | null) => {
    const form = new FormData();
    form.append('store_item_id', String(itemId));
    form.append('store_id', String(storeId));
    form.append('category', category?.trim() || 'Others');
    form.append('image', image);
    return httpRequest<{ image_url: string }>('/inventory/image-enrichment/upload', { method: 'POST', body: form });
  },

  uploadCsv: (storeId: number, cognitoId: string | undefined, file: File, onProgress?: (progress: UploadProgress) => void) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return uploadWithProgress<IngestionAnswer>('/inventory/ingestion/csv', {
      query: { store_id: storeId, cognito_id: cognitoId },
      body: form,
      onProgress,
    });
  },

  duplicates: (storeId: number) =>
    httpRequest<DuplicatesAnswer>('/inventory/ingestion/duplicates', { query: { store_id: storeId, format: 'json' } }),

  downloadDuplicates: (storeId: number) =>
    downloadFile('/inventory/ingestion/duplicates', { query: { store_id: storeId, format: 'csv' }, fallbackName: `store_${storeId}_duplicates.csv` }),

  exportCsv: (storeId: number) =>
    downloadFile(`/inventory/stores/${storeId}/items/export-to-csv`, { fallbackName: `store_${storeId}_items.csv` }),

  storeCategories: (storeId: number) => httpRequest<StoreCategory[]>(`/inventory/${storeId}/category`),

  modifierGroups: (storeId: number) => httpRequest<ModifierGroupChoice[]>(`/inventory/${storeId}/modifier-groups`),

  menus: (storeId: number) => httpRequest<StoreMenuSummary[]>(`/stores/${storeId}/menu`),
};

/** The store every store-items call is about: filter.storeId (getList) or meta.storeId (the others). */
function storeIdOf(source: unknown): number {
  const storeId = typeof source === 'object' && source !== null ? (source as { storeId?: unknown }).storeId : undefined;
  if (typeof storeId !== 'number') throw new Error('store-items calls need the storeId');
  return storeId;
}

/**
 * "store-items": GET /inventory/{store}?filters, GET /inventory/{store}/item/{item}, POST and PUT
 * /inventory/{store}/item, DELETE /inventory/store/store_item. Bodies arrive already built (storeItemPayload.ts).
 */
export const storeItemsAdapter: ResourceAdapter = {
  async getList(params) {
    const { storeId, query } = storeItemsListQuery(params);
    const answer = await inventoryApi.list(storeId, query);
    return listResultOf(answer.items, answer.count, answer.count_exact !== false, params.pagination?.page ?? 1, query.limit ?? PAGE_SIZE, answer);
  },
  async getOne({ id, meta }) {
    return { data: await inventoryApi.item(storeIdOf(meta), Number(id)) };
  },
  async create({ data, meta }) {
    return { data: await inventoryApi.create(storeIdOf(meta), data as StoreItemCreateBody) };
  },
  async update({ data, meta }) {
    return { data: await inventoryApi.update(storeIdOf(meta), data as StoreItemUpdateBody) };
  },
  async delete({ id, meta }) {
    await inventoryApi.remove(storeIdOf(meta), Number(id));
    return { data: { id } };
  },
};

/** Store inventory operations that are not plain CRUD (spread into the dataProvider's custom methods). */
export interface InventoryMethods {
  /** GET /inventory/{id}/inventory-count */
  getInventoryCount(storeId: number): Promise<InventoryCountAnswer>;
  /** PUT /inventory/store/{id}/items/bulk-actions?active */
  setStoreItemsActive(storeId: number, active: boolean, body: StoreBulkBody): Promise<UpdatedAnswer>;
  /** PATCH /inventory/{id}/statuses?status */
  setStoreItemsSaleState(storeId: number, status: SaleState, itemIds: readonly number[]): Promise<UpdatedAnswer>;
  /** PATCH /inventory/{id}/status?status */
  setStoreItemSaleState(storeId: number, status: SaleState, itemId: number): Promise<StoreItem>;
  /** DELETE /inventory/bulk/{id}?active */
  deleteStoreItems(storeId: number, body: StoreBulkBody, active?: boolean): Promise<DeletedAnswer>;
  /** POST /inventory/image-enrichment/upload: the stored image's URL */
  uploadStoreItemImage(storeId: number, itemId: number, image: File, category?: string | null): Promise<string>;
  /** POST /inventory/ingestion/csv?store_id&cognito_id (multipart file), reporting upload progress */
  uploadInventoryCsv(storeId: number, cognitoId: string | undefined, file: File, onProgress?: (progress: UploadProgress) => void): Promise<IngestionAnswer>;
  /** GET /inventory/ingestion/duplicates?store_id&format=json: the last upload's duplicate rows */
  getInventoryDuplicates(storeId: number, format?: 'json'): Promise<DuplicatesAnswer>;
  /** GET /inventory/ingestion/duplicates?store_id&format=csv, saved as a download: the file name */
  getInventoryDuplicates(storeId: number, format: 'csv'): Promise<string>;
  /** GET /inventory/stores/{id}/items/export-to-csv, saved as a download: the file name */
  exportInventory(storeId: number): Promise<string>;
  /** GET /inventory/{id}/category: the categories the store's items use (the inventory filter, the menu rules builder) */
  getInventoryStoreCategories(storeId: number): Promise<StoreCategory[]>;
  /** GET /inventory/{id}/modifier-groups */
  getInventoryModifierGroups(storeId: number): Promise<ModifierGroupChoice[]>;
  /** GET /stores/{id}/menu */
  getInventoryMenus(storeId: number): Promise<StoreMenuSummary[]>;
}

export const inventoryMethods: InventoryMethods = {
  getInventoryCount: (storeId) => inventoryApi.count(storeId),
  setStoreItemsActive: (storeId, active, body) => inventoryApi.setActive(storeId, active, body),
  setStoreItemsSaleState: (storeId, status, itemIds) => inventoryApi.setSaleStates(storeId, status, itemIds),
  setStoreItemSaleState: (storeId, status, itemId) => inventoryApi.setSaleState(storeId, status, itemId),
  deleteStoreItems: (storeId, body, active) => inventoryApi.bulkDelete(storeId, body, active),
  uploadStoreItemImage: async (storeId, itemId, image, category) => (await inventoryApi.uploadImage(storeId, itemId, image, category)).image_url,
  uploadInventoryCsv: (storeId, cognitoId, file, onProgress) => inventoryApi.uploadCsv(storeId, cognitoId, file, onProgress),
  getInventoryDuplicates: ((storeId: number, format: 'json' | 'csv' = 'json') =>
    format === 'csv' ? inventoryApi.downloadDuplicates(storeId) : inventoryApi.duplicates(storeId)) as InventoryMethods['getInventoryDuplicates'],
  exportInventory: (storeId) => inventoryApi.exportCsv(storeId),
  getInventoryStoreCategories: (storeId) => inventoryApi.storeCategories(storeId),
  getInventoryModifierGroups: (storeId) => inventoryApi.modifierGroups(storeId),
  getInventoryMenus: (storeId) => inventoryApi.menus(storeId),
};
