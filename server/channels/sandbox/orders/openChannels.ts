import { sql } from 'drizzle-orm';
import type { ChannelAdapters } from '../../adapter.ts';
import type { Db } from '../../../db/client.ts';
import { selectRows } from '../../../db/rows.ts';
import { PARTNER_NAMES, type PartnerName } from '../../../db/schema/index.ts';
import { storeStatus } from '../../../services/stores/status.ts';

/** A channel of a store that can take an order now, with the items a customer can order there. */
export interface OpenChannel {
  storeId: number;
  partner: PartnerName;
  partnerStoreId: string;
  items: { id: number; name: string; priceCents: number }[];
}

/** Items a sandbox order picks from, per store (the first ones by id: enough variety, a bounded read). */
const ITEMS_PER_STORE = 40;

/**
 * Up to `limit` stores drawn for this tick (ordered by a hash of the seed and the tick, so a seed replays the
 * same draw), keeping only the channels the store status rule calls open right now: the store open by its
 * hours, closed-till and operating status, the channel linked, active and not paused. Only stores with items
 * on sale are drawn: a customer cannot order from an empty menu.
 */
export async function openChannels(db: Db, channels: ChannelAdapters, now: Date, draw: { seed: number; tick: number; limit: number }): Promise<OpenChannel[]> {
  const candidates = await selectRows<{ id: number; items: OpenChannel['items'] }>(
    db,
    sql`select s.id,
               (select json_agg(json_build_object('id', i.id, 'name', i.name, 'priceCents', round(i.price * 100)::int) order by i.id)
                from (select id, name, price from store_items where store_id = s.id and deleted_at is null and price > 0 order by id limit ${ITEMS_PER_STORE}) i) as items
        from stores s
        where s.deleted_at is null and s.offboarded_at is null
          and exists (select 1 from store_partners sp where sp.store_id = s.id and sp.is_active and sp.partner_store_id is not null)
          and exists (select 1 from store_items i where i.store_id = s.id and i.deleted_at is null and i.price > 0)
        order by md5(${`${draw.seed}:${draw.tick}:`} || s.id::text)
        limit ${draw.limit}`,
  );
  const open: OpenChannel[] = [];
  for (const candidate of candidates) {
    const status = await storeStatus(db, channels, candidate.id, now);
    if (status.is_closed) continue;
    for (const partner of PARTNER_NAMES) {
      for (const entry of status[partner]) {
        if (entry.is_open && entry.partner_store_id) open.push({ storeId: candidate.id, partner, partnerStoreId: entry.partner_store_id, items: candidate.items });
      }
    }
  }
  return open;
}
