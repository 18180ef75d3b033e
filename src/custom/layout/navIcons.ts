import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import type { ComponentType } from 'react';

/**
 * The icons the page table (src/custom/layout/pages.ts) names: the table stays free of React, so it names an
 * icon and the navigation draws it from here.
 */
export const NAV_ICONS = {
  team: GroupsIcon,
  analytics: InsightsIcon,
} satisfies Record<string, ComponentType>;

export type NavIconName = keyof typeof NAV_ICONS;
