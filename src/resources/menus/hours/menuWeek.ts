import type { MenuHourInput } from '../../../contract/menus.ts';
import { DEFAULT_MENU_SLOT } from '../../../domain/hours.ts';
import { sortMenuHours, type MenuHoursRow } from '../../../domain/menus.ts';
import { draftFromRows, rowsFromDraft, setDayOpen, type WeekDraft } from '../../stores/hours/weekDraft.ts';

// A menu's week in the store hours editor's draft (src/resources/stores/hours/weekDraft.ts): a menu has no
// "closed" rows, a day without slots is simply not served, and a day opened gets 10:00-17:00 (spec 001 §5).

/** The draft of a menu's hours as the server answered them. */
export function menuWeekDraft(rows: readonly MenuHoursRow[]): WeekDraft {
  return draftFromRows(
    rows
      .filter((row) => !row.is_closed)
      .map((row) => ({ id: row.id, open_time: row.open_time, close_time: row.close_time, dayOfWeek: row.day_of_week, isClosed: false })),
  );
}

/** The menu_hours of a create or update: the slots of the open days, stored ones with their id, sorted. */
export function menuHoursOfDraft(draft: WeekDraft): MenuHourInput[] {
  return sortMenuHours(
    rowsFromDraft(draft)
      .filter((row) => !row.isClosed)
      .map((row) => ({
        ...(row.id === undefined ? {} : { id: row.id }),
        open_time: row.open_time,
        close_time: row.close_time,
        day_of_week: row.dayOfWeek,
      })),
  );
}

/** Opens or closes a day; a day opened without slots gets the menu default 10:00-17:00. */
export function setMenuDayOpen(draft: WeekDraft, dayOfWeek: number, open: boolean): WeekDraft {
  const opened = setDayOpen(draft, dayOfWeek, open);
  const before = draft.find((day) => day.dayOfWeek === dayOfWeek);
  if (!open || (before && before.slots.length > 0)) return opened;
  return opened.map((day) => (day.dayOfWeek === dayOfWeek ? { ...day, slots: day.slots.map((slot) => ({ ...slot, ...DEFAULT_MENU_SLOT })) } : day));
}
