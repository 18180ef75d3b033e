// Banners (campaigns) of spec 001 §3 and §7: their vocabularies, limits and schedule state.

/** What a user switches: an inactive banner never shows, whatever its dates. */
export const BANNER_STATUSES = ['active', 'inactive'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/**
 * Where an active banner stands against the clock:
 * - inactive: switched off;
 * - scheduled: active, its start lies ahead;
 * - live: active, started (or no start) and not ended (or no end);
 * - ended: active, its end has passed.
 */
export const BANNER_SCHEDULE_STATES = ['scheduled', 'live', 'ended', 'inactive'] as const;
export type BannerScheduleState = (typeof BANNER_SCHEDULE_STATES)[number];

/** The list's `status` filter: the stored status or a schedule state. */
export const BANNER_STATUS_FILTERS = ['active', 'inactive', 'scheduled', 'live', 'ended'] as const;
export type BannerStatusFilter = (typeof BANNER_STATUS_FILTERS)[number];

/** Customer segments a banner targets (README lists them). */
export const BANNER_SEGMENTS = ['all_customers', 'new_customers', 'returning_customers', 'loyalty_members', 'lapsed_customers'] as const;
export type BannerSegment = (typeof BANNER_SEGMENTS)[number];

/** Places of the storefront a banner shows in (README lists them). */
export const BANNER_DISPLAY_LOCATIONS = ['home_hero', 'category_page', 'search_results', 'checkout'] as const;
export type BannerDisplayLocation = (typeof BANNER_DISPLAY_LOCATIONS)[number];

/** At most this many featured products (global items of the company) per banner. */
export const BANNER_FEATURED_PRODUCTS_MAX = 50;
/** Spec 001 §9: the bulk delete of campaigns takes at most 20 ids a call. */
export const BANNER_BULK_DELETE_LIMIT = 20;
/** Bulk activate/deactivate takes at most one list page's worth of selections many times over. */
export const BANNER_BULK_STATUS_LIMIT = 100;
export const BANNER_NAME_MAX = 120;
export const BANNER_DESCRIPTION_MAX = 1000;

export interface BannerSchedule {
  status: BannerStatus;
  /** ISO date-time or Date; null = from the start */
  start_date: string | Date | null;
  /** ISO date-time or Date; null = until switched off */
  end_date: string | Date | null;
}

const instant = (value: string | Date | null): number | null => (value === null ? null : new Date(value).getTime());

/** The schedule state at `now`: the start is inclusive, the end exclusive. */
export function bannerScheduleState(banner: BannerSchedule, now: Date): BannerScheduleState {
  if (banner.status !== 'active') return 'inactive';
  const at = now.getTime();
  const start = instant(banner.start_date);
  const end = instant(banner.end_date);
  if (start !== null && at < start) return 'scheduled';
  if (end !== null && at >= end) return 'ended';
  return 'live';
}

/** True when both dates are set and the end is not after the start (the one date rule of a banner). */
export function bannerEndsBeforeStart(start: string | Date | null, end: string | Date | null): boolean {
  const from = instant(start);
  const to = instant(end);
  return from !== null && to !== null && to <= from;
}
