import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import StoreOutlinedIcon from '@mui/icons-material/StoreOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import type { SidebarTab } from '../../custom/layout/sidebarTab.ts';
import { employeeTabBodies } from './employeeTabBodies.ts';

/** The sidebar tabs of the employee page, in order (visibility: custom/layout/tabVisibility.ts). */
export const employeeTabs: readonly SidebarTab<'employee'>[] = [
  { key: 'details', icon: BadgeOutlinedIcon, body: employeeTabBodies.details },
  { key: 'assigned-stores', icon: StoreOutlinedIcon, body: employeeTabBodies['assigned-stores'] },
  { key: 'notifications', icon: NotificationsOutlinedIcon, body: employeeTabBodies.notifications },
];
