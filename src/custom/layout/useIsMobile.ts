import { useMediaQuery } from '@mui/material';
import { MOBILE_MAX_WIDTH_PX } from './breakpoints.ts';

/** True while the window is narrower than 768 px; follows resizing. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH_PX - 0.02}px)`, { noSsr: true });
}
