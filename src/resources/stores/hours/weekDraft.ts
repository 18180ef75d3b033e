import type { StoreHourRow } from '../../../contract/stores.ts';
import { closeMinutes, DEFAULT_STORE_SLOT, sortHours } from '../../../domain/hours.ts';
import { END_OF_DAY, fromMinutes, MINUTES_PER_DAY, parseTime, TIME_STEP_MINUTES, type DayOfWeek } from '../../../domain/time.ts';

// The store hours editor's working copy of a week: seven days, Monday first, each open with its slots
// or closed. Pure functions; every change answers a new draft.

export interface DraftSlot {
  /** stable key for the screen: the row id once saved */
  key: string;
  /** the stored row, when the slot came from the server */
  id?: number;
  open_time: string;
  close_time: string;
}

export interface DraftDay {
  dayOfWeek: DayOfWeek;
  open: boolean;
  /** the stored "closed" row of the day, kept so a save sends it back with its id */
  closedRowId?: number;
  /** the day's slots, sorted by open then close time; kept while the day is closed so reopening restores them */
  slots: DraftSlot[];
}

export type WeekDraft = readonly DraftDay[];

export type SlotProblem = { kind: 'inverted' } | { kind: 'overlap'; with: DraftSlot };

/** Times of a closed row: the row only says the day is closed. */
const CLOSED_ROW_TIME = '00:00';
const DEFAULT_NEW_SLOT_MINUTES = 60;

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

const DAYS: readonly DayOfWeek[] = [0, 1, 2, 3, 4, 5, 6];

function sortSlots(slots: readonly DraftSlot[]): DraftSlot[] {
  return sortHours(slots);
}

/** The draft of the rows the server answered (a day without rows, or with a closed row, is closed). */
export function draftFromRows(rows: readonly StoreHourRow[]): DraftDay[] {
  return DAYS.map((dayOfWeek) => {
    const ofDay = rows.filter((row) => row.dayOfWeek === dayOfWeek);
    const closedRow = ofDay.find((row) => row.isClosed);
    const slots = sortSlots(
      ofDay
        .filter((row) => !row.isClosed)
        .map((row) => ({
          key: row.id === undefined ? newKey() : `id-${row.id}`,
          id: row.id,
          open_time: row.open_time.slice(0, 5),
          close_time: row.close_time.slice(0, 5),
        })),
    );
    return { dayOfWeek, open: !closedRow && slots.length > 0, closedRowId: closedRow?.id, slots };
  });
}

/**
 * The PUT body (spec 000 §7): every slot of an open day, and one closed row per closed day, sorted by day,
 * then open time, then close time. Stored rows keep their id.
 */
export function rowsFromDraft(draft: WeekDraft): StoreHourRow[] {
  const rows: StoreHourRow[] = draft.flatMap((day): StoreHourRow[] =>
    day.open && day.slots.length > 0
      ? day.slots.map((slot) => ({
          ...(slot.id === undefined ? {} : { id: slot.id }),
          open_time: slot.open_time,
          close_time: slot.close_time,
          dayOfWeek: day.dayOfWeek,
          isClosed: false,
        }))
      : [
          {
            ...(day.closedRowId === undefined ? {} : { id: day.closedRowId }),
            open_time: CLOSED_ROW_TIME,
            close_time: CLOSED_ROW_TIME,
            dayOfWeek: day.dayOfWeek,
            isClosed: true,
          },
        ],
  );
  return sortHours(rows);
}

function changeDay(draft: WeekDraft, dayOfWeek: number, change: (day: DraftDay) => DraftDay): DraftDay[] {
  return draft.map((day) => (day.dayOfWeek === dayOfWeek ? change(day) : day));
}

/** Opens or closes a day; a day opened without slots gets the default 09:00-17:00 (spec 000 §3). */
export function setDayOpen(draft: WeekDraft, dayOfWeek: number, open: boolean): DraftDay[] {
  return changeDay(draft, dayOfWeek, (day) => ({
    ...day,
    open,
    slots: open && day.slots.length === 0 ? [{ key: newKey(), ...DEFAULT_STORE_SLOT }] : day.slots,
  }));
}

/**
 * The slot "Add slot" appends: from the day's latest close for an hour (to 23:59 at most), or the default
 * 09:00-17:00 on an empty day. Null when the day already runs to its end.
 */
export function nextSlot(day: DraftDay): Omit<DraftSlot, 'key'> | null {
  if (day.slots.length === 0) return { ...DEFAULT_STORE_SLOT };
  const latest = Math.max(...day.slots.map((slot) => closeMinutes(slot.close_time) ?? 0));
  const start = Math.ceil(latest / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  if (start >= MINUTES_PER_DAY) return null;
  const end = start + DEFAULT_NEW_SLOT_MINUTES;
  return { open_time: fromMinutes(start), close_time: end >= MINUTES_PER_DAY ? END_OF_DAY : fromMinutes(end) };
}

export function addSlot(draft: WeekDraft, dayOfWeek: number): DraftDay[] {
  return changeDay(draft, dayOfWeek, (day) => {
    const slot = nextSlot(day);
    return slot ? { ...day, open: true, slots: sortSlots([...day.slots, { key: newKey(), ...slot }]) } : day;
  });
}

/** Monday to Friday (days are Monday first). */
export const WEEKDAYS: readonly DayOfWeek[] = [0, 1, 2, 3, 4];
export const ALL_DAYS = DAYS;

/**
 * Gives every day of `toDays` the hours of `fromDay`: open or closed, and copies of its slots. The days'
 * stored slots go (a save replaces the whole week); their closed rows keep their ids.
 */
export function copyDay(draft: WeekDraft, fromDay: number, toDays: readonly DayOfWeek[]): DraftDay[] {
  const source = draft.find((day) => day.dayOfWeek === fromDay);
  if (!source) return [...draft];
  return draft.map((day) =>
    day.dayOfWeek === fromDay || !toDays.includes(day.dayOfWeek)
      ? day
      : { ...day, open: source.open, slots: source.slots.map((slot) => ({ key: newKey(), open_time: slot.open_time, close_time: slot.close_time })) },
  );
}

/** Removes a slot; a day left without slots is closed. */
export function removeSlot(draft: WeekDraft, dayOfWeek: number, key: string): DraftDay[] {
  return changeDay(draft, dayOfWeek, (day) => {
    const slots = day.slots.filter((slot) => slot.key !== key);
    return { ...day, open: day.open && slots.length > 0, slots };
  });
}

export function changeSlot(
  draft: WeekDraft,
  dayOfWeek: number,
  key: string,
  field: 'open_time' | 'close_time',
  value: string,
): DraftDay[] {
  return changeDay(draft, dayOfWeek, (day) => ({
    ...day,
    slots: sortSlots(day.slots.map((slot) => (slot.key === key ? { ...slot, [field]: value } : slot))),
  }));
}

/**
 * What is wrong with each slot of an open day, by slot key: closing not after opening ("inverted"), or
 * overlapping an earlier slot of the day (touching, 09:00-12:00 then 12:00-17:00, is fine). A 23:59 close
 * ends the day. Same rules as the server's (src/domain/hours.ts validateHours).
 */
export function slotProblems(day: DraftDay): Map<string, SlotProblem> {
  const problems = new Map<string, SlotProblem>();
  if (!day.open) return problems;
  const spans = day.slots.map((slot) => ({
    slot,
    open: parseTime(slot.open_time) ?? 0,
    close: closeMinutes(slot.close_time) ?? 0,
  }));
  for (const span of spans) {
    if (span.close <= span.open) problems.set(span.slot.key, { kind: 'inverted' });
  }
  const valid = spans.filter((span) => !problems.has(span.slot.key)).sort((a, b) => a.open - b.open || a.close - b.close);
  valid.forEach((span, index) => {
    const earlier = valid.slice(0, index).find((other) => other.close > span.open);
    if (earlier) problems.set(span.slot.key, { kind: 'overlap', with: earlier.slot });
  });
  return problems;
}

export function hasProblems(draft: WeekDraft): boolean {
  return draft.some((day) => slotProblems(day).size > 0);
}
