import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { StoreHomeTab } from './tabs/StoreHomeTab.tsx';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { StoreInventoryTab } from './tabs/StoreInventoryTab.tsx';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import { StoreMenusTab } from './tabs/StoreMenusTab.tsx';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { StoreStoreSettingsTab } from './tabs/StoreStoreSettingsTab.tsx';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import { StoreChannelsSettingsTab } from './tabs/StoreChannelsSettingsTab.tsx';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import { StoreFeeSettingsTab } from './tabs/StoreFeeSettingsTab.tsx';
import type { SidebarTab } from '../../custom/layout/sidebarTab.ts';

/** The sidebar tabs of the store page, in order (visibility: custom/layout/tabVisibility.ts). */
export const storeTabs: readonly SidebarTab<'store'>[] = [
  { key: 'home', icon: HomeOutlinedIcon, body: StoreHomeTab },
  { key: 'inventory', icon: Inventory2OutlinedIcon, body: StoreInventoryTab },
  { key: 'menus', icon: RestaurantMenuOutlinedIcon, body: StoreMenusTab },
  { key: 'store-settings', icon: StorefrontOutlinedIcon, body: StoreStoreSettingsTab, group: 'lsm.tabs.store.settings' },
  { key: 'channels-settings', icon: HubOutlinedIcon, body: StoreChannelsSettingsTab, group: 'lsm.tabs.store.settings' },
  { key: 'fee-settings', icon: PaidOutlinedIcon, body: StoreFeeSettingsTab, group: 'lsm.tabs.store.settings' },
];
