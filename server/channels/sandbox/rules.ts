// What each sandbox partner refuses in a menu, as its public documentation describes (see REFERENCE.md).
// Pure: the adapters call these, the tests check them directly.
import type { SyncItemError } from '../../db/schema/index.ts';
import { formatCents, periodLength, periodMinutes, type PartnerItem, type PartnerMenu, type PartnerMenuEntry } from '../menu.ts';

export interface Refusal {
  message: string;
  itemErrors: SyncItemError[];
}

/** UberEats caps an item's price (its troubleshooting guide's example: $375). */
export const UBEREATS_PRICE_CAP_CENTS = 37_500;
/** UberEats refuses time periods of 60 minutes or less. */
export const UBEREATS_MIN_PERIOD_MINUTES = 60;

const dayName = (day: string) => day[0].toUpperCase() + day.slice(1);
const itemError = (item: PartnerItem, reason: string): SyncItemError => ({ item_id: item.id, name: item.title, reason });
const hasHours = (menu: PartnerMenuEntry) => menu.service_availability.some((day) => day.time_periods.length > 0);

/** The first pair of overlapping periods of a menu, described; null when none overlap. */
export function overlappingPeriods(menu: PartnerMenuEntry): string | null {
  for (const day of menu.service_availability) {
    const spans = day.time_periods
      .map((period) => ({ period, start: periodMinutes(period.start_time), end: periodMinutes(period.start_time) + periodLength(period) }))
      .sort((a, b) => a.start - b.start);
    for (let k = 1; k < spans.length; k++) {
      if (spans[k].start < spans[k - 1].end) {
        const [a, b] = [spans[k - 1].period, spans[k].period];
        return `Menu "${menu.title}": on ${dayName(day.day_of_week)} ${a.start_time}-${a.end_time} overlaps ${b.start_time}-${b.end_time}`;
      }
    }
  }
  return null;
}

/** UberEats answers within the request: no menus, no hours, short or overlapping periods, prices above the cap. */
export function uberEatsRefusal(menu: PartnerMenu): Refusal | null {
  if (menu.menus.length === 0) return { message: 'UberEats refused the menu: the store has no menu for UberEats', itemErrors: [] };
  for (const entry of menu.menus) {
    if (!hasHours(entry)) {
      return { message: `UberEats refused the menu: menu "${entry.title}" has no hours (service_availability is empty)`, itemErrors: [] };
    }
    for (const day of entry.service_availability) {
      const short = day.time_periods.find((period) => periodLength(period) <= UBEREATS_MIN_PERIOD_MINUTES);
      if (short) {
        return {
          message: `UberEats refused the menu: menu "${entry.title}" has a time period of ${UBEREATS_MIN_PERIOD_MINUTES} minutes or less (${dayName(day.day_of_week)} ${short.start_time}-${short.end_time})`,
          itemErrors: [],
        };
      }
    }
    const overlap = overlappingPeriods(entry);
    if (overlap) return { message: `UberEats refused the menu: ${overlap}`, itemErrors: [] };
  }
  const expensive = menu.items.filter((item) => item.price_cents > UBEREATS_PRICE_CAP_CENTS);
  if (expensive.length) {
    const listed = expensive.slice(0, 3).map((item) => `${item.title} (${formatCents(item.price_cents)})`).join(', ');
    return {
      message: `UberEats refused the menu: ${expensive.length} item${expensive.length === 1 ? ' is' : 's are'} priced above ${formatCents(UBEREATS_PRICE_CAP_CENTS)}: ${listed}${expensive.length > 3 ? ', ...' : ''}`,
      itemErrors: expensive.map((item) => itemError(item, `Price ${formatCents(item.price_cents)} is above UberEats's limit of ${formatCents(UBEREATS_PRICE_CAP_CENTS)}`)),
    };
  }
  return null;
}

/** DoorDash decides when its job has processed: FAILURE without items or hours, or with overlapping hours. */
export function doorDashFailure(menu: PartnerMenu): Refusal | null {
  if (menu.menus.length === 0 || menu.items.length === 0) return { message: 'DoorDash menu job FAILURE: the menu has no items', itemErrors: [] };
  for (const entry of menu.menus) {
    if (!hasHours(entry)) return { message: `DoorDash menu job FAILURE: menu "${entry.title}" has no hours`, itemErrors: [] };
    const overlap = overlappingPeriods(entry);
    if (overlap) return { message: `DoorDash menu job FAILURE: overlapping hours. ${overlap}`, itemErrors: [] };
  }
  return null;
}

/** GrubHub's errors per item: an item needs a name and a price above zero. */
export function grubHubItemErrors(menu: PartnerMenu): SyncItemError[] {
  const errors: SyncItemError[] = [];
  for (const item of menu.items) {
    if (!item.title.trim()) errors.push(itemError(item, 'Item name is required'));
    else if (item.price_cents <= 0) errors.push(itemError(item, 'Item price must be greater than $0.00'));
  }
  return errors;
}

/** The menu without the refused items (GrubHub applies the rest). */
export function withoutItems(menu: PartnerMenu, refused: ReadonlySet<string>): PartnerMenu {
  if (refused.size === 0) return menu;
  return {
    ...menu,
    items: menu.items.filter((item) => !refused.has(item.id)),
    categories: menu.categories.map((category) => ({ ...category, item_ids: category.item_ids.filter((id) => !refused.has(id)) })),
  };
}
