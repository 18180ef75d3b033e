import { describe, expect, it } from 'vitest';
import { ONE_WEEK_MS } from '../../src/domain/channelStatus.ts';
import { countsAsOffline, endOfLocalDay, PAUSE_PRESETS, presetPauseEnd, storeLocalDateTime } from '../../src/domain/pauseDuration.ts';

// 10:15:42.5 in Chicago (UTC-5 in summer)
const now = new Date('2026-07-14T15:15:42.500Z');
const CHICAGO = 'America/Chicago';

describe('presetPauseEnd', () => {
  it('adds the preset to now, in whole seconds', () => {
    expect(PAUSE_PRESETS).toEqual(['30m', '1h', '2h', '4h', 'rest_of_day']);
    expect(presetPauseEnd('30m', now, CHICAGO).toISOString()).toBe('2026-07-14T15:45:42.000Z');
    expect(presetPauseEnd('1h', now, CHICAGO).toISOString()).toBe('2026-07-14T16:15:42.000Z');
    expect(presetPauseEnd('2h', now, CHICAGO).toISOString()).toBe('2026-07-14T17:15:42.000Z');
    expect(presetPauseEnd('4h', now, CHICAGO).toISOString()).toBe('2026-07-14T19:15:42.000Z');
  });

  it('ends the rest of the day at the store’s midnight, not the browser’s', () => {
    expect(presetPauseEnd('rest_of_day', now, CHICAGO).toISOString()).toBe('2026-07-15T05:00:00.000Z');
    expect(presetPauseEnd('rest_of_day', now, 'America/Los_Angeles').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    // 01:15 in Tokyo: the rest of that day runs to the next midnight
    expect(presetPauseEnd('rest_of_day', new Date('2026-07-13T16:15:00Z'), 'Asia/Tokyo').toISOString()).toBe('2026-07-14T15:00:00.000Z');
  });
});

describe('endOfLocalDay', () => {
  it('lands on midnight across a clock change', () => {
    // Chile falls back at 24:00 on Saturday 4 April 2026 (UTC-3 -> UTC-4): 22:00 local is 01:00Z
    const santiago = endOfLocalDay(new Date('2026-04-05T01:00:00Z'), 'America/Santiago');
    expect(santiago.toISOString()).toBe('2026-04-05T04:00:00.000Z');
    expect(storeLocalDateTime(santiago, 'America/Santiago')).toBe('2026-04-05T00:00:00');
    // New York in the evening of the spring-forward day (EDT since 02:00)
    const newYork = endOfLocalDay(new Date('2026-03-09T00:00:00Z'), 'America/New_York');
    expect(newYork.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('one second before midnight ends a second later', () => {
    expect(endOfLocalDay(new Date('2026-07-15T04:59:59Z'), CHICAGO).toISOString()).toBe('2026-07-15T05:00:00.000Z');
  });
});

describe('countsAsOffline', () => {
  it('is true only beyond one week', () => {
    expect(countsAsOffline(new Date(now.getTime() + ONE_WEEK_MS), now)).toBe(false);
    expect(countsAsOffline(new Date(now.getTime() + ONE_WEEK_MS + 1000), now)).toBe(true);
  });
});

describe('storeLocalDateTime', () => {
  it('formats the store wall clock as YYYY-MM-DDTHH:mm:ss', () => {
    expect(storeLocalDateTime(now, CHICAGO)).toBe('2026-07-14T10:15:42');
    expect(storeLocalDateTime(now, 'Asia/Kolkata')).toBe('2026-07-14T20:45:42');
    expect(storeLocalDateTime(new Date('2026-01-01T04:59:05Z'), 'America/New_York')).toBe('2025-12-31T23:59:05');
  });
});
