/**
 * The menu a push sends, in the shape of UberEats's menu upload (menus → categories → items, plus
 * modifier groups), which the other partners' payloads map onto one for one. Prices are integer cents
 * after fees and upcharge; ids are ours (the store item, menu and modifier group ids) so a partner merges
 * by them.
 */

/** day_of_week values; index 0 is Monday as everywhere in LSM */
export const MENU_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type MenuWeekday = (typeof MENU_WEEKDAYS)[number];

export interface MenuTimePeriod {
  /** HH:MM, local to the store */
  start_time: string;
  end_time: string;
}

export interface MenuServiceAvailability {
  day_of_week: MenuWeekday;
  time_periods: MenuTimePeriod[];
}

export interface PartnerMenuEntry {
  id: string;
  title: string;
  service_availability: MenuServiceAvailability[];
  category_ids: string[];
}

export interface PartnerCategory {
  id: string;
  title: string;
  item_ids: string[];
}

export interface PartnerItem {
  id: string;
  external_id: string | null;
  title: string;
  description: string | null;
  /** delivery price */
  price_cents: number;
  pickup_price_cents: number;
  image_url: string | null;
  upc: string | null;
  size: string | null;
  modifier_group_ids: string[];
}

export interface PartnerModifierOption {
  id: string;
  title: string;
  price_cents: number;
  default_quantity: number;
}

export interface PartnerModifierGroup {
  id: string;
  title: string;
  quantity_info: { min_permitted: number; max_permitted: number; max_free: number | null; max_per_option: number | null };
  options: PartnerModifierOption[];
}

export interface PartnerMenu {
  store: { partner_store_id: string; name: string; time_zone: string };
  menus: PartnerMenuEntry[];
  categories: PartnerCategory[];
  items: PartnerItem[];
  modifier_groups: PartnerModifierGroup[];
}

/** "HH:MM" → minutes after midnight */
export const periodMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Length of a period in minutes; an end before the start runs into the next day, 23:59 ends the day. */
export function periodLength(period: MenuTimePeriod): number {
  const start = periodMinutes(period.start_time);
  let end = periodMinutes(period.end_time);
  if (period.end_time === '23:59') end = 1440;
  return end > start ? end - start : end + 1440 - start;
}

export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;
