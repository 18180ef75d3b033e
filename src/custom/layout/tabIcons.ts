import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import StoreOutlinedIcon from '@mui/icons-material/StoreOutlined';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import type { ComponentType } from 'react';

/**
 * The icons the tabs of the page table (src/custom/layout/pages.ts) name. Only the detail pages' sidebar
 * imports them, so they load with a detail page, not with the first screen.
 */
export const TAB_ICONS = {
  home: HomeOutlinedIcon,
  inventory: Inventory2OutlinedIcon,
  menus: RestaurantMenuOutlinedIcon,
  modifiers: TuneOutlinedIcon,
  storefront: StorefrontOutlinedIcon,
  channels: HubOutlinedIcon,
  fees: PaidOutlinedIcon,
  stores: StoreOutlinedIcon,
  products: CategoryOutlinedIcon,
  analytics: InsightsOutlinedIcon,
  settings: SettingsOutlinedIcon,
  employees: GroupsOutlinedIcon,
  roles: AdminPanelSettingsOutlinedIcon,
  banners: ViewCarouselOutlinedIcon,
  sync: SyncOutlinedIcon,
  badge: BadgeOutlinedIcon,
  notifications: NotificationsOutlinedIcon,
  compare: CompareArrowsIcon,
} satisfies Record<string, ComponentType>;

export type TabIconName = keyof typeof TAB_ICONS;
