import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { EmployeeDetailsTab } from './tabs/EmployeeDetailsTab.tsx';
import StoreOutlinedIcon from '@mui/icons-material/StoreOutlined';
import { EmployeeAssignedStoresTab } from './tabs/EmployeeAssignedStoresTab.tsx';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { EmployeeNotificationsTab } from './tabs/EmployeeNotificationsTab.tsx';
import type { SidebarTab } from '../../custom/layout/sidebarTab.ts';

/** The sidebar tabs of the employee page, in order (visibility: custom/layout/tabVisibility.ts). */
export const employeeTabs: readonly SidebarTab<'employee'>[] = [
  { key: 'details', icon: BadgeOutlinedIcon, body: EmployeeDetailsTab },
  { key: 'assigned-stores', icon: StoreOutlinedIcon, body: EmployeeAssignedStoresTab },
  { key: 'notifications', icon: NotificationsOutlinedIcon, body: EmployeeNotificationsTab },
];
