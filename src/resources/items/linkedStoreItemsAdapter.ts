import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';
import type { ResourceAdapter } from '../../providers/resourceAdapter.ts';
import { globalItemApi } from './globalItemApi.ts';

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
