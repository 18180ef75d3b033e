import { useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { SIDEBAR_COLLAPSE_MAX_WIDTH_PX } from './breakpoints.ts';

/** Collapsed state of the detail sidebar: follows the 992 px threshold, toggled by the user in between. */
export function useSidebarCollapse() {
  const isNarrow = useMediaQuery(`(max-width:${SIDEBAR_COLLAPSE_MAX_WIDTH_PX - 0.02}px)`, { noSsr: true });
  const [collapsed, setCollapsed] = useState(isNarrow);
  const [lastNarrow, setLastNarrow] = useState(isNarrow);
  if (lastNarrow !== isNarrow) {
    setLastNarrow(isNarrow);
    setCollapsed(isNarrow);
  }
  return { collapsed, toggle: () => setCollapsed((current) => !current), collapse: () => setCollapsed(true) };
}
