import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { lazyNamed } from '../lazy/lazyNamed.ts';
import type { SidebarTab } from '../layout/sidebarTab.ts';

// Tab bodies load when first shown: their code (forms, pickers, editors) stays out of the first screen.
const ManualMatchesTab = lazyNamed(() => import('./tabs/ManualMatchesTab.tsx'), 'ManualMatchesTab');

export const matchItemsTabs: readonly SidebarTab<'match-items'>[] = [
  { key: 'manual-matches', icon: CompareArrowsIcon, body: ManualMatchesTab },
];
