import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DATE_TIME_DISPLAY_FORMAT,
  DAY_NAMES,
  DAY_SHORT_NAMES,
  HALF_HOUR_CHOICES,
  MINUTES_PER_DAY,
  MINUTES_PER_WEEK,
  formatTime12h,
  fromJsDay,
  fromMinutes,
  isDayOfWeek,
  isOnHalfHourGrid,
  localClock,
  normaliseTime,
  parseTime,
  toMinutes,
} from '../../src/domain/time.ts';

describe('constants', () => {
  it('has the spec formats and Monday-first days', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DDTHH:mm:ss');
    expect(DATE_TIME_DISPLAY_FORMAT).toBe('MMM D, hh:mm:ss A');
    expect(DAY_NAMES).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(DAY_SHORT_NAMES).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(MINUTES_PER_DAY).toBe(1440);
    expect(MINUTES_PER_WEEK).toBe(10080);
  });

  it('offers 48 half-hour choices from 00:00 to 23:30', () => {
    expect(HALF_HOUR_CHOICES).toHaveLength(48);
    expect(HALF_HOUR_CHOICES[0]).toBe('00:00');
    expect(HALF_HOUR_CHOICES[1]).toBe('00:30');
    expect(HALF_HOUR_CHOICES[19]).toBe('09:30');
    expect(HALF_HOUR_CHOICES[47]).toBe('23:30');
    expect(new Set(HALF_HOUR_CHOICES).size).toBe(48);
    expect(HALF_HOUR_CHOICES).not.toContain('23:59');
  });
});

describe('toMinutes / parseTime', () => {
  it.each([
    ['00:00', 0],
    ['09:30', 570],
    ['12:00', 720],
    ['23:30', 1410],
    ['23:59', 1439],
    ['09:00:00', 540],
    ['09:30:45', 570],
  ])('%s -> %i', (text, minutes) => {
    expect(toMinutes(text)).toBe(minutes);
    expect(parseTime(text)).toBe(minutes);
  });

  it.each(['24:00', '9:30', '09:60', '09:30:60', '', 'abc', '09:30 ', '0930', '09:30:0'])('refuses %j', (text) => {
    expect(parseTime(text)).toBeNull();
    expect(() => toMinutes(text)).toThrow(RangeError);
  });
});

describe('fromMinutes / normaliseTime', () => {
  it('formats minutes of the day', () => {
    expect(fromMinutes(0)).toBe('00:00');
    expect(fromMinutes(570)).toBe('09:30');
    expect(fromMinutes(605)).toBe('10:05');
    expect(fromMinutes(1439)).toBe('23:59');
  });

  it.each([-1, 1440, 1.5, Number.NaN])('refuses %d', (minutes) => {
    expect(() => fromMinutes(minutes)).toThrow(RangeError);
  });

  it('normalises PostgreSQL time values', () => {
    expect(normaliseTime('09:00:00')).toBe('09:00');
    expect(normaliseTime('17:30')).toBe('17:30');
    expect(() => normaliseTime('5pm')).toThrow(RangeError);
  });
});

describe('isOnHalfHourGrid', () => {
  it.each([
    ['09:00', true],
    ['09:30', true],
    ['00:00', true],
    ['23:30', true],
    ['09:30:00', true],
    ['09:15', false],
    ['09:01', false],
    ['09:29', false],
    ['09:30:15', false],
    ['23:59', false],
    ['nope', false],
  ])('%s -> %s', (text, expected) => {
    expect(isOnHalfHourGrid(text)).toBe(expected);
  });
});

describe('formatTime12h', () => {
  it.each([
    ['13:30', '1:30 PM'],
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['01:00', '1:00 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['17:00', '5:00 PM'],
    ['23:59', '11:59 PM'],
    ['09:05:00', '9:05 AM'],
  ])('%s -> %s', (text, expected) => {
    expect(formatTime12h(text)).toBe(expected);
  });

  it('returns what is not a time unchanged', () => {
    expect(formatTime12h('later')).toBe('later');
    expect(formatTime12h('')).toBe('');
  });
});

describe('days', () => {
  it('maps JavaScript days to Monday-first', () => {
    expect(fromJsDay(1)).toBe(0);
    expect(fromJsDay(6)).toBe(5);
    expect(fromJsDay(0)).toBe(6);
    expect(() => fromJsDay(7)).toThrow(RangeError);
    expect(() => fromJsDay(-1)).toThrow(RangeError);
  });

  it('knows a day index', () => {
    expect(isDayOfWeek(0)).toBe(true);
    expect(isDayOfWeek(6)).toBe(true);
    expect(isDayOfWeek(7)).toBe(false);
    expect(isDayOfWeek(-1)).toBe(false);
    expect(isDayOfWeek(2.5)).toBe(false);
  });
});

describe('localClock', () => {
  it('reads UTC', () => {
    // 2024-01-01 is a Monday.
    expect(localClock(new Date('2024-01-01T09:30:00Z'), 'UTC')).toEqual({
      dayOfWeek: 0,
      minutes: 570,
      date: '2024-01-01',
      time: '09:30',
    });
    expect(localClock(new Date('2024-01-07T23:59:59Z'), 'UTC')).toEqual({
      dayOfWeek: 6,
      minutes: 1439,
      date: '2024-01-07',
      time: '23:59',
    });
  });

  it('gives local midnight as minute 0 of the new day', () => {
    expect(localClock(new Date('2024-01-01T05:00:00Z'), 'America/New_York')).toEqual({
      dayOfWeek: 0,
      minutes: 0,
      date: '2024-01-01',
      time: '00:00',
    });
    expect(localClock(new Date('2024-01-01T04:59:00Z'), 'America/New_York')).toEqual({
      dayOfWeek: 6,
      minutes: 1439,
      date: '2023-12-31',
      time: '23:59',
    });
  });

  it('moves to the next local date east of UTC (Sunday in UTC, Monday in Tokyo)', () => {
    expect(localClock(new Date('2024-01-07T20:00:00Z'), 'Asia/Tokyo')).toEqual({
      dayOfWeek: 0,
      minutes: 300,
      date: '2024-01-08',
      time: '05:00',
    });
  });

  it('stays on the previous local date west of UTC', () => {
    expect(localClock(new Date('2024-01-01T03:00:00Z'), 'America/Los_Angeles')).toEqual({
      dayOfWeek: 6,
      minutes: 1140,
      date: '2023-12-31',
      time: '19:00',
    });
  });

  it('handles half-hour offsets', () => {
    expect(localClock(new Date('2024-01-01T18:45:00Z'), 'Asia/Kolkata')).toEqual({
      dayOfWeek: 1,
      minutes: 15,
      date: '2024-01-02',
      time: '00:15',
    });
  });

  it('follows the spring-forward DST change in America/New_York', () => {
    // Sunday 2024-03-10: 02:00 EST jumps to 03:00 EDT.
    expect(localClock(new Date('2024-03-10T06:59:00Z'), 'America/New_York')).toMatchObject({ dayOfWeek: 6, minutes: 119 });
    expect(localClock(new Date('2024-03-10T07:00:00Z'), 'America/New_York')).toMatchObject({ dayOfWeek: 6, minutes: 180 });
    expect(localClock(new Date('2024-03-10T13:00:00Z'), 'America/New_York')).toMatchObject({ time: '09:00' });
  });

  it('follows the fall-back DST change in America/New_York', () => {
    // Sunday 2024-11-03: 01:00-02:00 happens twice.
    expect(localClock(new Date('2024-11-03T05:30:00Z'), 'America/New_York')).toMatchObject({ minutes: 90, date: '2024-11-03' });
    expect(localClock(new Date('2024-11-03T06:30:00Z'), 'America/New_York')).toMatchObject({ minutes: 90, date: '2024-11-03' });
    expect(localClock(new Date('2024-11-03T14:00:00Z'), 'America/New_York')).toMatchObject({ time: '09:00' });
  });

  it('throws on an unknown time zone or an invalid date', () => {
    expect(() => localClock(new Date('2024-01-01T00:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localClock(new Date('nope'), 'UTC')).toThrow(RangeError);
  });
});
