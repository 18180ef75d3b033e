import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceDefinition } from '../resourceDefinition.ts';
import { lazyNamed } from '../../custom/lazy/lazyNamed.ts';

const employees = {
  list: lazyNamed(() => import('./EmployeeListPage.tsx'), 'EmployeeListPage'),
  edit: lazyNamed(() => import('./EmployeeDetailPage.tsx'), 'EmployeeDetailPage'),
  create: undefined,
  show: undefined,
  icon: BadgeIcon,
  recordRepresentation: (record) => `${String(record.firstName ?? '')} ${String(record.lastName ?? '')}`.trim(),
} satisfies ResourceDefinition;

export default employees;
