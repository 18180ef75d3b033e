import { lazyNamed } from '../../custom/lazy/lazyNamed.ts';
import type { TabBodies } from '../../custom/layout/sidebarTab.ts';

// Tab bodies load when first shown: their code (forms, pickers, editors) stays out of the first screen.
export const employeeTabBodies: TabBodies<'employee'> = {
  details: lazyNamed(() => import('./tabs/EmployeeDetailsTab.tsx'), 'EmployeeDetailsTab'),
  'assigned-stores': lazyNamed(() => import('./tabs/EmployeeAssignedStoresTab.tsx'), 'EmployeeAssignedStoresTab'),
  notifications: lazyNamed(() => import('./tabs/EmployeeNotificationsTab.tsx'), 'EmployeeNotificationsTab'),
};
