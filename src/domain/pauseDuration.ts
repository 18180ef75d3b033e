// How long a channel pause lasts: the duration presets of the pause dialog and the store-local clock.
// Pure: the clock and the store's time zone are parameters.
import { ONE_WEEK_MS } from './channelStatus.ts';
import { localClock, MINUTES_PER_DAY } from './time.ts';

export const PAUSE_PRESETS = ['30m', '1h', '2h', '4h', 'rest_of_day'] as const;
export type PausePreset = (typeof PAUSE_PRESETS)[number];

const PRESET_MINUTES: Record<Exclude<PausePreset, 'rest_of_day'>, number> = { '30m': 30, '1h': 60, '2h': 120, '4h': 240 };
const MINUTE_MS = 60_000;

/** `now` without its milliseconds: pause ends are whole seconds. */
const wholeSeconds = (now: Date) => new Date(Math.floor(now.getTime() / 1000) * 1000);

/** The next midnight of the store's wall clock after `now` (DST changes on the way included). */
export function endOfLocalDay(now: Date, timeZone: string): Date {
  const start = wholeSeconds(now);
  const { minutes } = localClock(start, timeZone);
  const candidate = new Date(start.getTime() - start.getUTCSeconds() * 1000 + (MINUTES_PER_DAY - minutes) * MINUTE_MS);
  // A clock change before midnight leaves the candidate an hour off: move it onto midnight.
  const drift = localClock(candidate, timeZone).minutes;
  if (drift === 0) return candidate;
  return new Date(candidate.getTime() + (drift < MINUTES_PER_DAY / 2 ? -drift : MINUTES_PER_DAY - drift) * MINUTE_MS);
}

/** When a pause chosen with `preset` at `now` ends. */
export function presetPauseEnd(preset: PausePreset, now: Date, timeZone: string): Date {
  if (preset === 'rest_of_day') return endOfLocalDay(now, timeZone);
  return new Date(wholeSeconds(now).getTime() + PRESET_MINUTES[preset] * MINUTE_MS);
}

/** A pause ending beyond one week from now takes the channel offline (spec 000 §9). */
export function countsAsOffline(end: Date, now: Date): boolean {
  return end.getTime() - now.getTime() > ONE_WEEK_MS;
}

/** The store's wall clock as YYYY-MM-DDTHH:mm:ss (current_local_date of GET /stores/{id}/status). */
export function storeLocalDateTime(now: Date, timeZone: string): string {
  const { date, time } = localClock(now, timeZone);
  // Every time zone in use today is offset by whole minutes, so the seconds are those of UTC.
  return `${date}T${time}:${String(now.getUTCSeconds()).padStart(2, '0')}`;
}
