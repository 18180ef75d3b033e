import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import type { SidebarTab } from '../layout/sidebarTab.ts';
import { ManualMatchesTab } from './tabs/ManualMatchesTab.tsx';

export const matchItemsTabs: readonly SidebarTab<'match-items'>[] = [
  { key: 'manual-matches', icon: CompareArrowsIcon, body: ManualMatchesTab },
];
