import { http, HttpResponse } from 'msw';
import type { GlobalItem } from '../../../src/contract/catalogue.ts';
import type { PermissionKey } from '../../../src/domain/permissions.ts';
import { companyFixture } from './companies.ts';
import { storeSession } from './fixtures.ts';
import { sessionHandlers } from './handlers.ts';
import { api, mswServer } from './mswServer.ts';

export const CATEGORIES = [
  { id: 1, name: 'Beverages', image: '/placeholder-category.svg' },
  { id: 2, name: 'Snacks', image: '/uploads/snacks.png' },
  { id: 3, name: 'Bakery', image: '/placeholder-category.svg' },
];
export const TAGS = [
  { id: 11, name: 'Best Seller' },
  { id: 12, name: 'Organic' },
];
export const SUB_CATEGORIES = [
  { id: 21, name: 'Soda', category_id: 1, category_name: 'Beverages' },
  { id: 22, name: 'Water', category_id: 1, category_name: 'Beverages' },
];

export function itemFixture(id: number, overrides: Partial<GlobalItem> = {}): GlobalItem {
  return {
    id,
    name: `Item ${id}`,
    status: 'active',
    upc: `0123456789${String(id).padStart(2, '0')}`,
    retail_price: 1.5,
    images: [],
    image: null,
    description: null,
    category: { id: 1, name: 'Beverages' },
    subcategory: null,
    size: '12 oz',
    unit_count: 1,
    tags: [],
    store_item_id: null,
    parent_item_id: null,
    company_id: 7,
    company_name: 'Corner Market',
    verification: 'unresolved',
    created_at: '2024-03-05T10:00:00.000Z',
    updated_at: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export const EDITOR: PermissionKey[] = ['lm_view_store_inventory', 'lm_edit_store_inventory', 'view_company_details'];

/**
 * GET .../v2: `total` items named "Item n", paged by offset; every query is recorded. Like the server,
 * it stops counting past `countedUpTo` (count_exact false).
 */
export function listHandler(
  seen: URLSearchParams[],
  total = 45,
  make: (id: number) => GlobalItem = (id) => itemFixture(id),
  countedUpTo = Number.POSITIVE_INFINITY,
) {
  return http.get(api('/inventory/items/global-items/v2'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.push(query);
    const offset = Number(query.get('offset') ?? 0);
    const rows: GlobalItem[] = [];
    for (let index = offset; index < Math.min(offset + 20, total); index += 1) rows.push(make(index + 1));
    const countExact = total <= countedUpTo;
    return HttpResponse.json({ count: countExact ? total : countedUpTo, count_exact: countExact, globalItems: rows });
  });
}

/** Categories, tags, sub-categories and the company picker's list. */
export function catalogueHandlers() {
  return [
    http.get(api('/inventory/category/all'), () => HttpResponse.json(CATEGORIES)),
    http.get(api('/inventory/tags'), () => HttpResponse.json(TAGS)),
    http.get(api('/inventory/subcategory/select'), ({ request }) =>
      HttpResponse.json(SUB_CATEGORIES.filter((sub) => sub.category_name === new URL(request.url).searchParams.get('category_name'))),
    ),
    http.get(api('/stores/company/'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      const companies = id ? [companyFixture(Number(id), { name: 'Corner Market' })] : [companyFixture(7, { name: 'Corner Market' }), companyFixture(8, { name: 'QuickStop' })];
      return HttpResponse.json({ companies, count: companies.length, totalCompaniesCount: 2, totalStoresCount: 3 });
    }),
  ];
}

export function signIn(userType: 'INTERNAL' | 'MERCHANT', permissions: readonly PermissionKey[] = EDITOR) {
  storeSession(userType);
  mswServer.use(...sessionHandlers({ userType, permissions }));
}
