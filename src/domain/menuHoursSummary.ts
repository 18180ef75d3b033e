// The hours column of the menu list: a week of menu hours in a few words, "Mon-Fri 6:00 AM-11:00 AM; Sat
// 10:00 AM-2:00 PM". Consecutive days with the same slots share one entry.
import type { MenuHoursRow } from './menus.ts';
import { sortMenuHours } from './menus.ts';
import { DAY_SHORT_NAMES, DAYS_PER_WEEK, formatTime12h } from './time.ts';

export interface HoursSummaryPart {
  /** "Mon" or "Mon-Fri" */
  days: string;
  /** "6:00 AM-11:00 AM, 1:00 PM-3:00 PM" */
  slots: string;
}

/** The week in runs of consecutive days with equal slots (closed entries and days without slots left out). */
export function menuHoursSummary(rows: readonly MenuHoursRow[]): HoursSummaryPart[] {
  const open = sortMenuHours(rows.filter((row) => !row.is_closed));
  const dayText = Array.from({ length: DAYS_PER_WEEK }, (_, day) =>
    open
      .filter((row) => row.day_of_week === day)
      .map((row) => `${formatTime12h(row.open_time)}-${formatTime12h(row.close_time)}`)
      .join(', '),
  );
  const parts: HoursSummaryPart[] = [];
  let start = 0;
  for (let day = 1; day <= DAYS_PER_WEEK; day += 1) {
    if (day < DAYS_PER_WEEK && dayText[day] === dayText[start]) continue;
    if (dayText[start]) {
      const last = day - 1;
      parts.push({ days: last === start ? DAY_SHORT_NAMES[start] : `${DAY_SHORT_NAMES[start]}-${DAY_SHORT_NAMES[last]}`, slots: dayText[start] });
    }
    start = day;
  }
  return parts;
}
