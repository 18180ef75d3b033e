import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceDefinition } from '../resourceDefinition.ts';
import { EmployeeDetailPage } from './EmployeeDetailPage.tsx';
import { EmployeeListPage } from './EmployeeListPage.tsx';

const employees: ResourceDefinition = {
  list: EmployeeListPage,
  edit: EmployeeDetailPage,
  create: undefined,
  show: undefined,
  icon: BadgeIcon,
  recordRepresentation: (record) => `${String(record.firstName ?? '')} ${String(record.lastName ?? '')}`.trim(),
};

export default employees;
