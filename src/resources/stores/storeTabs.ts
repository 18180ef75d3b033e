import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import { lazyNamed } from '../../custom/lazy/lazyNamed.ts';
import type { SidebarTab } from '../../custom/layout/sidebarTab.ts';

// Tab bodies load when first shown: their code (forms, pickers, editors) stays out of the first screen.
const StoreHomeTab = lazyNamed(() => import('./tabs/StoreHomeTab.tsx'), 'StoreHomeTab');
const StoreInventoryTab = lazyNamed(() => import('./tabs/StoreInventoryTab.tsx'), 'StoreInventoryTab');
const StoreMenusTab = lazyNamed(() => import('./tabs/StoreMenusTab.tsx'), 'StoreMenusTab');
const StoreStoreSettingsTab = lazyNamed(() => import('./tabs/StoreStoreSettingsTab.tsx'), 'StoreStoreSettingsTab');
const StoreChannelsSettingsTab = lazyNamed(() => import('./tabs/StoreChannelsSettingsTab.tsx'), 'StoreChannelsSettingsTab');
const StoreFeeSettingsTab = lazyNamed(() => import('./tabs/StoreFeeSettingsTab.tsx'), 'StoreFeeSettingsTab');

/** The sidebar tabs of the store page, in order (visibility: custom/layout/tabVisibility.ts). */
export const storeTabs: readonly SidebarTab<'store'>[] = [
  { key: 'home', icon: HomeOutlinedIcon, body: StoreHomeTab },
  { key: 'inventory', icon: Inventory2OutlinedIcon, body: StoreInventoryTab },
  { key: 'menus', icon: RestaurantMenuOutlinedIcon, body: StoreMenusTab },
  { key: 'store-settings', icon: StorefrontOutlinedIcon, body: StoreStoreSettingsTab, group: 'lsm.tabs.store.settings' },
  { key: 'channels-settings', icon: HubOutlinedIcon, body: StoreChannelsSettingsTab, group: 'lsm.tabs.store.settings' },
  { key: 'fee-settings', icon: PaidOutlinedIcon, body: StoreFeeSettingsTab, group: 'lsm.tabs.store.settings' },
];
