import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import StoreOutlinedIcon from '@mui/icons-material/StoreOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { lazyNamed } from '../../custom/lazy/lazyNamed.ts';
import type { SidebarTab } from '../../custom/layout/sidebarTab.ts';

// Tab bodies load when first shown: their code (forms, pickers, editors) stays out of the first screen.
const EmployeeDetailsTab = lazyNamed(() => import('./tabs/EmployeeDetailsTab.tsx'), 'EmployeeDetailsTab');
const EmployeeAssignedStoresTab = lazyNamed(() => import('./tabs/EmployeeAssignedStoresTab.tsx'), 'EmployeeAssignedStoresTab');
const EmployeeNotificationsTab = lazyNamed(() => import('./tabs/EmployeeNotificationsTab.tsx'), 'EmployeeNotificationsTab');

/** The sidebar tabs of the employee page, in order (visibility: custom/layout/tabVisibility.ts). */
export const employeeTabs: readonly SidebarTab<'employee'>[] = [
  { key: 'details', icon: BadgeOutlinedIcon, body: EmployeeDetailsTab },
  { key: 'assigned-stores', icon: StoreOutlinedIcon, body: EmployeeAssignedStoresTab },
  { key: 'notifications', icon: NotificationsOutlinedIcon, body: EmployeeNotificationsTab },
];
