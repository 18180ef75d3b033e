import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import type { SidebarTab } from '../../custom/layout/sidebarTab.ts';
import { storeTabBodies } from './storeTabBodies.ts';

/** The sidebar tabs of the store page, in order (visibility: custom/layout/tabVisibility.ts). */
export const storeTabs: readonly SidebarTab<'store'>[] = [
  { key: 'home', icon: HomeOutlinedIcon, body: storeTabBodies.home },
  { key: 'inventory', icon: Inventory2OutlinedIcon, body: storeTabBodies.inventory },
  { key: 'menus', icon: RestaurantMenuOutlinedIcon, body: storeTabBodies.menus },
  { key: 'modifier-groups', icon: TuneOutlinedIcon, body: storeTabBodies['modifier-groups'] },
  { key: 'store-settings', icon: StorefrontOutlinedIcon, body: storeTabBodies['store-settings'], group: 'lsm.tabs.store.settings' },
  { key: 'channels-settings', icon: HubOutlinedIcon, body: storeTabBodies['channels-settings'], group: 'lsm.tabs.store.settings' },
  { key: 'fee-settings', icon: PaidOutlinedIcon, body: storeTabBodies['fee-settings'], group: 'lsm.tabs.store.settings' },
];
