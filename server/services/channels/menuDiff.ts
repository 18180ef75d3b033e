import type { MenuDiff } from '../../../src/contract/channels.ts';
import type { Db } from '../../db/client.ts';
import { linkOr404 } from './links.ts';
import { diffDigests, digestOf } from './menuDigest.ts';
import { buildPartnerMenu, payloadLink } from './menuPayload.ts';
import { acceptedDigest } from './snapshots.ts';

/** What a push would change on the partner: the menu as it would be sent against what it last accepted. */
export async function menuDiff(db: Db, storeId: number, partnerId: number, limit: number): Promise<MenuDiff> {
  const link = await linkOr404(db, storeId, partnerId);
  const [built, accepted] = await Promise.all([buildPartnerMenu(db, storeId, await payloadLink(db, link)), acceptedDigest(db, storeId, partnerId)]);
  return {
    partner_id: partnerId,
    partner_name: link.partnerName,
    last_accepted_at: accepted.acceptedAt?.toISOString() ?? null,
    ...diffDigests(accepted.digest, digestOf(built.menu), limit),
  };
}
