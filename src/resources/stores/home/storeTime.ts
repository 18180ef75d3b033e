import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_TIME_DISPLAY_FORMAT } from '../../../domain/time.ts';

// The date pickers and the store-time display read dates in the store's time zone.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The server's fallback when a store's Main address has no time zone (server/services/stores/hours.ts). */
export const FALLBACK_STORE_TIME_ZONE = 'America/New_York';

/** An instant as the store's wall clock shows it, e.g. "Jul 14, 04:30:00 PM" (spec 000 §5). */
export function formatStoreTime(instant: string | Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format(DATE_TIME_DISPLAY_FORMAT);
}

/** `instant` as a dayjs value in the store's time zone, for the date pickers. */
export function inStoreTime(instant: Date, timeZone: string): Dayjs {
  return dayjs(instant).tz(timeZone);
}
