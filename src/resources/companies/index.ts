import BusinessIcon from '@mui/icons-material/Business';
import type { ResourceDefinition } from '../resourceDefinition.ts';
import { CompanyDetailPage } from './CompanyDetailPage.tsx';
import { CompanyListPage } from './CompanyListPage.tsx';

/** /companies/{id} is react-admin's "edit" path, so the detail page is declared as edit. */
const companies: ResourceDefinition = {
  list: CompanyListPage,
  edit: CompanyDetailPage,
  create: undefined,
  show: undefined,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};

export default companies;
