/** Spec 000 §9: mobile under 768 px; detail sidebar auto-collapses under 992 px. */
export const MOBILE_MAX_WIDTH_PX = 768;
export const SIDEBAR_COLLAPSE_MAX_WIDTH_PX = 992;

/**
 * Sidebar widths in MUI spacing units (8 px): the spec's "16 or 72 units" are 64 px and 288 px.
 */
export const SIDEBAR_WIDTH_UNITS = { collapsed: 8, expanded: 36 } as const;

export const TOP_BAR_HEIGHT_UNITS = 8;
