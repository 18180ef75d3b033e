import type { ChannelStatus, PartnerName, SyncItemError } from '../db/schema/index.ts';
import type { PartnerMenu } from './menu.ts';

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

/** The partner could not be reached or answered with a server error: worth trying again later. */
export class ChannelUnavailable extends Error {
  constructor(
    readonly partner: PartnerName,
    message: string,
  ) {
    super(message);
    this.name = 'ChannelUnavailable';
  }
}

/** Which push this is: the partner de-duplicates by reference; attempt counts our tries of it. */
export interface MenuPushRequest {
  reference: string;
  attempt: number;
}

/**
 * A partner's answer to a menu push, at once or when its asynchronous job ends:
 * - done: accepted whole, or in part (GrubHub PARTIAL_SUCCESS) with errors per item;
 * - refused: validation refused (never retried), with the reason and possibly errors per item;
 * - processing: the partner took the menu as a job of its own; ask again after checkInMs.
 */
export type MenuPushAnswer =
  | { state: 'done'; partial: boolean; message: string; itemErrors: SyncItemError[] }
  | { state: 'refused'; message: string; itemErrors: SyncItemError[] }
  | { state: 'processing'; partnerReference: string; checkInMs: number; message: string };

export interface MenuDetails {
  /** the partner holds a menu for the store */
  hasMenus: boolean;
  /** where the partner shows the store's menu (the sandboxes serve a read-only storefront page) */
  webUrl: string | null;
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
  /**
   * Sends the store's whole menu (what it leaves out disappears from the partner). Throws
   * ChannelUnavailable when the partner cannot be reached (try again later).
   */
  pushMenu(link: ChannelLink, menu: PartnerMenu, request: MenuPushRequest): Promise<MenuPushAnswer>;
  /** Where an asynchronous menu job stands (`processing` until it ends). */
  menuPushStatus(link: ChannelLink, partnerReference: string): Promise<MenuPushAnswer>;
  menuDetails(link: ChannelLink): Promise<MenuDetails>;
  /** Turns the partner's POS integration on or off; throws ChannelRejection when the partner refuses. */
  setPos(link: ChannelLink, enabled: boolean): Promise<void>;
  /** Whether the partner has the POS integration active for the store. */
  posActive(link: ChannelLink): Promise<boolean>;
}

export type ChannelAdapters = Record<PartnerName, ChannelAdapter>;
