import type { ChannelAdapters } from '../../channels/adapter.ts';
import type { Db } from '../../db/client.ts';
import type { PartnerName } from '../../db/schema/index.ts';
import { channelLink, storeLinks } from './links.ts';

/**
 * GET /stores/{id}/pos-integration-status/{partner}: what we ask for (the link's posEnabled) and what the
 * partner reports (its POS integration active, the store reachable).
 */
export async function posIntegrationStatus(db: Db, channels: ChannelAdapters, storeId: number, partner: PartnerName, now: Date) {
  const link = (await storeLinks(db, storeId)).find((row) => row.partnerName === partner);
  if (!link) return { partner, pos_enabled: false, connected: false, status: 'Not linked', last_checked_at: now.toISOString() };
  const adapter = channels[partner];
  const [report, active] = await Promise.all([adapter.storeState(channelLink(link), null, now), adapter.posActive(channelLink(link))]);
  const status = !link.posEnabled
    ? 'POS integration off'
    : !report.success
      ? report.description
      : active
        ? 'Connected'
        : `Waiting for ${partner} to turn the POS integration on`;
  return { partner, pos_enabled: link.posEnabled, connected: link.posEnabled && report.success && active, status, last_checked_at: now.toISOString() };
}
