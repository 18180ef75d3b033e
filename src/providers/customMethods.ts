import type { UserStoreAnswer } from '../contract/auth.ts';
import { authApi } from './authApi.ts';
import { employeeMethods, type EmployeeMethods } from '../resources/employees/employeeMethods.ts';
import { companyMethods, type CompanyMethods } from '../resources/companies/companyMethods.ts';
import { storeMethods, type StoreMethods } from '../resources/stores/storeMethods.ts';
import { storeHomeMethods, type StoreHomeMethods } from '../resources/stores/home/storeHomeMethods.ts';
import { inventoryMethods, type InventoryMethods } from '../resources/stores/inventory/inventoryMethods.ts';
import { storeSearchMethods, type StoreSearchMethods } from '../custom/search/storeSearchMethods.ts';
import { globalItemMethods, type GlobalItemMethods } from '../resources/items/globalItemMethods.ts';
import { bannerMethods, type BannerMethods } from './data/banners.ts';
import { menuMethods, type MenuMethods } from './data/menus.ts';
import { channelMethods, type ChannelMethods } from './data/channels.ts';
import { orderMethods, type OrderMethods } from './data/orders.ts';
import { matchingMethods, type MatchingMethods } from './data/matching.ts';

/**
 * Named operations that are not plain CRUD, called through useLsmDataProvider(). Add one typed
 * function per operation (bulk actions, export, merge, link stores, push menu...).
 */
export interface LsmCustomMethods
  extends EmployeeMethods,
    CompanyMethods,
    StoreMethods,
    StoreHomeMethods,
    InventoryMethods,
    StoreSearchMethods,
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
  ...employeeMethods,
  ...companyMethods,
  ...storeMethods,
  ...storeHomeMethods,
  ...inventoryMethods,
  ...storeSearchMethods,
  ...globalItemMethods,
  ...bannerMethods,
  ...menuMethods,
  ...channelMethods,
  ...orderMethods,
  ...matchingMethods,
};
