import StoreIcon from '@mui/icons-material/Store';
import type { ResourceDefinition } from '../resourceDefinition.ts';
import { lazyNamed } from '../../custom/lazy/lazyNamed.ts';

/** Stores have no list route of their own (they are listed on the company Stores tab). */
const stores = {
  list: undefined,
  edit: lazyNamed(() => import('./StoreDetailPage.tsx'), 'StoreDetailPage'),
  create: undefined,
  show: undefined,
  icon: StoreIcon,
  recordRepresentation: 'name',
} satisfies ResourceDefinition;

export default stores;
