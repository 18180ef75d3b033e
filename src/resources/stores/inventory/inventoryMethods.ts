import type { Category, StoreCategory, SubCategory } from '../../../contract/catalogue.ts';
import type {
  DeletedAnswer,
  DuplicatesAnswer,
  IngestionAnswer,
  InventoryCountAnswer,
  ModifierGroupChoice,
  SaleState,
  StoreBulkBody,
  StoreItem,
  UpdatedAnswer,
} from '../../../contract/inventory.ts';
import type { StoreMenuSummary } from '../../../contract/storeMenuList.ts';
import type { UploadProgress } from '../../../providers/httpUpload.ts';
import { inventoryApi } from './inventoryApi.ts';

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
  /** GET /inventory/ingestion/duplicates?store_id&format=json */
  getInventoryDuplicates(storeId: number): Promise<DuplicatesAnswer>;
  /** GET /inventory/ingestion/duplicates?store_id&format=csv, saved as a download: the file name */
  downloadInventoryDuplicates(storeId: number): Promise<string>;
  /** GET /inventory/stores/{id}/items/export-to-csv, saved as a download: the file name */
  exportInventory(storeId: number): Promise<string>;
  /** GET /inventory/{id}/category: the categories the store's items use */
  getInventoryStoreCategories(storeId: number): Promise<StoreCategory[]>;
  /** GET /inventory/category/all */
  getInventoryCategories(): Promise<Category[]>;
  /** GET /inventory/subcategory/select?category_name */
  getInventorySubCategories(categoryName: string): Promise<SubCategory[]>;
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
  getInventoryDuplicates: (storeId) => inventoryApi.duplicates(storeId),
  downloadInventoryDuplicates: (storeId) => inventoryApi.downloadDuplicates(storeId),
  exportInventory: (storeId) => inventoryApi.exportCsv(storeId),
  getInventoryStoreCategories: (storeId) => inventoryApi.storeCategories(storeId),
  getInventoryCategories: () => inventoryApi.categories(),
  getInventorySubCategories: (categoryName) => inventoryApi.subCategories(categoryName),
  getInventoryModifierGroups: (storeId) => inventoryApi.modifierGroups(storeId),
  getInventoryMenus: (storeId) => inventoryApi.menus(storeId),
};
