import { http, HttpResponse } from 'msw';
import type { IngestionAnswer, InventoryCountAnswer, StoreItem } from '../../../src/contract/inventory.ts';
import { storeFixture } from './companies.ts';
import { api } from './mswServer.ts';
import { storePageHandlers } from './stores.ts';

export const STORE_ID = 31;

export function storeItemFixture(id: number, overrides: Partial<StoreItem> = {}): StoreItem {
  return {
    id,
    store_id: STORE_ID,
    name: `Item ${id}`,
    upc: null,
    size: '12 oz',
    unit_count: 1,
    description: null,
    price: 2.5,
    quantity: 4,
    active: true,
    sell_independently: true,
    images: [],
    category: { id: 5, name: 'Beverages' },
    sub_category: null,
    item_id: null,
    is_reviewed: false,
    is_editable: true,
    is_restricted: false,
    external_id: null,
    sale_state: 'for_sale',
    doordash_added: false,
    ubereats_added: false,
    grubhub_added: false,
    modifier_groups: [],
    menus: [],
    created_at: '2024-03-05T10:00:00.000Z',
    updated_at: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export const COUNTS: InventoryCountAnswer = {
  total: 45,
  on_hold: 2,
  for_sale: 40,
  out_of_stock: 2,
  needs_review: 1,
  active: 43,
  inactive: 2,
};

export function ingestionFixture(overrides: Partial<IngestionAnswer> = {}): IngestionAnswer {
  return { mode: 'partial', job_id: 9, total_rows: 0, created: 0, updated: 0, unchanged: 0, failed: 0, errors: [], ...overrides };
}

export interface InventoryRecorder {
  /** query strings of every GET /inventory/31 */
  listQueries: URLSearchParams[];
  countCalls: number;
}

/** The calls the Inventory tab makes when it opens, answering `items` and COUNTS; records the list queries. */
export function inventoryHandlers(items: StoreItem[], total = COUNTS.total) {
  const recorder: InventoryRecorder = { listQueries: [], countCalls: 0 };
  const handlers = [
    ...storePageHandlers(storeFixture(STORE_ID)),
    http.get(api(`/inventory/${STORE_ID}`), ({ request }) => {
      recorder.listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ count: total, items });
    }),
    http.get(api(`/inventory/${STORE_ID}/inventory-count`), () => {
      recorder.countCalls++;
      return HttpResponse.json(COUNTS);
    }),
    http.get(api(`/stores/${STORE_ID}/inventory/item-management/manual-match-items-count`), () =>
      HttpResponse.json({ match: 3, partial: 2, noMatch: 1, items_to_be_reviewed: 4 }),
    ),
    http.get(api(`/inventory/${STORE_ID}/category`), () =>
      HttpResponse.json([
        { id: 5, name: 'Beverages', image: '/placeholder.png', item_count: 30 },
        { id: 6, name: 'Snacks', image: '/placeholder.png', item_count: 15 },
      ]),
    ),
    http.get(api(`/stores/${STORE_ID}/menu`), () =>
      HttpResponse.json([
        { id: 9, store_id: STORE_ID, menu_name: 'All Day', status: 'ACTIVE', is_default: true, external_menu_id: null, available_channels: null },
        { id: 10, store_id: STORE_ID, menu_name: 'Breakfast', status: 'ACTIVE', is_default: false, external_menu_id: null, available_channels: null },
      ]),
    ),
    http.get(api(`/inventory/${STORE_ID}/modifier-groups`), () =>
      HttpResponse.json([
        { id: 3, name: 'Bread Choice', active: true },
        { id: 4, name: 'Coffee Add-ins', active: true },
      ]),
    ),
    // the item dialog's modifier groups with their summaries (a declared resource: getMany by ids)
    http.get(api('/rest/modifier-groups'), () => HttpResponse.json([], { headers: { 'Content-Range': 'modifier-groups */0' } })),
    http.get(api('/inventory/category/all'), () =>
      HttpResponse.json([
        { id: 5, name: 'Beverages', image: '/placeholder.png' },
        { id: 6, name: 'Snacks', image: '/placeholder.png' },
      ]),
    ),
    http.get(api('/inventory/subcategory/select'), ({ request }) => {
      const category = new URL(request.url).searchParams.get('category_name');
      return HttpResponse.json(
        category === 'Beverages' ? [{ id: 51, name: 'Soda', category_id: 5, category_name: 'Beverages' }] : [],
      );
    }),
  ];
  return { handlers, recorder };
}
