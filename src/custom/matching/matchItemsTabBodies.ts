import { lazyNamed } from '../lazy/lazyNamed.ts';
import type { TabBodies } from '../layout/sidebarTab.ts';

// Tab bodies load when first shown: their code stays out of the first screen.
export const matchItemsTabBodies: TabBodies<'match-items'> = {
  'manual-matches': lazyNamed(() => import('./tabs/ManualMatchesTab.tsx'), 'ManualMatchesTab'),
};
