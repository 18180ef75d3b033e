import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceDefinition } from '../resourceDefinition.ts';
import { lazyNamed } from '../../custom/lazy/lazyNamed.ts';

const items = {
  list: lazyNamed(() => import('./ItemsPage.tsx'), 'ItemsPage'),
  edit: undefined,
  create: undefined,
  show: undefined,
  icon: CategoryIcon,
  recordRepresentation: 'name',
} satisfies ResourceDefinition;

export default items;
