import { lazyNamed } from '../../custom/lazy/lazyNamed.ts';
import type { TabBodies } from '../../custom/layout/sidebarTab.ts';

// Tab bodies load when first shown: their code (forms, pickers, editors) stays out of the first screen.
export const storeTabBodies: TabBodies<'store'> = {
  home: lazyNamed(() => import('./tabs/StoreHomeTab.tsx'), 'StoreHomeTab'),
  inventory: lazyNamed(() => import('./tabs/StoreInventoryTab.tsx'), 'StoreInventoryTab'),
  menus: lazyNamed(() => import('./tabs/StoreMenusTab.tsx'), 'StoreMenusTab'),
  'modifier-groups': lazyNamed(() => import('../modifierGroups/StoreModifierGroupsTab.tsx'), 'StoreModifierGroupsTab'),
  'store-settings': lazyNamed(() => import('./tabs/StoreStoreSettingsTab.tsx'), 'StoreStoreSettingsTab'),
  'channels-settings': lazyNamed(() => import('./tabs/StoreChannelsSettingsTab.tsx'), 'StoreChannelsSettingsTab'),
  'fee-settings': lazyNamed(() => import('./tabs/StoreFeeSettingsTab.tsx'), 'StoreFeeSettingsTab'),
};
