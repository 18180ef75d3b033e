// The price each partner receives for a handful of the store's items: the same rule (src/domain/fees.ts)
// and the same inputs as the menu push, so the preview shows what a push sends.
import { sql } from 'drizzle-orm';
import type { FeePreview } from '../../../src/contract/channels.ts';
import { partnerPrice, upchargeFor } from '../../../src/domain/fees.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { feeRules } from './feeRules.ts';
import { storeLinks, upchargesOf } from './links.ts';
import { storeFacts } from './menuPayload.ts';

export async function feePreview(db: Db, storeId: number, query: { partner_id?: number; limit?: number }): Promise<FeePreview> {
  const [links, rules, store, items] = await Promise.all([
    storeLinks(db, storeId),
    feeRules(db, storeId),
    storeFacts(db, storeId),
    selectRows<{ id: number; name: string; price: string | number; category_id: number | null; category: string | null; tag_ids: number[] | null }>(
      db,
      sql`select si.id, si.name, si.price, si.category_id, c.name as category,
                 (select array_agg(t.tag_id) from global_item_tags t where t.global_item_id = si.item_id) as tag_ids
          from store_items si left join categories c on c.id = si.category_id
          where si.store_id = ${storeId} and si.deleted_at is null
          order by si.name_key, si.id limit ${query.limit ?? 10}`,
    ),
  ]);
  const partners = links.filter((link) => query.partner_id === undefined || link.partnerId === query.partner_id);
  return {
    items: items.map((item) => {
      const subject = { price: Number(item.price), categoryId: item.category_id, tagIds: item.tag_ids ?? [] };
      return {
        id: item.id,
        name: item.name,
        price: subject.price,
        category: item.category,
        prices: partners.map((link) => {
          const upcharges = upchargesOf(link, store.upcharge);
          const delivery = partnerPrice(subject, rules, link.partnerId, upchargeFor(upcharges, 'delivery'));
          return {
            partner_id: link.partnerId,
            partner_name: link.partnerName,
            price_cents: delivery.cents,
            pickup_price_cents: partnerPrice(subject, rules, link.partnerId, upchargeFor(upcharges, 'pickup')).cents,
            fee_rule_id: delivery.rule?.id ?? null,
            upcharge: upchargeFor(upcharges, 'delivery'),
          };
        }),
      };
    }),
  };
}
