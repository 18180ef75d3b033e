// Rows the channel tests build for themselves: a store with items, menus with hours, and partner links.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { channelPauses, storePartners } from '../../../server/db/schema/index.ts';
import { selectRows } from '../../../server/db/rows.ts';

export interface ItemSpec {
  name: string;
  price: number;
  category?: string;
  /** item tag names (reference data), through a linked global item */
  tags?: string[];
  image?: string;
}

export async function makeStore(db: Db, companyId: number, name: string): Promise<number> {
  const [store] = await selectRows<{ id: number }>(db, sql`insert into stores (company_id, name) values (${companyId}, ${name}) returning id`);
  await db.execute(sql`insert into store_addresses (store_id, address_type, line_1, city, state, zip, timezone)
                       values (${store.id}, 'Main', '1 Test St', 'New York', 'NY', '10001', 'America/New_York')`);
  return store.id;
}

export async function makeItems(db: Db, storeId: number, companyId: number, items: readonly ItemSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    const [category] = item.category ? await selectRows<{ id: number }>(db, sql`select id from categories where name = ${item.category}`) : [];
    let globalId: number | null = null;
    if (item.tags?.length) {
      const [global] = await selectRows<{ id: number }>(db, sql`insert into global_items (company_id, name) values (${companyId}, ${item.name}) returning id`);
      globalId = global.id;
      await db.execute(sql`insert into global_item_tags (global_item_id, tag_id) select ${global.id}, id from item_tags
                           where name in (${sql.join(item.tags.map((tag) => sql`${tag}`), sql`, `)})`);
    }
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into store_items (store_id, name, price, category_id, item_id, images)
          values (${storeId}, ${item.name}, ${item.price}, ${category?.id ?? null}, ${globalId}, ${item.image ? sql`array[${item.image}]` : sql`'{}'::text[]`}) returning id`,
    );
    ids.push(row.id);
  }
  return ids;
}

export interface MenuSpec {
  name: string;
  itemIds: readonly number[];
  /** [day 0-6, open, close] */
  hours?: readonly [number, string, string][];
  /** partner ids; empty or absent: every partner */
  channels?: readonly number[];
  status?: string;
}

export const EVERY_DAY = (open: string, close: string): [number, string, string][] => [0, 1, 2, 3, 4, 5, 6].map((day) => [day, open, close]);

export async function makeMenu(db: Db, storeId: number, menu: MenuSpec): Promise<number> {
  const channels = menu.channels?.length ? sql`array[${sql.join(menu.channels.map((id) => sql`${id}`), sql`, `)}]::int[]` : sql`null`;
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into menus (store_id, menu_name, status, available_channels) values (${storeId}, ${menu.name}, ${menu.status ?? 'ACTIVE'}, ${channels}) returning id`,
  );
  for (const [day, open, close] of menu.hours ?? []) {
    await db.execute(sql`insert into menu_hours (menu_id, day_of_week, open_time, close_time) values (${row.id}, ${day}, ${open}, ${close})`);
  }
  for (const itemId of menu.itemIds) await db.execute(sql`insert into menu_items (menu_id, store_item_id, active) values (${row.id}, ${itemId}, true)`);
  return row.id;
}

export async function addModifierGroup(db: Db, storeId: number, itemId: number, group: { name: string; min: number; max: number; options: [string, number][] }) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into modifier_groups (store_id, name, min_quantity, max_quantity) values (${storeId}, ${group.name}, ${group.min}, ${group.max}) returning id`,
  );
  for (const [index, [name, price]] of group.options.entries()) {
    await db.execute(sql`insert into modifier_options (modifier_group_id, name, precedence, unit_price, total_price) values (${row.id}, ${name}, ${index}, ${price}, ${price})`);
  }
  await db.execute(sql`insert into store_item_modifier_groups (store_item_id, modifier_group_id) values (${itemId}, ${row.id})`);
  return row.id;
}

export const PARTNER = { DoorDash: 1, UberEats: 2, GrubHub: 3, LulaDirect: 4 } as const;

/** A channel link as a status test describes it: the partner's store id, on or off, paused for some hours from `now`. */
export interface ChannelLinkSpec {
  partner: keyof typeof PARTNER;
  partnerStoreId: string | null;
  isActive?: boolean;
  pausedForHours?: number;
}

const HOUR_MS = 3_600_000;

/** Links the store to the channel, with a pause that started an hour before `now` when the spec has one. */
export async function linkChannel(db: Db, storeId: number, link: ChannelLinkSpec, now: Date): Promise<void> {
  await db.insert(storePartners).values({ storeId, partnerId: PARTNER[link.partner], partnerStoreId: link.partnerStoreId, isActive: link.isActive ?? true });
  if (link.pausedForHours === undefined) return;
  await db.insert(channelPauses).values({
    storeId,
    partnerId: PARTNER[link.partner],
    startedAt: new Date(now.getTime() - HOUR_MS),
    endsAt: new Date(now.getTime() + link.pausedForHours * HOUR_MS),
  });
}
