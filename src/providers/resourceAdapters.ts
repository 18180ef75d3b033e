import type { ResourceAdapterTable } from './resourceAdapter.ts';
import { employeesAdapter } from '../resources/employees/employeesAdapter.ts';
import { rolesAdapter } from '../resources/roles/rolesAdapter.ts';
import { companiesAdapter } from '../resources/companies/adapter.ts';
import { storesAdapter } from '../resources/stores/form/storesAdapter.ts';
import { storeItemsAdapter } from '../resources/stores/inventory/storeItemsAdapter.ts';
import { globalItemsAdapter } from '../resources/items/globalItemsAdapter.ts';
import { bannersAdapter } from './data/banners.ts';
import { declaredResourceAdapters } from './data/rest.ts';
import { menuItemsAdapter, menuRulesAdapter, menusAdapter } from './data/menus.ts';
import { storePartnersAdapter, syncGridAdapter, syncStatusAdapter } from './data/channels.ts';
import { employeeStoresAdapter } from '../resources/employees/employeeStoresAdapter.ts';
import { storeUsersAdapter } from '../resources/stores/users/storeUsersAdapter.ts';
import { linkedStoreItemsAdapter } from '../resources/items/linkedStoreItemsAdapter.ts';

/**
 * One entry per resource whose server routes exist: `companies: companiesAdapter` with the adapter in
 * src/resources/companies/adapter.ts. Empty until those issues land.
 */
export const resourceAdapters: ResourceAdapterTable = {
  employees: employeesAdapter,
  roles: rolesAdapter,
  companies: companiesAdapter,
  stores: storesAdapter,
  'store-items': storeItemsAdapter,
  items: globalItemsAdapter,
  campaigns: bannersAdapter,
  ...declaredResourceAdapters,
  menus: menusAdapter,
  'menu-rules': menuRulesAdapter,
  'menu-items': menuItemsAdapter,
  'store-partners': storePartnersAdapter,
  'sync-status': syncStatusAdapter,
  'sync-grid': syncGridAdapter,
  'employee-stores': employeeStoresAdapter,
  'store-users': storeUsersAdapter,
  'linked-store-items': linkedStoreItemsAdapter,
};
