import { describe, expect, it } from 'vitest';
import {
  CHANNEL_NAMES,
  CHANNEL_PARTNER_IDS,
  ONE_WEEK_MS,
  OPERATING_STATUS_CODENAMES,
  OPERATING_STATUSES,
  channelState,
  isChannelName,
  linkedChannels,
  operatingFlags,
  operatingStatus,
  operatingStatusByCodename,
  pauseEnd,
  storeWideState,
  type ChannelState,
  type ChannelStatusEntry,
  type OperatingFlags,
} from '../../src/domain/channelStatus.ts';

const now = new Date('2024-05-01T12:00:00.000Z');
const inMs = (ms: number) => new Date(now.getTime() + ms).toISOString();
const entry = (over: Partial<ChannelStatusEntry>): ChannelStatusEntry => ({
  id: 1,
  partner_store_id: 'dd-1',
  name: 'DoorDash',
  description: '',
  is_open: false,
  status: 'ONLINE',
  success: true,
  end_time: null,
  current_pause: null,
  ...over,
});

describe('constants', () => {
  it('has a week in milliseconds', () => {
    expect(ONE_WEEK_MS).toBe(604_800_000);
  });

  it('lists the channels with partner ids 1..4', () => {
    expect(CHANNEL_NAMES).toEqual(['DoorDash', 'UberEats', 'GrubHub', 'LulaDirect']);
    expect(CHANNEL_PARTNER_IDS).toEqual({ DoorDash: 1, UberEats: 2, GrubHub: 3, LulaDirect: 4 });
    expect(isChannelName('GrubHub')).toBe(true);
    expect(isChannelName('grubhub')).toBe(false);
  });

  it('lists the operating statuses with database ids 1..5', () => {
    expect(OPERATING_STATUSES).toEqual([
      { id: 1, codename: 'accepting_orders', name: 'Accepting Orders' },
      { id: 2, codename: 'paused', name: 'Paused' },
      { id: 3, codename: 'offline', name: 'Offline' },
      { id: 4, codename: 'closed', name: 'Closed' },
      { id: 5, codename: 'integration_failure', name: 'Integration Failure' },
    ]);
    expect(operatingStatusByCodename('closed')).toEqual({ id: 4, codename: 'closed', name: 'Closed' });
    expect(operatingStatusByCodename('Closed')).toBeUndefined();
    expect(OPERATING_STATUS_CODENAMES).toEqual(OPERATING_STATUSES.map((status) => status.codename));
  });
});

describe('pauseEnd', () => {
  it('prefers end_time, falls back to the current pause, ignores garbage', () => {
    expect(pauseEnd({ end_time: '2024-05-02T00:00:00Z', current_pause: null })).toEqual(new Date('2024-05-02T00:00:00Z'));
    expect(
      pauseEnd({ end_time: null, current_pause: { id: 3, started_at: '2024-05-01T00:00:00Z', end_time: '2024-05-03T00:00:00Z' } }),
    ).toEqual(new Date('2024-05-03T00:00:00Z'));
    expect(pauseEnd({ end_time: null, current_pause: null })).toBeNull();
    expect(pauseEnd({ end_time: 'soon', current_pause: null })).toBeNull();
  });
});

describe('channelState', () => {
  it('is open when is_open and ONLINE, whatever the pause', () => {
    expect(channelState(entry({ is_open: true, status: 'ONLINE' }), now)).toBe('open');
    expect(channelState(entry({ is_open: true, status: 'ONLINE', end_time: inMs(1000) }), now)).toBe('open');
  });

  it('is offline when ONLINE but not open', () => {
    expect(channelState(entry({ is_open: false, status: 'ONLINE' }), now)).toBe('offline');
  });

  it('is offline when open but not ONLINE (no rule matches)', () => {
    expect(channelState(entry({ is_open: true, status: 'PAUSED', end_time: inMs(1000) }), now)).toBe('offline');
  });

  it.each(['PAUSED', 'OFFLINE'] as const)('is paused for %s with an end within a week', (status) => {
    expect(channelState(entry({ status, end_time: inMs(60_000) }), now)).toBe('paused');
    expect(channelState(entry({ status, end_time: inMs(ONE_WEEK_MS - 1) }), now)).toBe('paused');
  });

  it.each(['PAUSED', 'OFFLINE'] as const)('is still paused for %s ending exactly one week from now', (status) => {
    expect(channelState(entry({ status, end_time: inMs(ONE_WEEK_MS) }), now)).toBe('paused');
  });

  it.each(['PAUSED', 'OFFLINE'] as const)('is offline for %s ending one millisecond beyond a week', (status) => {
    expect(channelState(entry({ status, end_time: inMs(ONE_WEEK_MS + 1) }), now)).toBe('offline');
  });

  it.each(['PAUSED', 'OFFLINE'] as const)('is offline for %s without an end time (open-ended pause)', (status) => {
    expect(channelState(entry({ status, end_time: null }), now)).toBe('offline');
    expect(channelState(entry({ status, end_time: 'garbage' }), now)).toBe('offline');
  });

  it('reads the end from the current pause when end_time is missing', () => {
    const current_pause = { id: 9, started_at: now.toISOString(), end_time: inMs(3_600_000) };
    expect(channelState(entry({ status: 'PAUSED', current_pause }), now)).toBe('paused');
  });

  it('counts a pause end already past as within the week', () => {
    expect(channelState(entry({ status: 'PAUSED', end_time: inMs(-60_000) }), now)).toBe('paused');
  });

  it('is an integration failure when not success, not open and ERROR', () => {
    expect(channelState(entry({ status: 'ERROR', success: false }), now)).toBe('integration_failure');
  });

  it('is offline for ERROR that succeeded or is open', () => {
    expect(channelState(entry({ status: 'ERROR', success: true }), now)).toBe('offline');
    expect(channelState(entry({ status: 'ERROR', success: false, is_open: true }), now)).toBe('offline');
  });

  it('is paused when PAUSED within a week even if the call failed', () => {
    expect(channelState(entry({ status: 'PAUSED', success: false, end_time: inMs(1000) }), now)).toBe('paused');
  });
});

describe('storeWideState', () => {
  const open = { isClosed: false, hasCurrentPause: false };
  const paused = { isClosed: false, hasCurrentPause: true };

  it('is closed first, whatever the channels', () => {
    expect(storeWideState(['open', 'open'], { isClosed: true, hasCurrentPause: false })).toBe('closed');
    expect(storeWideState(['paused'], { isClosed: true, hasCurrentPause: true })).toBe('closed');
    expect(storeWideState([], { isClosed: true, hasCurrentPause: false })).toBe('closed');
  });

  it('is all offline without channels', () => {
    expect(storeWideState([], open)).toBe('all_offline');
  });

  it('is all open when every channel is open', () => {
    expect(storeWideState(['open', 'open', 'open'], open)).toBe('all_open');
    expect(storeWideState(['open'], paused)).toBe('all_open');
  });

  it('is all paused only with a current pause', () => {
    expect(storeWideState(['paused', 'paused'], paused)).toBe('all_paused');
    expect(storeWideState(['paused', 'paused'], open)).toBe('some_paused');
  });

  it('is some paused when any channel is paused and not all', () => {
    expect(storeWideState(['open', 'paused'], paused)).toBe('some_paused');
    expect(storeWideState(['paused', 'offline'], open)).toBe('some_paused');
    expect(storeWideState(['paused', 'integration_failure', 'open'], open)).toBe('some_paused');
  });

  it('is all offline when nothing is open or paused', () => {
    expect(storeWideState(['offline', 'offline'], open)).toBe('all_offline');
    expect(storeWideState(['offline', 'integration_failure'], open)).toBe('all_offline');
    expect(storeWideState(['integration_failure'], paused)).toBe('all_offline');
  });

  it('is some offline when some are open and the rest offline or failing', () => {
    expect(storeWideState(['open', 'offline'], open)).toBe('some_offline');
    expect(storeWideState(['integration_failure', 'open'], open)).toBe('some_offline');
  });
});

describe('operatingStatus', () => {
  const none: OperatingFlags = { isOpen: false, isOffline: false, isPaused: false, isClosed: false, isIntegrationFailure: false };
  const all: OperatingFlags = { isOpen: true, isOffline: true, isPaused: true, isClosed: true, isIntegrationFailure: true };

  it('follows the spec precedence', () => {
    expect(operatingStatus(all)).toBe('Accepting Orders');
    expect(operatingStatus({ ...all, isOpen: false })).toBe('Offline');
    expect(operatingStatus({ ...none, isPaused: true, isClosed: true, isIntegrationFailure: true })).toBe('Paused');
    expect(operatingStatus({ ...none, isClosed: true, isIntegrationFailure: true })).toBe('Closed');
    expect(operatingStatus({ ...none, isIntegrationFailure: true })).toBe('Integration Failure');
  });

  it('uses each flag alone', () => {
    expect(operatingStatus({ ...none, isOpen: true })).toBe('Accepting Orders');
    expect(operatingStatus({ ...none, isOffline: true })).toBe('Offline');
    expect(operatingStatus({ ...none, isPaused: true })).toBe('Paused');
    expect(operatingStatus({ ...none, isClosed: true })).toBe('Closed');
  });

  it('is Offline when no flag is set', () => {
    expect(operatingStatus(none)).toBe('Offline');
  });
});

describe('linkedChannels', () => {
  it('lists the linked channels in partner order with their state', () => {
    const answer = {
      DoorDash: [],
      UberEats: [entry({ id: 2, name: 'UberEats', status: 'PAUSED', end_time: inMs(3_600_000) })],
      GrubHub: [entry({ id: 3, name: 'GrubHub', status: 'ERROR', success: false })],
      LulaDirect: [entry({ id: 4, name: 'LulaDirect', is_open: true })],
    };
    expect(linkedChannels(answer, now).map(({ name, state }) => [name, state])).toEqual([
      ['UberEats', 'paused'],
      ['GrubHub', 'integration_failure'],
      ['LulaDirect', 'open'],
    ]);
  });
});

describe('operatingFlags', () => {
  const label = (states: ChannelState[], isClosed = false, hasCurrentPause = false) =>
    operatingStatus(operatingFlags(states, storeWideState(states, { isClosed, hasCurrentPause })));

  it('accepts orders while any channel is open', () => {
    expect(label(['open', 'open'])).toBe('Accepting Orders');
    expect(label(['open', 'paused'], false, true)).toBe('Accepting Orders');
    expect(label(['open', 'integration_failure'])).toBe('Accepting Orders');
  });

  it('is paused when nothing is open and some channel is paused', () => {
    expect(label(['paused', 'paused'], false, true)).toBe('Paused');
    expect(label(['paused', 'offline'], false, true)).toBe('Paused');
  });

  it('is offline with no channel or only offline ones', () => {
    expect(label([])).toBe('Offline');
    expect(label(['offline', 'offline'])).toBe('Offline');
  });

  it('is closed when the store is, whatever the channels', () => {
    expect(label(['offline', 'paused'], true, true)).toBe('Closed');
    expect(label(['integration_failure'], true)).toBe('Closed');
  });

  it('is an integration failure when nothing is open or paused and a channel fails', () => {
    expect(label(['integration_failure'])).toBe('Integration Failure');
    expect(label(['offline', 'integration_failure'])).toBe('Integration Failure');
  });
});
