/** Spec 000 §9: mobile under 768 px; detail sidebar auto-collapses under 992 px. */
export const MOBILE_MAX_WIDTH_PX = 768;
export const SIDEBAR_COLLAPSE_MAX_WIDTH_PX = 992;

/**
 * Sidebar widths in MUI spacing units (8 px): the spec's "16 or 72 units" are 64 px and 288 px.
 */
export const SIDEBAR_WIDTH_UNITS = { collapsed: 8, expanded: 36 } as const;

/**
 * Expanded width between the auto-collapse threshold and MUI's lg breakpoint (1200 px): narrower, so that
 * at 1024 px the page keeps room for its tables (28 units = 224 px).
 */
export const SIDEBAR_MEDIUM_WIDTH_UNITS = 28;

export const TOP_BAR_HEIGHT_UNITS = 8;
