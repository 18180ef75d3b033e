// Menus (spec 001 §3, §4, §5, §7).
import { closeMinutes, isWithinWindow, validateHours, type HoursRow, type TimeSlot } from './hours.ts';
import { DAYS_PER_WEEK, END_OF_DAY, MINUTES_PER_DAY, fromMinutes, isDayOfWeek, parseTime } from './time.ts';

/**
 * Whether a menu is pushed to the partner with this sync id: a null, missing or empty available_channels
 * means every channel; otherwise the id must be in the list.
 */
export function isSyncedTo(availableChannels: readonly number[] | null | undefined, partnerSyncId: number): boolean {
  if (!availableChannels || availableChannels.length === 0) return true;
  return availableChannels.includes(partnerSyncId);
}

/** The menu named "All" first (any case), then by name, case-insensitively (GET /stores/{id}/menu). */
export function sortMenus<T extends { menu_name: string }>(menus: readonly T[]): T[] {
  const isAll = (menu: T) => menu.menu_name.trim().toLowerCase() === 'all';
  return [...menus].sort(
    (a, b) => Number(isAll(b)) - Number(isAll(a)) || a.menu_name.localeCompare(b.menu_name, 'en', { sensitivity: 'base' }),
  );
}

/** A menu hours entry as the menu calls carry it (spec 001 §3): day_of_week 0-6, Monday first. */
export interface MenuHoursRow extends TimeSlot {
  id?: number;
  day_of_week: number;
  is_closed?: boolean;
}

const asHoursRow = (row: MenuHoursRow): HoursRow => ({
  open_time: row.open_time,
  close_time: row.close_time,
  dayOfWeek: row.day_of_week,
  isClosed: row.is_closed ?? false,
});

/**
 * Everything wrong with a menu's week (empty = valid), by the store hours rules (src/domain/hours.ts):
 * half-hour steps from 00:00 (a close at 23:59 ends the day), close after open, no overlapping slots in a
 * day, a closed day without open slots.
 */
export function menuHoursProblems(rows: readonly MenuHoursRow[]): string[] {
  return validateHours(rows.map(asHoursRow)).map((problem) => problem.message);
}

/** Sorted copy: by day, then open time, then close time. */
export function sortMenuHours<T extends MenuHoursRow>(rows: readonly T[]): T[] {
  const key = (time: string) => parseTime(time) ?? Number.POSITIVE_INFINITY;
  return [...rows].sort(
    (a, b) => a.day_of_week - b.day_of_week || key(a.open_time) - key(b.open_time) || key(a.close_time) - key(b.close_time),
  );
}

/**
 * The menu's open slots that do not lie within one of the store's open slots that day, by the inclusive
 * window check of spec 001 §5 (a day the store is closed, or has no hours, holds every menu slot of that
 * day). The screen asks the user to confirm these before saving; the server accepts them.
 */
export function slotsOutsideStoreHours<T extends MenuHoursRow>(menuHours: readonly T[], storeHours: readonly HoursRow[]): T[] {
  const closedDays = new Set(storeHours.filter((row) => row.isClosed).map((row) => row.dayOfWeek));
  return menuHours.filter((slot) => {
    if (slot.is_closed) return false;
    if (closedDays.has(slot.day_of_week)) return true;
    const windows = storeHours.filter((row) => row.dayOfWeek === slot.day_of_week && !row.isClosed);
    return !windows.some((window) => isWithinWindow(slot, window));
  });
}

/**
 * When an item is sold: the union of its menus' open slots, per day (0 = Monday), overlapping or touching
 * slots merged, sorted. A close at 23:59 stays "23:59".
 */
export function menuTiming(menus: readonly (readonly MenuHoursRow[])[]): TimeSlot[][] {
  const days: { open: number; close: number }[][] = Array.from({ length: DAYS_PER_WEEK }, () => []);
  for (const row of menus.flat()) {
    if (row.is_closed || !isDayOfWeek(row.day_of_week)) continue;
    const open = parseTime(row.open_time);
    const close = closeMinutes(row.close_time);
    if (open === null || close === null || close <= open) continue;
    days[row.day_of_week].push({ open, close });
  }
  return days.map((slots) => {
    const merged: { open: number; close: number }[] = [];
    for (const slot of slots.sort((a, b) => a.open - b.open)) {
      const last = merged[merged.length - 1];
      if (last && slot.open <= last.close) last.close = Math.max(last.close, slot.close);
      else merged.push({ ...slot });
    }
    return merged.map((slot) => ({
      open_time: fromMinutes(slot.open),
      close_time: slot.close === MINUTES_PER_DAY ? END_OF_DAY : fromMinutes(slot.close),
    }));
  });
}
