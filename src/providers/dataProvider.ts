import type {
  CreateResult,
  DataProvider,
  DeleteResult,
  GetListResult,
  GetManyReferenceResult,
  GetManyResult,
  GetOneResult,
  RaRecord,
  UpdateResult,
} from 'react-admin';
import type { UserStoreAnswer } from '../contract/auth.ts';
import { authApi } from './authApi.ts';
import { updateVersioned, withBasedOnVersion } from './editVersion.ts';
import type { DataProviderMethod, ResourceAdapter, ResourceAdapterTable } from './resourceAdapter.ts';
import { bannerMethods, bannersAdapter, type BannerMethods } from './data/banners.ts';
import { channelMethods, storePartnersAdapter, syncGridAdapter, syncStatusAdapter, type ChannelMethods } from './data/channels.ts';
import { companiesAdapter, companyMethods, type CompanyMethods } from './data/companies.ts';
import { employeeMethods, employeesAdapter, employeeStoresAdapter, storeUsersAdapter, type EmployeeMethods } from './data/employees.ts';
import { inventoryMethods, storeItemsAdapter, type InventoryMethods } from './data/inventory.ts';
import { globalItemMethods, globalItemsAdapter, globalItemStoresAdapter, linkedStoreItemsAdapter, type GlobalItemMethods } from './data/items.ts';
import { MATCH_ITEMS_RESOURCE, matchingMethods, matchItemsAdapter, type MatchingMethods } from './data/matching.ts';
import { menuItemsAdapter, menuMethods, menuRulesAdapter, menusAdapter, type MenuMethods } from './data/menus.ts';
import { orderMethods, type OrderMethods } from './data/orders.ts';
import { declaredResourceAdapters } from './data/rest.ts';
import { roleMethods, rolesAdapter, type RoleMethods } from './data/roles.ts';
import { storeHomeMethods, type StoreHomeMethods } from './data/storeHome.ts';
import { storeMethods, storesAdapter, type StoreMethods } from './data/stores.ts';

// The wire glue of each area lives in one module of src/providers/data/ (its react-admin adapters and its
// named methods, one per spec call); this file assembles them. Adding a resource is one entry in each table.

/** One adapter per react-admin resource name. */
export const resourceAdapters: ResourceAdapterTable = {
  companies: companiesAdapter,
  stores: storesAdapter,
  employees: employeesAdapter,
  'employee-stores': employeeStoresAdapter,
  'store-users': storeUsersAdapter,
  roles: rolesAdapter,
  items: globalItemsAdapter,
  'linked-store-items': linkedStoreItemsAdapter,
  'global-item-stores': globalItemStoresAdapter,
  'store-items': storeItemsAdapter,
  campaigns: bannersAdapter,
  menus: menusAdapter,
  'menu-rules': menuRulesAdapter,
  'menu-items': menuItemsAdapter,
  'store-partners': storePartnersAdapter,
  'sync-status': syncStatusAdapter,
  'sync-grid': syncGridAdapter,
  [MATCH_ITEMS_RESOURCE]: matchItemsAdapter,
  ...declaredResourceAdapters,
};

/**
 * Named operations that are not plain CRUD, called through useLsmDataProvider(): one typed function per
 * spec call (bulk actions, export, merge, link stores, push menu...). No two call the same method and path
 * (tests/unit/namedMethods.test.ts).
 */
export interface LsmCustomMethods
  extends CompanyMethods,
    StoreMethods,
    EmployeeMethods,
    RoleMethods,
    StoreHomeMethods,
    InventoryMethods,
    GlobalItemMethods,
    BannerMethods,
    MenuMethods,
    ChannelMethods,
    OrderMethods,
    MatchingMethods {
  /** GET /stores/user-store?cognito_user_name: the user's stores and company */
  getUserStore(username: string): Promise<UserStoreAnswer>;
}

export const customMethods: LsmCustomMethods = {
  getUserStore: (username) => authApi.fetchUserStore(username),
  ...companyMethods,
  ...storeMethods,
  ...employeeMethods,
  ...roleMethods,
  ...storeHomeMethods,
  ...inventoryMethods,
  ...globalItemMethods,
  ...bannerMethods,
  ...menuMethods,
  ...channelMethods,
  ...orderMethods,
  ...matchingMethods,
};

export type LsmDataProvider = DataProvider & LsmCustomMethods;

export class UnsupportedResourceError extends Error {
  constructor(resource: string, method: DataProviderMethod) {
    super(`The dataProvider has no adapter with ${method} for resource "${resource}"`);
    this.name = 'UnsupportedResourceError';
  }
}

/** Looks the resource up in the table and calls its adapter; unknown resources or methods reject. */
export function createDataProvider(adapters: ResourceAdapterTable, custom: LsmCustomMethods): LsmDataProvider {
  function method<Method extends DataProviderMethod>(resource: string, name: Method): NonNullable<ResourceAdapter[Method]> {
    const adapter = Object.hasOwn(adapters, resource) ? adapters[resource] : undefined;
    const implementation = adapter?.[name];
    if (!implementation) throw new UnsupportedResourceError(resource, name);
    return implementation;
  }

  // react-admin types each call by the caller's record type; the adapter answers RaRecord rows.
  const crud: DataProvider = {
    getList: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getList']>[1]) =>
      (await method(resource, 'getList')(params)) as GetListResult<R>,
    getOne: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getOne']>[1]) =>
      (await method(resource, 'getOne')(params)) as GetOneResult<R>,
    getMany: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getMany']>[1]) =>
      (await method(resource, 'getMany')(params)) as GetManyResult<R>,
    getManyReference: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getManyReference']>[1]) =>
      (await method(resource, 'getManyReference')(params)) as GetManyReferenceResult<R>,
    create: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['create']>[1]) =>
      (await method(resource, 'create')(params)) as CreateResult<R>,
    update: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['update']>[1]) =>
      (await updateVersioned(resource, () => method(resource, 'update')(withBasedOnVersion(resource, params)))) as UpdateResult<R>,
    updateMany: async (resource, params) => method(resource, 'updateMany')(params),
    delete: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['delete']>[1]) =>
      (await method(resource, 'delete')(params)) as DeleteResult<R>,
    deleteMany: async (resource, params) => method(resource, 'deleteMany')(params),
  };
  return { ...crud, ...custom };
}

export const dataProvider = createDataProvider(resourceAdapters, customMethods);
