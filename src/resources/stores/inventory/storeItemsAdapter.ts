import type { StoreItemCreateBody, StoreItemUpdateBody } from '../../../contract/inventory.ts';
import { PAGE_SIZE } from '../../../domain/paging.ts';
import { listResultOf } from '../../../providers/listResult.ts';
import type { ResourceAdapter } from '../../../providers/resourceAdapter.ts';
import { storeItemsListQuery } from './inventoryQuery.ts';
import { inventoryApi } from './inventoryApi.ts';

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
