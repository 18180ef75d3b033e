import type { PartnerName } from '../db/schema/index.ts';
import { ChannelRejection, type ActivePause, type ChannelAdapter, type ChannelAdapters, type ChannelLink, type ChannelReport } from './adapter.ts';

const ONE_WEEK_MS = 7 * 24 * 3600 * 1000;

export interface SandboxOptions {
  /** simulated partner round trip */
  latencyMs?: number;
  /** share of pause/resume calls the partner refuses, decided by a seeded generator */
  rejectionRate?: number;
  seed?: number;
}

/** mulberry32: a tiny deterministic generator, so a seed replays the same rejections. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Behaves like a partner without leaving the machine. Conventions, like a payment sandbox's test cards:
 * a store with no partner store id is unknown to the partner (integration failure), and a partner
 * store id starting with "ERR-" is one the partner reports in error and refuses changes for.
 * The partner's view of pauses is the one we hold, so several server instances agree.
 */
export function createSandboxAdapter(partner: PartnerName, options: SandboxOptions = {}): ChannelAdapter {
  const random = seeded(options.seed ?? 1);
  const latency = () => (options.latencyMs ? new Promise((resolve) => setTimeout(resolve, options.latencyMs)) : Promise.resolve());

  function refuseIfBroken(link: ChannelLink, action: string) {
    if (!link.partnerStoreId) throw new ChannelRejection(partner, `${partner} does not know this store yet`);
    if (link.partnerStoreId.startsWith('ERR-')) throw new ChannelRejection(partner, `${partner} refused to ${action} store ${link.partnerStoreId}`);
    if (options.rejectionRate && random() < options.rejectionRate) {
      throw new ChannelRejection(partner, `${partner} is temporarily unavailable, please try again`);
    }
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
  };
}

export function createSandboxAdapters(options: SandboxOptions = {}): ChannelAdapters {
  const partners: PartnerName[] = ['DoorDash', 'UberEats', 'GrubHub', 'LulaDirect'];
  return Object.fromEntries(
    partners.map((partner, index) => [partner, createSandboxAdapter(partner, { ...options, seed: (options.seed ?? 1) + index })]),
  ) as ChannelAdapters;
}
