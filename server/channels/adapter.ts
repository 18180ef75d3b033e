import type { ChannelStatus, PartnerName } from '../db/schema/index.ts';

/** The store's link to one delivery partner, as we hold it. */
export interface ChannelLink {
  storeId: number;
  partnerStoreId: string | null;
  /** the store wants orders from this channel */
  isActive: boolean;
}

export interface ActivePause {
  endsAt: Date;
}

/** What the partner reports about the store. */
export interface ChannelReport {
  status: ChannelStatus;
  /** false when the partner could not be reached or refused the store (integration failure) */
  success: boolean;
  description: string;
}

export class ChannelRejection extends Error {
  constructor(
    readonly partner: PartnerName,
    message: string,
  ) {
    super(message);
    this.name = 'ChannelRejection';
  }
}

/**
 * One delivery partner. Real partner clients and the sandboxes implement the same interface; the
 * rest of the server never knows which one it talks to.
 */
export interface ChannelAdapter {
  readonly partner: PartnerName;
  storeState(link: ChannelLink, pause: ActivePause | null, now: Date): Promise<ChannelReport>;
  /** Stops orders until `until`; throws ChannelRejection when the partner refuses. */
  pause(link: ChannelLink, until: Date): Promise<void>;
  resume(link: ChannelLink): Promise<void>;
}

export type ChannelAdapters = Record<PartnerName, ChannelAdapter>;
