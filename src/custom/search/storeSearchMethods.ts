import type { StoreListAnswer, StoreListQuery } from '../../contract/stores.ts';
import { httpRequest } from '../../providers/http.ts';

/** The global store search's call, spread into the dataProvider's custom methods. */
export interface StoreSearchMethods {
  /** GET /stores/?limit&offset&company_id&order_column&sort_direction&search_string */
  searchStores(query: StoreListQuery, signal?: AbortSignal): Promise<StoreListAnswer>;
}

export const storeSearchMethods: StoreSearchMethods = {
  searchStores: (query, signal) => httpRequest<StoreListAnswer>('/stores/', { query, signal }),
};
