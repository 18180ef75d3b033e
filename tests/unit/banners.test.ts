import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BANNER_DISPLAY_LOCATIONS,
  BANNER_SEGMENTS,
  bannerEndsBeforeStart,
  bannerScheduleState,
  type BannerSchedule,
} from '../../src/domain/banners.ts';

const now = new Date('2030-03-01T12:00:00.000Z');
const shifted = (ms: number) => new Date(now.getTime() + ms).toISOString();
const banner = (over: Partial<BannerSchedule>): BannerSchedule => ({ status: 'active', start_date: null, end_date: null, ...over });

describe('bannerScheduleState', () => {
  it('is inactive whenever the banner is switched off, whatever its dates', () => {
    expect(bannerScheduleState(banner({ status: 'inactive' }), now)).toBe('inactive');
    expect(bannerScheduleState(banner({ status: 'inactive', start_date: shifted(-1000), end_date: shifted(1000) }), now)).toBe('inactive');
  });

  it('is scheduled before the start, live from the start (inclusive) until the end (exclusive), ended from the end', () => {
    const window = { start_date: shifted(0), end_date: shifted(60_000) };
    expect(bannerScheduleState(banner(window), new Date(now.getTime() - 1))).toBe('scheduled');
    expect(bannerScheduleState(banner(window), now)).toBe('live');
    expect(bannerScheduleState(banner(window), new Date(now.getTime() + 59_999))).toBe('live');
    expect(bannerScheduleState(banner(window), new Date(now.getTime() + 60_000))).toBe('ended');
  });

  it('treats a missing start as started and a missing end as never ending', () => {
    expect(bannerScheduleState(banner({}), now)).toBe('live');
    expect(bannerScheduleState(banner({ end_date: shifted(-1) }), now)).toBe('ended');
    expect(bannerScheduleState(banner({ start_date: shifted(1) }), now)).toBe('scheduled');
  });

  it('reads Dates and ISO strings with offsets alike', () => {
    expect(bannerScheduleState(banner({ start_date: new Date(now.getTime() + 1) }), now)).toBe('scheduled');
    expect(bannerScheduleState(banner({ start_date: '2030-03-01T07:00:00-05:00' }), now)).toBe('live');
    expect(bannerScheduleState(banner({ start_date: '2030-03-01T07:00:01-05:00' }), now)).toBe('scheduled');
  });
});

describe('bannerEndsBeforeStart', () => {
  it('holds when the end is at or before the start, and only when both are set', () => {
    expect(bannerEndsBeforeStart(shifted(0), shifted(0))).toBe(true);
    expect(bannerEndsBeforeStart(shifted(10), shifted(0))).toBe(true);
    expect(bannerEndsBeforeStart(shifted(0), shifted(1))).toBe(false);
    expect(bannerEndsBeforeStart(null, shifted(0))).toBe(false);
    expect(bannerEndsBeforeStart(shifted(0), null)).toBe(false);
  });
});

describe('banner vocabularies', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  it('are listed in README', () => {
    for (const key of [...BANNER_SEGMENTS, ...BANNER_DISPLAY_LOCATIONS]) expect(readme, key).toContain(`\`${key}\``);
  });
});
