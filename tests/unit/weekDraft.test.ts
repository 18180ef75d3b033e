import { describe, expect, it } from 'vitest';
import type { StoreHourRow } from '../../src/contract/stores.ts';
import { validateHours } from '../../src/domain/hours.ts';
import {
  addSlot,
  ALL_DAYS,
  changeSlot,
  copyDay,
  draftFromRows,
  hasProblems,
  nextSlot,
  removeSlot,
  rowsFromDraft,
  setDayOpen,
  slotProblems,
  WEEKDAYS,
} from '../../src/resources/stores/hours/weekDraft.ts';

const open = (dayOfWeek: number, open_time: string, close_time: string, id?: number): StoreHourRow => ({
  ...(id === undefined ? {} : { id }),
  dayOfWeek,
  open_time,
  close_time,
  isClosed: false,
});
const closed = (dayOfWeek: number, id?: number): StoreHourRow => ({
  ...(id === undefined ? {} : { id }),
  dayOfWeek,
  open_time: '00:00',
  close_time: '00:00',
  isClosed: true,
});
const times = (draft: ReturnType<typeof draftFromRows>, day: number) =>
  draft[day].slots.map((slot) => `${slot.open_time}-${slot.close_time}`);

describe('store hours week draft', () => {
  it('copies a day to the weekdays or to every day: open or closed, its slots as new rows', () => {
    const rows = [open(0, '09:00', '12:00', 1), open(0, '13:00', '18:00', 2), open(2, '07:00', '08:00', 5), closed(6, 9)];
    const weekdays = copyDay(draftFromRows(rows), 0, WEEKDAYS);
    for (const day of [0, 1, 2, 3, 4]) expect(times(weekdays, day)).toEqual(['09:00-12:00', '13:00-18:00']);
    expect(weekdays[5].open).toBe(false);
    expect(weekdays[6].open).toBe(false);
    // The copies are new rows; the source keeps its own, and a save replaces the week.
    expect(rowsFromDraft(weekdays).filter((row) => row.dayOfWeek === 2)).toEqual([open(2, '09:00', '12:00'), open(2, '13:00', '18:00')]);
    expect(rowsFromDraft(weekdays).filter((row) => row.dayOfWeek === 0)).toEqual([open(0, '09:00', '12:00', 1), open(0, '13:00', '18:00', 2)]);

    const closedEverywhere = copyDay(draftFromRows(rows), 6, ALL_DAYS);
    expect(closedEverywhere.map((day) => day.open)).toEqual([false, false, false, false, false, false, false]);
    expect(rowsFromDraft(closedEverywhere).every((row) => row.isClosed)).toBe(true);
  });

  it('reads seven days Monday first, sorted, with closed and missing days closed', () => {
    const draft = draftFromRows([open(5, '13:00:00', '17:00:00', 3), open(5, '09:00', '12:00', 2), closed(1, 9)]);
    expect(draft.map((day) => day.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(draft.map((day) => day.open)).toEqual([false, false, false, false, false, true, false]);
    expect(times(draft, 5)).toEqual(['09:00-12:00', '13:00-17:00']);
    expect(draft[1].closedRowId).toBe(9);
  });

  it('writes every day back: slots of open days, a closed row for the others, sorted, ids kept', () => {
    const rows = [open(5, '13:00', '17:00', 3), open(5, '09:00', '12:00', 2), closed(1, 9), open(0, '00:00', '23:59')];
    expect(rowsFromDraft(draftFromRows(rows))).toEqual([
      open(0, '00:00', '23:59'),
      closed(1, 9),
      closed(2),
      closed(3),
      closed(4),
      open(5, '09:00', '12:00', 2),
      open(5, '13:00', '17:00', 3),
      closed(6),
    ]);
  });

  it('opens an empty day at 09:00-17:00, and reopens a day with the slots it had', () => {
    let draft = setDayOpen(draftFromRows([]), 2, true);
    expect(times(draft, 2)).toEqual(['09:00-17:00']);
    draft = changeSlot(draft, 2, draft[2].slots[0].key, 'close_time', '15:00');
    draft = setDayOpen(setDayOpen(draft, 2, false), 2, true);
    expect(times(draft, 2)).toEqual(['09:00-15:00']);
    expect(rowsFromDraft(setDayOpen(draft, 2, false)).filter((row) => row.dayOfWeek === 2)).toEqual([closed(2)]);
  });

  it('adds a one-hour slot from the latest close, ending at 23:59 at the latest, and none after 23:59', () => {
    const day = (close: string) => draftFromRows([open(0, '09:00', close)])[0];
    expect(nextSlot(day('17:00'))).toEqual({ open_time: '17:00', close_time: '18:00' });
    expect(nextSlot(day('23:00'))).toEqual({ open_time: '23:00', close_time: '23:59' });
    expect(nextSlot(day('23:30'))).toEqual({ open_time: '23:30', close_time: '23:59' });
    expect(nextSlot(day('23:59'))).toBeNull();
    const full = draftFromRows([open(0, '00:00', '23:59')]);
    expect(addSlot(full, 0)).toEqual(full);
  });

  it('keeps slots sorted by open then close time as they change', () => {
    let draft = draftFromRows([open(4, '09:00', '12:00', 1), open(4, '13:00', '17:00', 2)]);
    draft = changeSlot(draft, 4, 'id-2', 'open_time', '08:00');
    expect(times(draft, 4)).toEqual(['08:00-17:00', '09:00-12:00']);
    draft = changeSlot(draft, 4, 'id-1', 'open_time', '08:00');
    expect(times(draft, 4)).toEqual(['08:00-12:00', '08:00-17:00']);
  });

  it('flags inverted and overlapping slots like the server does, and lets touching slots be', () => {
    const check = (rows: StoreHourRow[]) => {
      const draft = draftFromRows(rows);
      return { screen: hasProblems(draft), server: validateHours(rowsFromDraft(draft)).length > 0, draft };
    };
    expect(check([open(0, '09:00', '12:00'), open(0, '12:00', '17:00')])).toMatchObject({ screen: false, server: false });
    expect(check([open(0, '09:00', '23:59'), open(0, '23:30', '23:59')])).toMatchObject({ screen: true, server: true });
    const overlap = check([open(0, '09:00', '12:00', 1), open(0, '11:00', '14:00', 2)]);
    expect(overlap).toMatchObject({ screen: true, server: true });
    expect(slotProblems(overlap.draft[0]).get('id-2')).toEqual({ kind: 'overlap', with: overlap.draft[0].slots[0] });
    const inverted = check([open(3, '18:00', '08:00', 5)]);
    expect(inverted).toMatchObject({ screen: true, server: true });
    expect(slotProblems(inverted.draft[3]).get('id-5')).toEqual({ kind: 'inverted' });
    // Problems of a closed day do not count: its slots are not sent.
    expect(hasProblems(setDayOpen(inverted.draft, 3, false))).toBe(false);
  });

  it('closes a day whose last slot is removed', () => {
    const draft = removeSlot(draftFromRows([open(6, '10:00', '16:00', 4)]), 6, 'id-4');
    expect(draft[6]).toMatchObject({ open: false, slots: [] });
  });
});
