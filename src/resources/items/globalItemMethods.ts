import type {
  Category,
  GlobalItemFilters,
  IdName,
  ItemStatus,
  LinkedStoresAnswer,
  LinkedStoresQuery,
  LinkStoresAnswer,
  MergeAnswer,
  SubCategory,
  UnlinkStoresAnswer,
} from '../../contract/catalogue.ts';
import { globalItemApi } from './globalItemApi.ts';

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
  /** GET /inventory/{id}/linked-or-unlinked-stores-with-global-item */
  getGlobalItemStores(itemId: number, query: LinkedStoresQuery): Promise<LinkedStoresAnswer>;
  /** POST /inventory/{id}/link-stores-with-global-item */
  linkGlobalItemStores(itemId: number, storeIds: readonly number[]): Promise<LinkStoresAnswer>;
  /** PUT /inventory/{id}/unlink-stores-from-global-item */
  unlinkGlobalItemStores(itemId: number, storeIds: readonly number[]): Promise<UnlinkStoresAnswer>;
  /** POST /stores/upload_image/ (type item): the URL of the stored image */
  uploadGlobalItemImage(itemId: number | 'new', image: File): Promise<string>;
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
  getGlobalItemStores: (itemId, query) => globalItemApi.stores(itemId, query),
  linkGlobalItemStores: (itemId, storeIds) => globalItemApi.linkStores(itemId, storeIds),
  unlinkGlobalItemStores: (itemId, storeIds) => globalItemApi.unlinkStores(itemId, storeIds),
  uploadGlobalItemImage: (itemId, image) => globalItemApi.uploadImage(itemId, image),
};
