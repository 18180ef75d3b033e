import type { StoreItemCreateBody, StoreItemFilters, StoreItemUpdateBody } from '../../../contract/inventory.ts';
import { offsetOf, PAGE_SIZE } from '../../../domain/paging.ts';
import type { ResourceAdapter } from '../../../providers/resourceAdapter.ts';
import { SORTABLE_COLUMNS, type SortColumn } from './inventoryQuery.ts';
import { inventoryApi } from './inventoryApi.ts';

/** The store every store-items call is about: filter.storeId (getList) or meta.storeId (the others). */
function storeIdOf(source: unknown): number {
  const storeId = typeof source === 'object' && source !== null ? (source as { storeId?: unknown }).storeId : undefined;
  if (typeof storeId !== 'number') throw new Error('store-items calls need the storeId');
  return storeId;
}

const isSortColumn = (field: string): field is SortColumn => (SORTABLE_COLUMNS as readonly string[]).includes(field);

/**
 * "store-items": GET /inventory/{store}?filters, GET /inventory/{store}/item/{item}, POST and PUT
 * /inventory/{store}/item, DELETE /inventory/store/store_item. Bodies arrive already built (storeItemPayload.ts).
 */
export const storeItemsAdapter: ResourceAdapter = {
  async getList({ filter, pagination, sort }) {
    const { storeId, ...filters } = filter as StoreItemFilters & { storeId: number };
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const answer = await inventoryApi.list(storeIdOf({ storeId }), {
      ...filters,
      order: sort && isSortColumn(sort.field) ? sort.field : 'name',
      sort_dir: sort?.order === 'DESC' ? 'DESC' : 'ASC',
      offset: offsetOf(pagination?.page ?? 1, perPage),
      limit: perPage,
    });
    return { data: answer.items, total: answer.count, meta: { countExact: answer.count_exact, suggestions: answer.suggestions ?? [] } };
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
