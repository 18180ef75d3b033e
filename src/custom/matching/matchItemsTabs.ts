import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import type { SidebarTab } from '../layout/sidebarTab.ts';
import { matchItemsTabBodies } from './matchItemsTabBodies.ts';

export const matchItemsTabs: readonly SidebarTab<'match-items'>[] = [
  { key: 'manual-matches', icon: CompareArrowsIcon, body: matchItemsTabBodies['manual-matches'] },
];
