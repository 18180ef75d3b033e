import type { Category, StoreCategory, SubCategory } from '../../../contract/catalogue.ts';
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
} from '../../../contract/inventory.ts';
import type { StoreMenuSummary } from '../../../contract/storeMenuList.ts';
import { downloadFile } from '../../../providers/fileDownload.ts';
import { httpRequest } from '../../../providers/http.ts';
import { uploadWithProgress, type UploadProgress } from '../../../providers/httpUpload.ts';
import { inventoryListCall } from './inventoryQuery.ts';

/** The store inventory calls of spec 001 §7, typed from src/contract/inventory.ts. */
export const inventoryApi = {
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

  categories: () => httpRequest<Category[]>('/inventory/category/all'),

  subCategories: (categoryName: string) =>
    httpRequest<SubCategory[]>('/inventory/subcategory/select', { query: { category_name: categoryName } }),

  modifierGroups: (storeId: number) => httpRequest<ModifierGroupChoice[]>(`/inventory/${storeId}/modifier-groups`),

  menus: (storeId: number) => httpRequest<StoreMenuSummary[]>(`/stores/${storeId}/menu`),
};
