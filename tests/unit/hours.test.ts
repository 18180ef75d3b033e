import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MENU_SLOT,
  DEFAULT_STORE_SLOT,
  closeMinutes,
  hoursText,
  isWithinWindow,
  sortHours,
  validateHours,
  type HoursRow,
} from '../../src/domain/hours.ts';

const row = (dayOfWeek: number, open_time: string, close_time: string, isClosed = false): HoursRow => ({
  dayOfWeek,
  open_time,
  close_time,
  isClosed,
});
const closed = (dayOfWeek: number): HoursRow => row(dayOfWeek, '00:00', '00:00', true);
const everyDay = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => row(day, open, close));
/** UTC instant of the week starting Monday 2024-01-01: day 0 = Monday. */
const at = (day: number, time: string) => {
  const [hours, minutes, seconds = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2024, 0, 1 + day, hours, minutes, seconds));
};

describe('defaults and closeMinutes', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_STORE_SLOT).toEqual({ open_time: '09:00', close_time: '17:00' });
    expect(DEFAULT_MENU_SLOT).toEqual({ open_time: '10:00', close_time: '17:00' });
  });

  it('treats 23:59 as the end of the day', () => {
    expect(closeMinutes('17:00')).toBe(1020);
    expect(closeMinutes('23:30')).toBe(1410);
    expect(closeMinutes('23:59')).toBe(1440);
    expect(closeMinutes('23:59:00')).toBe(1440);
    expect(closeMinutes('5pm')).toBeNull();
  });
});

describe('sortHours', () => {
  it('sorts by open time, then close time', () => {
    const rows = [row(0, '12:00', '14:00'), row(0, '09:00', '12:00'), row(0, '09:00', '10:00')];
    expect(sortHours(rows)).toEqual([row(0, '09:00', '10:00'), row(0, '09:00', '12:00'), row(0, '12:00', '14:00')]);
  });

  it('compares times as times, seconds or not', () => {
    const rows = [row(0, '09:00:00', '10:00:00'), row(0, '08:30', '09:00')];
    expect(sortHours(rows).map((r) => r.open_time)).toEqual(['08:30', '09:00:00']);
  });

  it('groups a week by day first and does not mutate its input', () => {
    const rows = [row(1, '08:00', '09:00'), row(0, '10:00', '11:00'), row(0, '07:00', '08:00')];
    const copy = [...rows];
    expect(sortHours(rows)).toEqual([row(0, '07:00', '08:00'), row(0, '10:00', '11:00'), row(1, '08:00', '09:00')]);
    expect(rows).toEqual(copy);
  });

  it('sorts slots without a day and puts unreadable times last', () => {
    const slots = [{ open_time: 'x', close_time: '10:00' }, { open_time: '10:00', close_time: '17:00' }, DEFAULT_STORE_SLOT];
    expect(sortHours(slots).map((s) => s.open_time)).toEqual(['09:00', '10:00', 'x']);
  });
});

describe('validateHours', () => {
  it('accepts a good week: touching slots, a closed day, 00:00-23:59, PostgreSQL times, empty days', () => {
    const week = [
      row(0, '09:00', '12:00'),
      row(0, '12:00', '17:00'),
      row(1, '00:00', '23:59'),
      row(2, '09:00:00', '17:30:00'),
      row(3, '23:30', '23:59'),
      row(4, '00:00', '00:30'),
      closed(6),
    ];
    expect(validateHours(week)).toEqual([]);
    expect(validateHours([])).toEqual([]);
  });

  it('reports overlapping slots, whatever the input order', () => {
    const expected = [{ dayOfWeek: 0, message: 'Monday: 09:00-12:00 overlaps 11:00-14:00' }];
    expect(validateHours([row(0, '09:00', '12:00'), row(0, '11:00', '14:00')])).toEqual(expected);
    expect(validateHours([row(0, '11:00', '14:00'), row(0, '09:00', '12:00')])).toEqual(expected);
  });

  it('reports duplicates and every slot nested in a longer one', () => {
    expect(validateHours([row(1, '09:00', '12:00'), row(1, '09:00', '12:00')])).toEqual([
      { dayOfWeek: 1, message: 'Tuesday: 09:00-12:00 overlaps 09:00-12:00' },
    ]);
    expect(validateHours([row(2, '09:00', '17:00'), row(2, '12:00', '13:00'), row(2, '10:00', '11:00')])).toEqual([
      { dayOfWeek: 2, message: 'Wednesday: 09:00-17:00 overlaps 10:00-11:00' },
      { dayOfWeek: 2, message: 'Wednesday: 09:00-17:00 overlaps 12:00-13:00' },
    ]);
  });

  it('does not compare slots of different days', () => {
    expect(validateHours([row(0, '09:00', '17:00'), row(1, '09:00', '17:00')])).toEqual([]);
  });

  it('overlaps by a single half hour at the 23:59 end', () => {
    expect(validateHours([row(3, '22:00', '23:59'), row(3, '23:30', '23:59')])).toEqual([
      { dayOfWeek: 3, message: 'Thursday: 22:00-23:59 overlaps 23:30-23:59' },
    ]);
  });

  it('requires the close after the open', () => {
    expect(validateHours([row(5, '10:00', '08:00')])).toEqual([
      { dayOfWeek: 5, message: 'Saturday: closing time 08:00 must be after opening time 10:00' },
    ]);
    expect(validateHours([row(5, '10:00', '10:00')])).toEqual([
      { dayOfWeek: 5, message: 'Saturday: closing time 10:00 must be after opening time 10:00' },
    ]);
  });

  it('refuses a slot spanning midnight, including a close at 00:00', () => {
    expect(validateHours([row(6, '22:00', '02:00')])).toEqual([
      { dayOfWeek: 6, message: 'Sunday: closing time 02:00 must be after opening time 22:00' },
    ]);
    expect(validateHours([row(4, '18:00', '00:00')])).toEqual([
      { dayOfWeek: 4, message: 'Friday: closing time 00:00 must be after opening time 18:00' },
    ]);
  });

  it.each([7, -1, 1.5])('refuses day %d', (day) => {
    expect(validateHours([row(day, '09:00', '17:00')])).toEqual([
      { dayOfWeek: day, message: `Row 1: day ${day} must be between 0 (Monday) and 6 (Sunday)` },
    ]);
  });

  it('numbers the offending row', () => {
    expect(validateHours([row(0, '09:00', '17:00'), row(9, '09:00', '17:00')])[0].message).toBe(
      'Row 2: day 9 must be between 0 (Monday) and 6 (Sunday)',
    );
  });

  it('refuses times off the half-hour grid, except a 23:59 close', () => {
    expect(validateHours([row(0, '09:15', '17:00')])).toEqual([
      { dayOfWeek: 0, message: 'Monday: opening time 09:15 is not on the half-hour grid' },
    ]);
    expect(validateHours([row(0, '09:00', '17:45')])).toEqual([
      { dayOfWeek: 0, message: 'Monday: closing time 17:45 is not on the half-hour grid (or 23:59)' },
    ]);
    expect(validateHours([row(0, '09:00:30', '17:00')])).toEqual([
      { dayOfWeek: 0, message: 'Monday: opening time 09:00:30 is not on the half-hour grid' },
    ]);
    expect(validateHours([row(0, '09:00', '23:59')])).toEqual([]);
    expect(validateHours([row(0, '09:00', '23:58')])).toEqual([
      { dayOfWeek: 0, message: 'Monday: closing time 23:58 is not on the half-hour grid (or 23:59)' },
    ]);
  });

  it('refuses 23:59 as an opening time', () => {
    expect(validateHours([row(1, '23:59', '23:59')])).toEqual([
      { dayOfWeek: 1, message: 'Tuesday: opening time 23:59 is not on the half-hour grid' },
      { dayOfWeek: 1, message: 'Tuesday: closing time 23:59 must be after opening time 23:59' },
    ]);
  });

  it('refuses what is not a time', () => {
    expect(validateHours([row(0, 'nine', '25:00')])).toEqual([
      { dayOfWeek: 0, message: 'Monday: opening time "nine" is not a time (HH:mm)' },
      { dayOfWeek: 0, message: 'Monday: closing time "25:00" is not a time (HH:mm)' },
    ]);
    expect(validateHours([row(6, '00:00', 'never', true)])).toEqual([
      { dayOfWeek: 6, message: 'Sunday: closing time "never" is not a time (HH:mm)' },
    ]);
  });

  it('refuses a closed day that also has open slots, once per day', () => {
    expect(validateHours([closed(2), row(2, '09:00', '12:00'), row(2, '13:00', '17:00')])).toEqual([
      { dayOfWeek: 2, message: 'Wednesday: a closed day must not also have open slots' },
    ]);
  });

  it('ignores the placeholder times of a closed row', () => {
    expect(validateHours([row(3, '17:00', '09:15', true)])).toEqual([]);
  });

  it('lists row problems first, then day problems', () => {
    expect(validateHours([row(0, '09:00', '12:00'), row(0, '11:00', '14:00'), row(1, '12:00', '11:00')])).toEqual([
      { dayOfWeek: 1, message: 'Tuesday: closing time 11:00 must be after opening time 12:00' },
      { dayOfWeek: 0, message: 'Monday: 09:00-12:00 overlaps 11:00-14:00' },
    ]);
  });
});

describe('hoursText', () => {
  const weekdays = [0, 1, 2, 3, 4].map((day) => row(day, '09:00', '17:00'));

  it('says "Open 24/7" for a single 00:00-23:59 slot on every day, at any moment', () => {
    const week = everyDay('00:00', '23:59');
    expect(hoursText(week, at(0, '03:00'), 'UTC')).toBe('Open 24/7');
    expect(hoursText(week, at(6, '23:59:59'), 'UTC')).toBe('Open 24/7');
    expect(hoursText(everyDay('00:00:00', '23:59:00'), at(3, '12:00'), 'UTC')).toBe('Open 24/7');
  });

  it('says "Open 24/7" when touching slots cover the whole week', () => {
    const week = [...everyDay('00:00', '12:00'), ...everyDay('12:00', '23:59')];
    expect(hoursText(week, at(2, '11:59'), 'UTC')).toBe('Open 24/7');
  });

  it('counts a day whose only slot is 00:00-23:59 as open all day, but not as 24/7', () => {
    const week = [row(0, '00:00', '23:59'), ...[1, 2, 3, 4].map((day) => row(day, '09:00', '17:00'))];
    expect(hoursText(week, at(0, '10:00'), 'UTC')).toBe('Closing 11:59 PM');
    expect(hoursText(week, at(0, '00:00'), 'UTC')).toBe('Closing 11:59 PM');
  });

  it('names the day when six all-day days run into a closed one', () => {
    const week = [...everyDay('00:00', '23:59').slice(0, 6), closed(6)];
    expect(hoursText(week, at(0, '10:00'), 'UTC')).toBe('Closing Sat 11:59 PM');
  });

  it('says "Closing" from the first minute of a slot to its last', () => {
    expect(hoursText(weekdays, at(0, '09:00'), 'UTC')).toBe('Closing 5:00 PM');
    expect(hoursText(weekdays, at(0, '16:59'), 'UTC')).toBe('Closing 5:00 PM');
    expect(hoursText(weekdays, at(0, '16:59:59'), 'UTC')).toBe('Closing 5:00 PM');
  });

  it('says "Open" before the first slot of today', () => {
    expect(hoursText(weekdays, at(0, '08:59'), 'UTC')).toBe('Open 9:00 AM');
    expect(hoursText(weekdays, at(0, '00:00'), 'UTC')).toBe('Open 9:00 AM');
  });

  it('says nothing after the last slot of today, even when tomorrow opens', () => {
    expect(hoursText(weekdays, at(0, '17:00'), 'UTC')).toBe('');
    expect(hoursText(weekdays, at(0, '23:59'), 'UTC')).toBe('');
  });

  it('says "Open" between slots and "Closing" inside each', () => {
    const split = [row(0, '14:00', '17:00'), row(0, '09:00', '12:00')];
    expect(hoursText(split, at(0, '11:30'), 'UTC')).toBe('Closing 12:00 PM');
    expect(hoursText(split, at(0, '12:00'), 'UTC')).toBe('Open 2:00 PM');
    expect(hoursText(split, at(0, '13:59'), 'UTC')).toBe('Open 2:00 PM');
    expect(hoursText(split, at(0, '14:00'), 'UTC')).toBe('Closing 5:00 PM');
  });

  it('runs through touching slots of the same day', () => {
    const touching = [row(0, '09:00', '12:00'), row(0, '12:00', '17:30')];
    expect(hoursText(touching, at(0, '10:00'), 'UTC')).toBe('Closing 5:30 PM');
  });

  it('keeps 23:59 open up to its last minute', () => {
    const late = [row(0, '18:00', '23:59')];
    expect(hoursText(late, at(0, '23:59'), 'UTC')).toBe('Closing 11:59 PM');
    expect(hoursText(late, at(0, '17:59'), 'UTC')).toBe('Open 6:00 PM');
  });

  it('continues past 23:59 into a next day starting at 00:00 and names that day', () => {
    const overnight = [row(0, '09:00', '23:59'), row(1, '00:00', '17:00')];
    expect(hoursText(overnight, at(0, '22:00'), 'UTC')).toBe('Closing Tue 5:00 PM');
    expect(hoursText(overnight, at(1, '01:00'), 'UTC')).toBe('Closing 5:00 PM');
  });

  it('does not continue into a next day that starts later than 00:00', () => {
    const gap = [row(0, '09:00', '23:59'), row(1, '00:30', '17:00')];
    expect(hoursText(gap, at(0, '22:00'), 'UTC')).toBe('Closing 11:59 PM');
  });

  it('wraps from Sunday to Monday', () => {
    const wrap = [row(6, '20:00', '23:59'), row(0, '00:00', '02:00')];
    expect(hoursText(wrap, at(6, '21:00'), 'UTC')).toBe('Closing Mon 2:00 AM');
  });

  it('names the day when a stretch ends on the same weekday a week later', () => {
    const nearlyAlways = [row(0, '10:00', '23:59'), ...[1, 2, 3, 4, 5, 6].map((day) => row(day, '00:00', '23:59')), row(0, '00:00', '09:00')];
    expect(hoursText(nearlyAlways, at(0, '12:00'), 'UTC')).toBe('Closing Mon 9:00 AM');
    expect(hoursText(nearlyAlways, at(0, '09:30'), 'UTC')).toBe('Open 10:00 AM');
  });

  it('says nothing on a closed day, even with a stray slot, nor on a day without hours', () => {
    expect(hoursText([closed(0), row(0, '09:00', '17:00')], at(0, '10:00'), 'UTC')).toBe('');
    expect(hoursText([closed(0)], at(0, '10:00'), 'UTC')).toBe('');
    expect(hoursText(weekdays, at(5, '10:00'), 'UTC')).toBe('');
    expect(hoursText([], at(5, '10:00'), 'UTC')).toBe('');
  });

  it('skips unreadable or reversed rows', () => {
    expect(hoursText([row(0, '17:00', '09:00'), row(0, 'x', '18:00'), row(9, '00:00', '23:59')], at(0, '10:00'), 'UTC')).toBe('');
  });

  it('reads the clock in the store time zone across the spring-forward DST change', () => {
    // Sunday 2024-03-10 in New York: 13:00Z is 09:00 EDT (it would be 08:00 in EST).
    const sunday = [row(6, '00:00', '02:00'), row(6, '09:00', '17:00')];
    expect(hoursText(sunday, new Date('2024-03-10T12:59:00Z'), 'America/New_York')).toBe('Open 9:00 AM');
    expect(hoursText(sunday, new Date('2024-03-10T13:00:00Z'), 'America/New_York')).toBe('Closing 5:00 PM');
    expect(hoursText(sunday, new Date('2024-03-10T06:59:00Z'), 'America/New_York')).toBe('Closing 2:00 AM');
    // 07:00Z is 03:00 EDT: 02:00-03:00 never happened, the early slot is over.
    expect(hoursText(sunday, new Date('2024-03-10T07:00:00Z'), 'America/New_York')).toBe('Open 9:00 AM');
  });

  it('uses the local date where it differs from UTC', () => {
    const mondayOnly = [row(0, '09:00', '17:00')];
    // Sunday 23:00 UTC is Monday 08:00 in Tokyo.
    expect(hoursText(mondayOnly, new Date('2024-01-07T23:00:00Z'), 'Asia/Tokyo')).toBe('Open 9:00 AM');
    expect(hoursText(mondayOnly, new Date('2024-01-07T23:00:00Z'), 'UTC')).toBe('');
    // Tuesday 00:30 UTC is still Monday 16:30 in Los Angeles.
    expect(hoursText(mondayOnly, new Date('2024-01-02T00:30:00Z'), 'America/Los_Angeles')).toBe('Closing 5:00 PM');
  });
});

describe('isWithinWindow', () => {
  const window = { open_time: '10:00', close_time: '17:00' };

  it('is inclusive at both ends', () => {
    expect(isWithinWindow({ open_time: '10:00', close_time: '17:00' }, window)).toBe(true);
    expect(isWithinWindow({ open_time: '11:00', close_time: '12:00' }, window)).toBe(true);
    expect(isWithinWindow({ open_time: '10:00', close_time: '10:00' }, window)).toBe(true);
  });

  it('is false when the interval sticks out', () => {
    expect(isWithinWindow({ open_time: '09:59', close_time: '12:00' }, window)).toBe(false);
    expect(isWithinWindow({ open_time: '09:30', close_time: '12:00' }, window)).toBe(false);
    expect(isWithinWindow({ open_time: '12:00', close_time: '17:30' }, window)).toBe(false);
  });

  it('treats 23:59 as the end of the day', () => {
    expect(isWithinWindow({ open_time: '20:00', close_time: '23:59' }, { open_time: '00:00', close_time: '23:59' })).toBe(true);
    expect(isWithinWindow({ open_time: '20:00', close_time: '23:59' }, { open_time: '00:00', close_time: '23:30' })).toBe(false);
  });

  it('reads PostgreSQL times and refuses unreadable or reversed intervals', () => {
    expect(isWithinWindow({ open_time: '10:00:00', close_time: '17:00:00' }, window)).toBe(true);
    expect(isWithinWindow({ open_time: 'ten', close_time: '17:00' }, window)).toBe(false);
    expect(isWithinWindow({ open_time: '10:00', close_time: '17:00' }, { open_time: '10:00', close_time: '' })).toBe(false);
    expect(isWithinWindow({ open_time: '15:00', close_time: '11:00' }, window)).toBe(false);
  });
});
