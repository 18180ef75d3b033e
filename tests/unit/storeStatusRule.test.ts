import { describe, expect, it } from 'vitest';
import { summariseStoreStatus, type ChannelStatusEntry, type StatusAnswerLike } from '../../src/domain/channelStatus.ts';
import { isOpenAt, nextOpening, nextOpeningText, type HoursRow } from '../../src/domain/hours.ts';

// Wednesday 2024-05-01, 02:00 in New York (06:00 UTC): the middle of the night.
const night = new Date('2024-05-01T06:00:00.000Z');
const noon = new Date('2024-05-01T16:00:00.000Z');
const zone = 'America/New_York';
const weekdays: HoursRow[] = [0, 1, 2, 3, 4].map((dayOfWeek) => ({ dayOfWeek, open_time: '09:00', close_time: '17:00', isClosed: false }));

const entry = (over: Partial<ChannelStatusEntry>): ChannelStatusEntry => ({
  id: 1,
  partner_store_id: 'dd-1',
  name: 'DoorDash',
  description: 'Online on DoorDash',
  is_open: true,
  status: 'ONLINE',
  success: true,
  end_time: null,
  current_pause: null,
  ...over,
});
const answer = (isClosed: boolean, doorDash: Partial<ChannelStatusEntry>, uberEats?: Partial<ChannelStatusEntry>): StatusAnswerLike => ({
  is_closed: isClosed,
  current_pause: null,
  DoorDash: [entry(doorDash)],
  UberEats: uberEats ? [entry({ id: 2, name: 'UberEats', ...uberEats })] : [],
  GrubHub: [],
  LulaDirect: [],
});

describe('summariseStoreStatus: one answer for the store and its channels', () => {
  it('a store outside its hours is Closed and its online channels are closed, not offline or open', () => {
    const summary = summariseStoreStatus(answer(true, { is_open: false }, { is_open: false }), night);
    expect(summary.operating).toBe('closed');
    expect(summary.storeWide).toBe('closed');
    expect(summary.channels.map((channel) => channel.state)).toEqual(['closed', 'closed']);
  });

  it('even a channel the partner reports open is closed while the store is closed', () => {
    expect(summariseStoreStatus(answer(true, { is_open: true }), night).channels[0].state).toBe('closed');
  });

  it('keeps a pause and a failing link visible while closed, and the store still reads Closed', () => {
    const pauseEnd = new Date(night.getTime() + 3600_000).toISOString();
    const summary = summariseStoreStatus(
      answer(true, { is_open: false, status: 'PAUSED', end_time: pauseEnd }, { is_open: false, status: 'ERROR', success: false }),
      night,
    );
    expect(summary.channels.map((channel) => channel.state)).toEqual(['paused', 'integration_failure']);
    expect(summary.operating).toBe('closed');
  });

  it('an open store with an online channel accepts orders', () => {
    const summary = summariseStoreStatus(answer(false, {}, {}), noon);
    expect(summary.operating).toBe('accepting_orders');
    expect(summary.storeWide).toBe('all_open');
    expect(summary.channels.map((channel) => channel.state)).toEqual(['open', 'open']);
  });

  it('an open store whose channels are all turned off is Offline', () => {
    expect(summariseStoreStatus(answer(false, { is_open: false, status: 'OFFLINE' }), noon).operating).toBe('offline');
  });
});

describe('isOpenAt and nextOpening', () => {
  it('is closed at night and opens at 9:00 AM the same day', () => {
    expect(isOpenAt(weekdays, night, zone)).toBe(false);
    const next = nextOpening(weekdays, night, zone);
    expect(next).toEqual({ dayOfWeek: 2, time: '09:00', daysAhead: 0 });
    expect(nextOpeningText(next!)).toBe('9:00 AM');
  });

  it('is open at noon, closed at 17:00 (close exclusive) and open at 09:00 (start inclusive)', () => {
    expect(isOpenAt(weekdays, noon, zone)).toBe(true);
    expect(isOpenAt(weekdays, new Date('2024-05-01T21:00:00.000Z'), zone)).toBe(false);
    expect(isOpenAt(weekdays, new Date('2024-05-01T13:00:00.000Z'), zone)).toBe(true);
  });

  it('after Friday closing opens on Monday, named by its day', () => {
    const fridayEvening = new Date('2024-05-03T23:00:00.000Z');
    const next = nextOpening(weekdays, fridayEvening, zone)!;
    expect(next).toEqual({ dayOfWeek: 0, time: '09:00', daysAhead: 3 });
    expect(nextOpeningText(next)).toBe('Mon 9:00 AM');
  });

  it('a day marked closed has no opening, and no hours at all means no next opening', () => {
    const closedWednesday = [...weekdays, { dayOfWeek: 2, open_time: '00:00', close_time: '00:00', isClosed: true }];
    expect(nextOpening(closedWednesday, night, zone)).toEqual({ dayOfWeek: 3, time: '09:00', daysAhead: 1 });
    expect(isOpenAt(closedWednesday, noon, zone)).toBe(false);
    expect(nextOpening([], night, zone)).toBeNull();
  });

  it('the only slot of the week earlier today opens again in seven days', () => {
    const wednesdayMorning = [{ dayOfWeek: 2, open_time: '01:00', close_time: '01:30', isClosed: false }];
    expect(nextOpening(wednesdayMorning, night, zone)).toEqual({ dayOfWeek: 2, time: '01:00', daysAhead: 7 });
  });
});
