import type { Db } from '../../db/client.ts';
import { PARTNER_NAMES, type PartnerName } from '../../db/schema/index.ts';
import {
  ChannelRejection,
  ChannelUnavailable,
  type ActivePause,
  type ChannelAdapter,
  type ChannelAdapters,
  type ChannelLink,
  type ChannelReport,
  type MenuPushAnswer,
  type MenuPushRequest,
} from '../adapter.ts';
import type { PartnerMenu } from '../menu.ts';
import { menuBehaviour, type SandboxContext } from './menus.ts';
import { draw } from './random.ts';
import { holdsMenu, posActive, setPos } from './state.ts';

const ONE_WEEK_MS = 7 * 24 * 3600 * 1000;

export interface SandboxOptions {
  /** where the partners keep their state, so several server instances see the same partner */
  db: Db;
  /** simulated partner round trip */
  latencyMs?: number;
  /** how long DoorDash and GrubHub take to process a menu job; the round trip when not given */
  menuJobMs?: number;
  /** share of calls the partner answers "temporarily unavailable", decided from the seed and the call */
  rejectionRate?: number;
  seed?: number;
}

/** The URL path of a sandbox partner's storefront page for one of its stores. */
export const storefrontPath = (partner: PartnerName, partnerStoreId: string) =>
  `/sandbox/${partner.toLowerCase()}/stores/${encodeURIComponent(partnerStoreId)}`;

/**
 * Behaves like a partner without leaving the machine. Conventions, like a payment sandbox's test cards:
 * a store with no partner store id is unknown to the partner (integration failure), and a partner
 * store id starting with "ERR-" is one the partner reports in error and refuses changes for. Pauses are
 * the ones we hold; menus, menu jobs and POS state are the partner's own, in the database.
 */
export function createSandboxAdapter(partner: PartnerName, options: SandboxOptions): ChannelAdapter {
  const seed = options.seed ?? 1;
  const latencyMs = options.latencyMs ?? 0;
  let calls = 0;
  const latency = () => (latencyMs ? new Promise<void>((resolve) => setTimeout(resolve, latencyMs)) : Promise.resolve());
  /** the partner being briefly unavailable, drawn from the seed and the call (a menu push: its reference and attempt) */
  const unavailable = (...keys: (string | number)[]) => Boolean(options.rejectionRate) && draw(seed, partner, ...keys) < options.rejectionRate!;

  function refuseIfBroken(link: ChannelLink, action: string) {
    if (!link.partnerStoreId) throw new ChannelRejection(partner, `${partner} does not know this store yet`);
    if (link.partnerStoreId.startsWith('ERR-')) throw new ChannelRejection(partner, `${partner} refused to ${action} store ${link.partnerStoreId}`);
    if (unavailable(action, link.storeId, calls++)) throw new ChannelRejection(partner, `${partner} is temporarily unavailable, please try again`);
  }

  const context: SandboxContext = { db: options.db, partner, latency, menuJobMs: options.menuJobMs ?? latencyMs };
  const menus = menuBehaviour(context);

  /** A push to a store the partner cannot take one for: refused, not retried. */
  function unknownStore(link: ChannelLink): MenuPushAnswer | null {
    if (!link.partnerStoreId) return { state: 'refused', message: `${partner} does not know this store yet: set its partner store id`, itemErrors: [] };
    if (link.partnerStoreId.startsWith('ERR-')) {
      return { state: 'refused', message: `${partner} refused the menu: store ${link.partnerStoreId} is in an error state on ${partner}`, itemErrors: [] };
    }
    return null;
  }

  return {
    partner,
    async storeState(link: ChannelLink, pause: ActivePause | null, now: Date): Promise<ChannelReport> {
      await latency();
      if (!link.partnerStoreId) return { status: 'ERROR', success: false, description: `Not linked on ${partner}` };
      if (link.partnerStoreId.startsWith('ERR-')) {
        return { status: 'ERROR', success: false, description: `${partner} reports an integration error` };
      }
      if (pause) {
        const longPause = pause.endsAt.getTime() - now.getTime() > ONE_WEEK_MS;
        return longPause
          ? { status: 'OFFLINE', success: true, description: `Offline on ${partner}` }
          : { status: 'PAUSED', success: true, description: `Paused on ${partner}` };
      }
      if (!link.isActive) return { status: 'OFFLINE', success: true, description: `Turned off on ${partner}` };
      return { status: 'ONLINE', success: true, description: `Online on ${partner}` };
    },
    async pause(link) {
      await latency();
      refuseIfBroken(link, 'pause');
    },
    async resume(link) {
      await latency();
      refuseIfBroken(link, 'resume');
    },
    async pushMenu(link: ChannelLink, menu: PartnerMenu, request: MenuPushRequest): Promise<MenuPushAnswer> {
      const refused = unknownStore(link);
      if (refused) return refused;
      if (unavailable('menu', request.reference, request.attempt)) {
        await latency();
        throw new ChannelUnavailable(partner, `${partner} is temporarily unavailable (503), the push will be tried again`);
      }
      return menus.push(link.partnerStoreId!, menu, request.reference);
    },
    async menuPushStatus(link: ChannelLink, partnerReference: string): Promise<MenuPushAnswer> {
      const refused = unknownStore(link);
      if (refused) return refused;
      return menus.status(link.partnerStoreId!, partnerReference);
    },
    async menuDetails(link) {
      if (!link.partnerStoreId) return { hasMenus: false, webUrl: null };
      return { hasMenus: await holdsMenu(options.db, partner, link.partnerStoreId), webUrl: storefrontPath(partner, link.partnerStoreId) };
    },
    async setPos(link, enabled) {
      await latency();
      refuseIfBroken(link, enabled ? 'turn on the POS integration of' : 'turn off the POS integration of');
      await setPos(options.db, partner, link.partnerStoreId!, enabled);
    },
    async posActive(link) {
      if (!link.partnerStoreId || link.partnerStoreId.startsWith('ERR-')) return false;
      return posActive(options.db, partner, link.partnerStoreId);
    },
  };
}

export function createSandboxAdapters(options: SandboxOptions): ChannelAdapters {
  return Object.fromEntries(
    PARTNER_NAMES.map((partner, index) => [partner, createSandboxAdapter(partner, { ...options, seed: (options.seed ?? 1) + index })]),
  ) as ChannelAdapters;
}

