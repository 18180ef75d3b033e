// Channel, store-wide and operating status derivation (spec 000 §4, spec 001 §4). The clock is a parameter.

/** The four delivery marketplace channels, in partner id order (DoorDash = 1 ... LulaDirect = 4). */
export const CHANNEL_NAMES = ['DoorDash', 'UberEats', 'GrubHub', 'LulaDirect'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/** Partner ids of the partner directory (GET /stores/dsps). */
export const CHANNEL_PARTNER_IDS: Readonly<Record<ChannelName, number>> = Object.freeze({
  DoorDash: 1,
  UberEats: 2,
  GrubHub: 3,
  LulaDirect: 4,
});

export function isChannelName(value: string): value is ChannelName {
  return (CHANNEL_NAMES as readonly string[]).includes(value);
}

export const CHANNEL_STATUSES = ['ONLINE', 'PAUSED', 'OFFLINE', 'ERROR'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

export interface CurrentPause {
  id: number;
  started_at: string;
  /** ISO 8601 instant */
  end_time: string;
}

/** One channel entry of GET /stores/{id}/status. */
export interface ChannelStatusEntry {
  id: number;
  partner_store_id: string | null;
  name: string;
  description: string;
  is_open: boolean;
  status: ChannelStatus;
  success: boolean;
  /** ISO 8601 instant at which the pause ends, if paused */
  end_time: string | null;
  current_pause: CurrentPause | null;
}

/** closed: the partner would take orders but the store is closed (hours, closed-till or set closed). */
export type ChannelState = 'open' | 'paused' | 'offline' | 'integration_failure' | 'closed';

/** A pause ending further away than this counts as offline (spec 000 §9, 001 §9). */
export const ONE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The pause end of an entry: end_time, else the current pause's end; null when none is readable. */
export function pauseEnd(entry: Pick<ChannelStatusEntry, 'end_time' | 'current_pause'>): Date | null {
  const text = entry.end_time ?? entry.current_pause?.end_time ?? null;
  if (text === null) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * State of one channel at `now`, rules tried in this order:
 * 1. open: is_open and status ONLINE;
 * 2. paused: not open, status PAUSED or OFFLINE, and the pause ends within one week of now
 *    (end <= now + ONE_WEEK_MS; exactly one week away is still paused; an end already past also counts);
 * 3. offline: status OFFLINE and the pause ends beyond one week. OFFLINE or PAUSED with no (readable) end
 *    time is an open-ended pause, i.e. beyond any week: offline;
 * 4. integration_failure: not success, not open, status ERROR;
 * 5. closed: the store is closed and the partner reports the channel ONLINE (it would take orders in hours);
 * 6. anything else (e.g. ONLINE but not open, ERROR with success): offline.
 * A pause, an offline channel or a failing link stays what it is while the store is closed: each needs the
 * user's attention before the store opens.
 */
export function channelState(
  entry: Pick<ChannelStatusEntry, 'is_open' | 'status' | 'success' | 'end_time' | 'current_pause'>,
  now: Date,
  storeClosed = false,
): ChannelState {
  if (!storeClosed && entry.is_open && entry.status === 'ONLINE') return 'open';
  const end = pauseEnd(entry);
  const withinWeek = end !== null && end.getTime() - now.getTime() <= ONE_WEEK_MS;
  if (!entry.is_open && (entry.status === 'PAUSED' || entry.status === 'OFFLINE') && withinWeek) return 'paused';
  if (entry.status === 'OFFLINE') return 'offline';
  if (!entry.success && !entry.is_open && entry.status === 'ERROR') return 'integration_failure';
  if (storeClosed && entry.success && entry.status === 'ONLINE') return 'closed';
  return 'offline';
}

export type StoreWideState = 'closed' | 'all_open' | 'all_paused' | 'some_paused' | 'some_offline' | 'all_offline';

/**
 * The store-wide summary of its channels' states (spec 000 §4), first match wins:
 * 1. closed       the store is closed (hours, closed-till or set closed), whatever the channels say;
 * 2. all_offline  the store has no channel at all (nothing can take orders);
 * 3. all_open     every channel is open;
 * 4. all_paused   every channel is paused and a current (store-wide) pause exists;
 * 5. some_paused  at least one channel is paused (this includes "all paused" without a current pause);
 * 6. all_offline  no channel is open (offline and integration failure both count as offline here);
 * 7. some_offline otherwise: some channels open, the others offline or failing.
 */
export function storeWideState(
  channelStates: readonly ChannelState[],
  { isClosed, hasCurrentPause }: { isClosed: boolean; hasCurrentPause: boolean },
): StoreWideState {
  if (isClosed) return 'closed';
  if (channelStates.length === 0) return 'all_offline';
  if (channelStates.every((state) => state === 'open')) return 'all_open';
  if (hasCurrentPause && channelStates.every((state) => state === 'paused')) return 'all_paused';
  if (channelStates.some((state) => state === 'paused')) return 'some_paused';
  if (channelStates.every((state) => state !== 'open')) return 'all_offline';
  return 'some_offline';
}

/** Operating statuses with their database ids (lookup table store_statuses), in id order. */
export const OPERATING_STATUSES = [
  { id: 1, codename: 'accepting_orders', name: 'Accepting Orders' },
  { id: 2, codename: 'paused', name: 'Paused' },
  { id: 3, codename: 'offline', name: 'Offline' },
  { id: 4, codename: 'closed', name: 'Closed' },
  { id: 5, codename: 'integration_failure', name: 'Integration Failure' },
] as const;
export type OperatingStatus = (typeof OPERATING_STATUSES)[number];
export type OperatingStatusName = OperatingStatus['name'];
export type OperatingStatusCodename = OperatingStatus['codename'];

/** The codenames of OPERATING_STATUSES, in the same order: the values of the store list's Status filter and its rows. */
export const OPERATING_STATUS_CODENAMES = [
  'accepting_orders',
  'paused',
  'offline',
  'closed',
  'integration_failure',
] as const satisfies readonly OperatingStatusCodename[];

export function operatingStatusByCodename(codename: string): OperatingStatus | undefined {
  return OPERATING_STATUSES.find((status) => status.codename === codename);
}

export interface OperatingFlags {
  isOpen: boolean;
  isOffline: boolean;
  isPaused: boolean;
  isClosed: boolean;
  isIntegrationFailure: boolean;
}

/** Spec precedence: isOpen, isOffline, isPaused, isClosed, isIntegrationFailure, otherwise Offline. */
export function operatingStatus(flags: OperatingFlags): OperatingStatusName {
  if (flags.isOpen) return 'Accepting Orders';
  if (flags.isOffline) return 'Offline';
  if (flags.isPaused) return 'Paused';
  if (flags.isClosed) return 'Closed';
  if (flags.isIntegrationFailure) return 'Integration Failure';
  return 'Offline';
}

/** One linked channel of a status answer with its state. */
export interface LinkedChannel {
  name: ChannelName;
  entry: ChannelStatusEntry;
  state: ChannelState;
}

/** Every linked channel of a status answer, in CHANNEL_NAMES order, with its state at `now`. */
export function linkedChannels(
  answer: Readonly<Record<ChannelName, readonly ChannelStatusEntry[]>>,
  now: Date,
  storeClosed = false,
): LinkedChannel[] {
  return CHANNEL_NAMES.flatMap((name) => answer[name].map((entry) => ({ name, entry, state: channelState(entry, now, storeClosed) })));
}

/**
 * The operating-status flags of a store from its channels (read with operatingStatus):
 * open when some channel takes orders; offline when none is open, paused or failing; paused when some
 * channel is paused; closed when the store is; integration failure when some channel fails.
 */
export function operatingFlags(channelStates: readonly ChannelState[], storeWide: StoreWideState): OperatingFlags {
  const failing = channelStates.includes('integration_failure');
  return {
    isOpen: storeWide !== 'closed' && channelStates.includes('open'),
    isOffline: storeWide === 'all_offline' && !failing,
    isPaused: storeWide === 'all_paused' || storeWide === 'some_paused',
    isClosed: storeWide === 'closed',
    isIntegrationFailure: failing,
  };
}

/** What a status answer (GET /stores/{id}/status) needs for the summary. */
export type StatusAnswerLike = Readonly<Record<ChannelName, readonly ChannelStatusEntry[]>> & {
  is_closed: boolean;
  current_pause: CurrentPause | null;
};

export interface StoreStatusSummary {
  channels: LinkedChannel[];
  storeWide: StoreWideState;
  operating: OperatingStatusCodename;
}

/**
 * The one rule every screen and list shows: each channel's state, the store-wide summary and the operating
 * status, from the store's status answer (hours, closed-till and set status already folded into is_closed;
 * our pauses and the partner's report per channel) at `now`.
 */
export function summariseStoreStatus(answer: StatusAnswerLike, now: Date): StoreStatusSummary {
  const channels = linkedChannels(answer, now, answer.is_closed);
  const states = channels.map((channel) => channel.state);
  const storeWide = storeWideState(states, { isClosed: answer.is_closed, hasCurrentPause: answer.current_pause !== null });
  const name = operatingStatus(operatingFlags(states, storeWide));
  const operating = OPERATING_STATUSES.find((status) => status.name === name)?.codename ?? 'offline';
  return { channels, storeWide, operating };
}
