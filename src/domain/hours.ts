// Store and menu hours: ordering, validation (the server refuses what this rejects), the "hours text"
// of spec 000 §4 and the inclusive window check of spec 001 §5. The clock is always a parameter.
import {
  DAY_NAMES,
  DAY_SHORT_NAMES,
  DAYS_PER_WEEK,
  END_OF_DAY,
  MINUTES_PER_DAY,
  MINUTES_PER_WEEK,
  formatTime12h,
  fromMinutes,
  isDayOfWeek,
  isOnHalfHourGrid,
  localClock,
  parseTime,
} from './time.ts';

export interface TimeSlot {
  open_time: string;
  close_time: string;
}

/** One store hours row (spec 000 §3): dayOfWeek 0 = Monday; a closed day carries isClosed and no slots. */
export interface HoursRow extends TimeSlot {
  id?: number;
  dayOfWeek: number;
  isClosed: boolean;
}

export interface HoursProblem {
  dayOfWeek: number;
  message: string;
}

/** Default slot of a new store day (spec 000 §3). */
export const DEFAULT_STORE_SLOT: Readonly<TimeSlot> = Object.freeze({ open_time: '09:00', close_time: '17:00' });
/** Default placeholder slot of a menu day without entries (spec 001 §5). */
export const DEFAULT_MENU_SLOT: Readonly<TimeSlot> = Object.freeze({ open_time: '10:00', close_time: '17:00' });

/**
 * Minute at which a slot stops being open: the close time itself, except 23:59, which closes the day
 * with its last minute included (1440). Null when the text is not a time.
 */
export function closeMinutes(closeTime: string): number | null {
  const minutes = parseTime(closeTime);
  if (minutes === null) return null;
  return minutes === MINUTES_PER_DAY - 1 ? MINUTES_PER_DAY : minutes;
}

const orderKey = (time: string) => parseTime(time) ?? Number.POSITIVE_INFINITY;

/**
 * Sorted copy: by open time, then close time (spec 000 §4, §5). Rows that carry a dayOfWeek are grouped by
 * day first, so a week's rows come out Monday to Sunday, each day in spec order. Unreadable times go last.
 */
export function sortHours<T extends TimeSlot & { dayOfWeek?: number }>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      (a.dayOfWeek ?? 0) - (b.dayOfWeek ?? 0) ||
      orderKey(a.open_time) - orderKey(b.open_time) ||
      orderKey(a.close_time) - orderKey(b.close_time),
  );
}

const dayLabel = (day: number) => (isDayOfWeek(day) ? DAY_NAMES[day] : `Day ${day}`);
/** "09:00:00" -> "09:00"; anything else (e.g. "09:00:30", or not a time) as given. */
const shown = (time: string) => (time.length === 8 && time.endsWith(':00') ? time.slice(0, 5) : time);

interface Slot {
  open: number;
  /** exclusive end minute; 1440 for a 23:59 close */
  close: number;
  text: string;
}

/**
 * Everything wrong with a week of store hours, in row order, then per day (empty = valid):
 * - dayOfWeek must be an integer 0..6;
 * - times must read as "HH:mm" (or "HH:mm:ss");
 * - for open rows: the opening time is on the half-hour grid; the closing time is on the grid or exactly
 *   23:59; the closing time is after the opening time (so a slot never spans midnight: close at 23:59 and
 *   open the next day at 00:00); slots of one day do not overlap (touching, 09:00-12:00 then 12:00-14:00,
 *   is fine);
 * - a day marked closed has no open rows. The times of a closed row are only checked to be times.
 * A day without any row is allowed (it simply has no hours).
 */
export function validateHours(rows: readonly HoursRow[]): HoursProblem[] {
  const problems: HoursProblem[] = [];
  const slots = new Map<number, Slot[]>();
  const closedDays = new Set<number>();
  const openDays = new Set<number>();

  rows.forEach((row, index) => {
    const day = row.dayOfWeek;
    const add = (message: string) => problems.push({ dayOfWeek: day, message });
    if (!isDayOfWeek(day)) {
      add(`Row ${index + 1}: day ${day} must be between 0 (Monday) and 6 (Sunday)`);
      return;
    }
    const name = DAY_NAMES[day];
    const open = parseTime(row.open_time);
    const close = parseTime(row.close_time);
    if (open === null) add(`${name}: opening time ${JSON.stringify(row.open_time)} is not a time (HH:mm)`);
    if (close === null) add(`${name}: closing time ${JSON.stringify(row.close_time)} is not a time (HH:mm)`);
    if (row.isClosed) {
      closedDays.add(day);
      return;
    }
    openDays.add(day);
    if (open === null || close === null) return;
    const openText = shown(row.open_time);
    const closeText = shown(row.close_time);
    let valid = true;
    if (!isOnHalfHourGrid(row.open_time)) {
      add(`${name}: opening time ${openText} is not on the half-hour grid`);
      valid = false;
    }
    if (!isOnHalfHourGrid(row.close_time) && fromMinutes(close) !== END_OF_DAY) {
      add(`${name}: closing time ${closeText} is not on the half-hour grid (or 23:59)`);
      valid = false;
    }
    if (close <= open) {
      add(`${name}: closing time ${closeText} must be after opening time ${openText}`);
      valid = false;
    }
    if (valid) {
      const list = slots.get(day) ?? [];
      list.push({ open, close: closeMinutes(row.close_time) ?? close, text: `${openText}-${closeText}` });
      slots.set(day, list);
    }
  });

  for (let day = 0; day < DAYS_PER_WEEK; day += 1) {
    const name = dayLabel(day);
    if (closedDays.has(day) && openDays.has(day)) {
      problems.push({ dayOfWeek: day, message: `${name}: a closed day must not also have open slots` });
    }
    const list = (slots.get(day) ?? []).sort((a, b) => a.open - b.open || a.close - b.close);
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length && list[j].open < list[i].close; j += 1) {
        problems.push({ dayOfWeek: day, message: `${name}: ${list[i].text} overlaps ${list[j].text}` });
      }
    }
  }
  return problems;
}

/** Readable open slots per day (index 0 = Monday); a day with a closed row has none. Bad rows are skipped. */
function openSlotsByDay(rows: readonly HoursRow[]): Slot[][] {
  const days: Slot[][] = Array.from({ length: DAYS_PER_WEEK }, () => []);
  const closed = new Set(rows.filter((row) => row.isClosed).map((row) => row.dayOfWeek));
  for (const row of rows) {
    if (row.isClosed || !isDayOfWeek(row.dayOfWeek) || closed.has(row.dayOfWeek)) continue;
    const open = parseTime(row.open_time);
    const close = closeMinutes(row.close_time);
    if (open === null || close === null || close <= open) continue;
    days[row.dayOfWeek].push({ open, close, text: close === MINUTES_PER_DAY ? END_OF_DAY : fromMinutes(close) });
  }
  return days;
}

/**
 * The sidebar's hours text (spec 000 §4) for `now` in the store's time zone:
 * - "Open 24/7" when the hours cover the whole week without a gap. A slot closing at 23:59 runs to midnight
 *   and continues into a next-day slot opening at 00:00, so a single 00:00-23:59 slot on every day is 24/7.
 *   A day whose only slot is 00:00-23:59 is open all day; when only some days are like that, the text is
 *   the usual "Closing ..." one.
 * - "Closing 5:00 PM" while inside a slot. Slots that touch (12:00 then 12:00-17:00, or 23:59 then 00:00 of
 *   the next day) count as one stretch; when the stretch ends on another day, the day is named:
 *   "Closing Tue 5:00 PM".
 * - "Open 2:00 PM" before the next slot that starts later today.
 * - "" on a closed day, a day without hours, or after today's last slot.
 * The slot start is inclusive and its close exclusive (open at 09:00, closed at 17:00), except 23:59.
 */
export function hoursText(rows: readonly HoursRow[], now: Date, timeZone: string): string {
  const { dayOfWeek, minutes } = localClock(now, timeZone);
  const days = openSlotsByDay(rows);
  const today = days[dayOfWeek];
  const current = today.find((slot) => slot.open <= minutes && minutes < slot.close);

  if (!current) {
    const next = today.filter((slot) => slot.open > minutes).sort((a, b) => a.open - b.open)[0];
    return next ? `Open ${formatTime12h(fromMinutes(next.open))}` : '';
  }

  let day: number = dayOfWeek;
  let end = current;
  let span = current.close - minutes;
  for (;;) {
    if (span >= MINUTES_PER_WEEK) return 'Open 24/7';
    const edge = end.close;
    const nextDay = (day + 1) % DAYS_PER_WEEK;
    const candidates =
      edge === MINUTES_PER_DAY
        ? days[nextDay].filter((slot) => slot.open === 0)
        : days[day].filter((slot) => slot.open <= edge && slot.close > edge);
    const longest = candidates.sort((a, b) => b.close - a.close)[0];
    if (!longest) break;
    if (edge === MINUTES_PER_DAY) {
      day = nextDay;
      span += longest.close;
    } else {
      span += longest.close - edge;
    }
    end = longest;
  }
  const dayPrefix = day === dayOfWeek && span <= MINUTES_PER_DAY ? '' : `${DAY_SHORT_NAMES[day]} `;
  return `Closing ${dayPrefix}${formatTime12h(end.text)}`;
}

/**
 * Menu-hours check (spec 001 §5): the interval lies within the open-close window, both ends inclusive.
 * A 23:59 close is the end of the day. False when any time is unreadable or the interval is reversed.
 */
export function isWithinWindow(interval: TimeSlot, window: TimeSlot): boolean {
  const start = parseTime(interval.open_time);
  const end = closeMinutes(interval.close_time);
  const windowStart = parseTime(window.open_time);
  const windowEnd = closeMinutes(window.close_time);
  if (start === null || end === null || windowStart === null || windowEnd === null) return false;
  return start <= end && windowStart <= start && end <= windowEnd;
}

/**
 * Whether the store is inside one of its open slots at `now`, in its time zone: the same slots as the hours
 * text (a day with a closed row has none; the start is inclusive, the close exclusive except 23:59).
 */
export function isOpenAt(rows: readonly HoursRow[], now: Date, timeZone: string): boolean {
  const { dayOfWeek, minutes } = localClock(now, timeZone);
  return openSlotsByDay(rows)[dayOfWeek].some((slot) => slot.open <= minutes && minutes < slot.close);
}

/** When a closed store opens next: the store's local day and time, and how many days from today (0 = today). */
export interface NextOpening {
  dayOfWeek: number;
  /** "HH:mm" store time */
  time: string;
  daysAhead: number;
}

/** The next slot start after `now` within a week, in the store's time zone; null when the hours have none. */
export function nextOpening(rows: readonly HoursRow[], now: Date, timeZone: string): NextOpening | null {
  const { dayOfWeek, minutes } = localClock(now, timeZone);
  const days = openSlotsByDay(rows);
  for (let daysAhead = 0; daysAhead <= DAYS_PER_WEEK; daysAhead += 1) {
    const day = (dayOfWeek + daysAhead) % DAYS_PER_WEEK;
    const starts = days[day]
      .map((slot) => slot.open)
      .filter((open) => (daysAhead === 0 ? open > minutes : daysAhead < DAYS_PER_WEEK || open <= minutes))
      .sort((a, b) => a - b);
    if (starts.length) return { dayOfWeek: day, time: fromMinutes(starts[0]), daysAhead };
  }
  return null;
}

/** "9:00 AM" when the store opens later today, "Tue 9:00 AM" on another day. */
export function nextOpeningText(next: NextOpening): string {
  const time = formatTime12h(next.time);
  return next.daysAhead === 0 ? time : `${DAY_SHORT_NAMES[next.dayOfWeek]} ${time}`;
}
