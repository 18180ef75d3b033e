// Times of day as "HH:mm" strings, days 0-6 Monday first, and "now" in a store's time zone.
// Pure: no dayjs, no I/O. PostgreSQL `time` values ("09:00:00") are accepted wherever a time is read.

/** Wire and storage format of dates (spec 000 §5, 001 §5), in dayjs tokens. */
export const DATE_FORMAT = 'YYYY-MM-DDTHH:mm:ss';
/** Display format of a date with time (spec 000 §5), in dayjs tokens. */
export const DATE_TIME_DISPLAY_FORMAT = 'MMM D, hh:mm:ss A';

export const TIME_STEP_MINUTES = 30;
export const MINUTES_PER_DAY = 24 * 60;
export const DAYS_PER_WEEK = 7;
export const MINUTES_PER_WEEK = DAYS_PER_WEEK * MINUTES_PER_DAY;
/** The one close time allowed off the half-hour grid: it closes the day, its last minute included. */
export const END_OF_DAY = '23:59';

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const DAY_SHORT_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
/** 0 = Monday ... 6 = Sunday. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export function isDayOfWeek(value: number): value is DayOfWeek {
  return Number.isInteger(value) && value >= 0 && value < DAYS_PER_WEEK;
}

/** JavaScript's Date#getDay() (0 = Sunday) to our Monday-first index. */
export function fromJsDay(jsDay: number): DayOfWeek {
  if (!Number.isInteger(jsDay) || jsDay < 0 || jsDay > 6) throw new RangeError(`Not a JavaScript day: ${jsDay}`);
  return ((jsDay + 6) % DAYS_PER_WEEK) as DayOfWeek;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Minutes since midnight of "HH:mm" or "HH:mm:ss" (seconds dropped), or null when it is not such a time. */
export function parseTime(value: string): number | null {
  const match = TIME_PATTERN.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Like parseTime, but throws a RangeError on anything that is not "HH:mm" or "HH:mm:ss". */
export function toMinutes(value: string): number {
  const minutes = parseTime(value);
  if (minutes === null) throw new RangeError(`Not a time (HH:mm): ${JSON.stringify(value)}`);
  return minutes;
}

/** 570 -> "09:30". Whole minutes 0..1439 only. */
export function fromMinutes(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** "09:00:00" -> "09:00"; throws like toMinutes on anything else. */
export function normaliseTime(value: string): string {
  return fromMinutes(toMinutes(value));
}

/** Whether the time is on the 30-minute grid (seconds, if given, must be 00). */
export function isOnHalfHourGrid(value: string): boolean {
  const minutes = parseTime(value);
  return minutes !== null && minutes % TIME_STEP_MINUTES === 0 && (value.length === 5 || value.endsWith(':00'));
}

/** "00:00", "00:30", ... "23:30": the 48 choices of the hours editors. */
export const HALF_HOUR_CHOICES: readonly string[] = Array.from(
  { length: MINUTES_PER_DAY / TIME_STEP_MINUTES },
  (_, index) => fromMinutes(index * TIME_STEP_MINUTES),
);

/** "13:30" -> "1:30 PM", "00:00" -> "12:00 AM". Anything that is not a time comes back unchanged. */
export function formatTime12h(value: string): string {
  const minutes = parseTime(value);
  if (minutes === null) return value;
  const hour = Math.floor(minutes / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export interface LocalClock {
  /** 0 = Monday ... 6 = Sunday, in the given time zone. */
  dayOfWeek: DayOfWeek;
  /** Minutes since local midnight, 0..1439. */
  minutes: number;
  /** Local calendar date, "YYYY-MM-DD". */
  date: string;
  /** Local wall-clock time, "HH:mm". */
  time: string;
}

const WEEKDAY_INDEX: Record<string, DayOfWeek> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The instant `now` as the wall clock of an IANA time zone shows it (DST included).
 * Throws a RangeError for an unknown time zone or an invalid date.
 */
export function localClock(now: Date, timeZone: string): LocalClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const dayOfWeek = WEEKDAY_INDEX[parts.weekday];
  if (dayOfWeek === undefined) throw new RangeError(`Unexpected weekday ${parts.weekday}`);
  // Some engines print midnight as "24" even in h23; it is hour 0 of the same date.
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  const minutes = hour * 60 + minute;
  return { dayOfWeek, minutes, date: `${parts.year}-${parts.month}-${parts.day}`, time: fromMinutes(minutes) };
}
