import BusinessIcon from '@mui/icons-material/Business';
import type { ResourceDefinition } from '../resourceDefinition.ts';
import { lazyNamed } from '../../custom/lazy/lazyNamed.ts';

/** /companies/{id} is react-admin's "edit" path, so the detail page is declared as edit. */
const companies = {
  list: lazyNamed(() => import('./CompanyListPage.tsx'), 'CompanyListPage'),
  edit: lazyNamed(() => import('./CompanyDetailPage.tsx'), 'CompanyDetailPage'),
  create: undefined,
  show: undefined,
  icon: BusinessIcon,
  recordRepresentation: 'name',
} satisfies ResourceDefinition;

export default companies;
