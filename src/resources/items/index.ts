import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceDefinition } from '../resourceDefinition.ts';
import { ItemsPage } from './ItemsPage.tsx';

const items: ResourceDefinition = {
  list: ItemsPage,
  edit: undefined,
  create: undefined,
  show: undefined,
  icon: CategoryIcon,
  recordRepresentation: 'name',
};

export default items;
