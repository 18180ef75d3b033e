// @vitest-environment jsdom
// One named method per spec call (issue 11): no two named methods of the dataProvider send the same HTTP
// method to the same path. Each method is called with the sample arguments below (a method whose path
// depends on its arguments gets one sample per branch) while fetch and XMLHttpRequest only record the call.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customMethods, resourceAdapters, type LsmCustomMethods } from '../../src/providers/dataProvider.ts';

type Samples = { [Name in keyof LsmCustomMethods]: [Parameters<LsmCustomMethods[Name]>, ...Parameters<LsmCustomMethods[Name]>[]] };

/** A sample argument of a contract type, built from the fields the call reads. */
const sample = <T,>(fields: object = {}): T => fields as T;
const file = () => new File(['name,price\n'], 'items.csv', { type: 'text/csv' });
const day = { from: '2026-01-01', to: '2026-01-31' };

/** Every named method: a type error here means a new method needs its sample. */
const SAMPLES: Samples = {
  getUserStore: [['cognito-maria']],
  // companies.ts
  uploadImage: [[1, 'company_logo', file()]],
  getCompanyTags: [[1]],
  addCompanyTags: [[1, ['Downtown']]],
  offboardCompany: [[1]],
  // stores.ts
  getStoreHours: [[2]],
  saveStoreHours: [[2, []]],
  deleteStoreHour: [[2, 3]],
  // employees.ts
  getEmployeeStoreCounts: [[[4, 5]]],
  assignEmployeeStores: [[sample({ user_id: 4, store_ids: [2] })]],
  unlinkEmployeeStore: [[2, 4]],
  getNotificationPreferences: [[4]],
  saveNotificationPreferences: [[4, sample()]],
  // roles.ts
  getRolePermissions: [[6]],
  // storeHome.ts
  getStoreStatus: [[2, '2026-01-01T09:00:00']],
  updateChannelStatus: [[2, sample({ dsp_name: 'ubereats', is_active: true })]],
  setInternalStoreStatus: [[2, sample({ storeStatus: 'active' })]],
  getStoreTasks: [[2, 5]],
  updateStoreTask: [[7, 'completed']],
  getOnboardingStatuses: [[2]],
  getOnboardingRequests: [[2]],
  createOnboardingRequest: [[2, 'UberEats']],
  getPosIntegrationStatus: [[2, 'UberEats']],
  getUnsyncCount: [[2]],
  // inventory.ts
  getInventoryCount: [[2]],
  setStoreItemsActive: [[2, true, sample({ item_ids: [8] })]],
  setStoreItemsSaleState: [[2, 'for_sale', [8]]],
  setStoreItemSaleState: [[2, 'for_sale', 8]],
  deleteStoreItems: [[2, sample({ item_ids: [8] })]],
  uploadStoreItemImage: [[2, 8, file()]],
  uploadInventoryCsv: [[2, 'cognito-maria', file()]],
  getInventoryDuplicates: [[2, 'csv']],
  exportInventory: [[2]],
  getInventoryStoreCategories: [[2]],
  getInventoryModifierGroups: [[2]],
  getInventoryMenus: [[2]],
  // items.ts
  getCatalogueCategories: [[]],
  getCatalogueSubCategories: [['Drinks']],
  getCatalogueTags: [[]],
  setGlobalItemsStatus: [
    [{ kind: 'selection', itemIds: [9], companyId: 1 }, 'active'],
    [{ kind: 'filter', filters: { company_id: 1 } }, 'active'],
  ],
  deleteGlobalItems: [[{ kind: 'selection', itemIds: [9], companyId: 1 }]],
  mergeGlobalItems: [[[9, 10], 11]],
  exportGlobalItems: [[1]],
  linkGlobalItemStores: [[9, [2]]],
  unlinkGlobalItemStores: [[9, [2]]],
  // banners.ts
  countBanners: [[1, 'active', 'spring']],
  setBannersStatus: [[1, [12], 'inactive']],
  deleteBanners: [[1, [12]]],
  // menus.ts
  previewMenuRules: [
    [2, 13, sample([])],
    [2, null, sample([])],
  ],
  getMenuTiming: [[2, [13]]],
  addMenuItems: [[2, 13, [8]]],
  removeMenuItems: [[2, 13, [8]]],
  // channels.ts
  getPartnerDirectory: [[]],
  getMenuDetails: [[2, 14]],
  getMenuDiff: [[2, 14]],
  pushPartnerMenu: [[2, 14]],
  clearSyncTasks: [[2]],
  setUberEatsPos: [[2, true]],
  getFeePreview: [[2, 20]],
  pushSyncGridCells: [[1, []]],
  // orders.ts
  getPlatformNow: [[]],
  getOrdersToday: [[1]],
  getSales: [[sample({ ...day, group_by: 'day' })]],
  exportSales: [[sample({ ...day, group_by: 'day' })]],
  getTopItems: [[sample({ ...day, limit: 5 })]],
  getDowntime: [[sample({ ...day, group_by: 'day' })]],
  exportDowntime: [[sample({ ...day, group_by: 'day' })]],
  getStoreOrdersSummary: [[2]],
  getStoreActivity: [[2]],
  getStoreFeedback: [[2]],
  exportStoreOrders: [[2, day.from, day.to]],
  // matching.ts
  getMatchCounts: [[2]],
  reviewMatchItems: [[2, [8], 'accept']],
  linkMatchItem: [[2, 8, 9]],
  unlinkMatchItems: [[2, []]],
  updateMatchGlobalItems: [[2, [8]]],
  insertMatchItems: [[2, [8]]],
  deleteMatchItems: [[2, [8]]],
  exportMatches: [[2, sample({ result: 'match' })]],
};

const ids = { companyId: 1, company_id: 1, storeId: 2, store_id: 2, userId: 4, user_id: 4, itemId: 9, menuId: 13, menu_id: 13 };
/** One react-admin call's parameters carrying every id an adapter reads from its filter, meta or record. */
const ADAPTER_SAMPLE = {
  id: 5,
  ids: [5],
  data: { id: 5, ...ids },
  previousData: { id: 5, ...ids },
  pagination: { page: 1, perPage: 20 },
  sort: { field: 'id', order: 'ASC' },
  filter: { ...ids },
  target: 'store_id',
  meta: { ...ids },
};

/** "GET /stores/{id}/store-hours": the method and the path without the API base, ids as {id}, no trailing slash. */
function callOf(method: string, url: string): string {
  const path = new URL(url, window.location.origin).pathname.replace(/^\/api(?=\/)/, '');
  const template = path
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? '{id}' : segment))
    .join('/')
    .replace(/(.)\/$/, '$1');
  return `${method.toUpperCase()} ${template}`;
}

let sent: string[] = [];

class RecordingXhr {
  upload = { addEventListener: () => undefined };
  open(method: string, url: string) {
    sent.push(callOf(method, url));
  }
  setRequestHeader() {}
  addEventListener() {}
  send() {}
}

/** The calls one function sends with one sample (it settles or fails after the call: only the call counts). */
async function callsOf(method: (...values: never[]) => Promise<unknown>, args: unknown[]): Promise<string[]> {
  sent = [];
  const outcome = (method as (...values: unknown[]) => Promise<unknown>)(...args).catch(() => undefined);
  // an upload through XMLHttpRequest never settles here: its call is recorded as it opens
  await Promise.race([outcome, new Promise((resolve) => setTimeout(resolve, 20))]);
  return sent;
}

describe('named dataProvider methods', () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      sent.push(callOf(init?.method ?? 'GET', url));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('XMLHttpRequest', RecordingXhr);
    // a download saves through a link click, which jsdom cannot follow
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('send one call each, and no two send the same method and path', async () => {
    const owners = new Map<string, Set<string>>();
    const silent: string[] = [];
    for (const [name, samples] of Object.entries(SAMPLES) as [keyof LsmCustomMethods, unknown[][]][]) {
      for (const args of samples) {
        const calls = await callsOf(customMethods[name], args);
        if (calls.length === 0) silent.push(name);
        for (const call of calls) owners.set(call, new Set([...(owners.get(call) ?? []), name]));
      }
    }
    expect(silent, 'methods whose sample sent no call').toEqual([]);
    const shared = [...owners].filter(([, names]) => names.size > 1).map(([call, names]) => `${call}: ${[...names].join(', ')}`);
    expect(shared, 'calls sent by more than one named method').toEqual([]);
  });

  it('leave the calls of react-admin resources to their adapters: no named method sends one', async () => {
    const named = new Map<string, string>();
    for (const [name, samples] of Object.entries(SAMPLES) as [keyof LsmCustomMethods, unknown[][]][]) {
      for (const args of samples) for (const call of await callsOf(customMethods[name], args)) named.set(call, name);
    }
    const shared: string[] = [];
    let adapterCalls = 0;
    for (const [resource, adapter] of Object.entries(resourceAdapters)) {
      for (const [operation, method] of Object.entries(adapter)) {
        for (const call of await callsOf(method, [ADAPTER_SAMPLE])) {
          adapterCalls += 1;
          if (named.has(call)) shared.push(`${call}: ${resource}.${operation} and ${named.get(call)}`);
        }
      }
    }
    expect(adapterCalls, 'calls the adapters sent with the sample').toBeGreaterThan(50);
    expect(shared, 'calls sent by an adapter and a named method').toEqual([]);
  });

  it('tell two methods on the same path and method apart from two calls', () => {
    expect(callOf('get', 'http://localhost:3000/api/stores/12/store-hours/')).toBe('GET /stores/{id}/store-hours');
    expect(callOf('GET', '/api/stores/')).toBe('GET /stores');
    expect(callOf('PUT', '/api/stores/company/3/campaigns/bulk/')).not.toBe(callOf('DELETE', '/api/stores/company/3/campaigns/bulk/delete'));
  });

  it('has a sample for every named method', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(customMethods).sort());
  });
});
