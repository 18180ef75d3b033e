import type { GlobalItemCreateBody, GlobalItemUpdateBody } from '../../contract/catalogue.ts';
import { DEFAULT_GLOBAL_ITEM_FILTERS, globalItemListQuery, type GlobalItemListFilters } from '../../domain/globalItemQuery.ts';
import { listResultOf } from '../../providers/listResult.ts';
import type { ResourceAdapter } from '../../providers/resourceAdapter.ts';
import { PAGE_SIZE } from '../../domain/paging.ts';
import { globalItemApi } from './globalItemApi.ts';

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
