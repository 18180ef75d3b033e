// Builds the menu a partner receives (server/channels/menu.ts) from the store's menus, hours, items,
// fee rules and the partner link: what a push sends, what its diff compares, what the preview prices.
import { sql } from 'drizzle-orm';
import { partnerPrice, toCents, upchargeFor, type Upcharges } from '../../../src/domain/fees.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { readTogether } from '../../db/statementsAtOnce.ts';
import {
  MENU_WEEKDAYS,
  type MenuServiceAvailability,
  type PartnerCategory,
  type PartnerItem,
  type PartnerMenu,
  type PartnerMenuEntry,
  type PartnerModifierGroup,
} from '../../channels/menu.ts';
import { DEFAULT_TIME_ZONE } from '../stores/hours.ts';
import { feeRules } from './feeRules.ts';
import { upchargesOf, type LinkRow } from './links.ts';

export interface PayloadLink extends Upcharges {
  partnerId: number;
  partnerStoreId: string | null;
  store: StoreFacts;
}

export interface StoreFacts {
  name: string;
  timeZone: string;
  upcharge: number;
}

export interface BuiltMenu {
  menu: PartnerMenu;
  /** the database's time when the menu was read: changes after it are not in this menu */
  builtAt: Date;
}

interface ItemRow extends Record<string, unknown> {
  id: number;
  name: string;
  description: string | null;
  price: string | number;
  image: string | null;
  upc: string | null;
  size: string | null;
  external_id: string | null;
  category_id: number | null;
  category: string | null;
  tag_ids: number[] | null;
  menu_ids: number[];
  group_ids: number[] | null;
}

const hhmm = (time: string) => time.slice(0, 5);

/** The store's link-independent facts: name, time zone, upcharge. */
export async function storeFacts(db: Db, storeId: number): Promise<StoreFacts> {
  const [row] = await selectRows<{ name: string; time_zone: string | null; upcharge: string | number }>(
    db,
    sql`select s.name, s.upcharge, (select a.timezone from store_addresses a where a.store_id = s.id and a.address_type = 'Main') as time_zone
        from stores s where s.id = ${storeId}`,
  );
  return { name: row.name, timeZone: row.time_zone ?? DEFAULT_TIME_ZONE, upcharge: Number(row.upcharge) };
}

/** What the menu of `link`'s partner is priced and addressed with. */
export async function payloadLink(db: Db, link: LinkRow): Promise<PayloadLink> {
  const store = await storeFacts(db, link.storeId);
  return { partnerId: link.partnerId, partnerStoreId: link.partnerStoreId, ...upchargesOf(link, store.upcharge), store };
}

/**
 * The menu for one partner: the store's active menus whose available_channels are empty or include the
 * partner (spec §4), their hours, the items on them (menu_items.active), each menu's categories, prices in
 * cents after the fee rules and the upcharge, and the modifier groups the items offer.
 */
export async function buildPartnerMenu(db: Db, storeId: number, link: PayloadLink): Promise<BuiltMenu> {
  const [{ built_at: builtAt }] = await selectRows<{ built_at: Date | string }>(db, sql`select now() as built_at`);
  const store = link.store;
  const menus = await selectRows<{ id: number; menu_name: string; external_menu_id: string | null }>(
    db,
    sql`select id, menu_name, external_menu_id from menus
        where store_id = ${storeId} and deleted_at is null and status = 'ACTIVE'
          and (available_channels is null or cardinality(available_channels) = 0 or ${link.partnerId} = any(available_channels))
        order by is_default desc, menu_name, id`,
  );
  const menuIds = menus.map((menu) => menu.id);
  const none = sql`(select null::int where false)`;
  const idList = menuIds.length ? sql.join(menuIds.map((id) => sql`${id}`), sql`, `) : none;
  // readTogether: the demo seed builds menus inside its transaction, where the reads cannot run at once
  const [hours, items, rules] = await readTogether(db, [
    () => selectRows<{ menu_id: number; day_of_week: number; open_time: string; close_time: string }>(
      db,
      sql`select menu_id, day_of_week, open_time::text as open_time, close_time::text as close_time from menu_hours
          where menu_id in (${idList}) and deleted_at is null and not is_closed order by menu_id, day_of_week, open_time`,
    ),
    () => selectRows<ItemRow>(
      db,
      sql`select si.id, si.name, si.description, si.price, si.images[1] as image, si.upc, si.size, si.external_id,
                 si.category_id, c.name as category, m.menu_ids,
                 (select array_agg(t.tag_id) from global_item_tags t where t.global_item_id = si.item_id) as tag_ids,
                 (select array_agg(g.modifier_group_id) from store_item_modifier_groups g where g.store_item_id = si.id) as group_ids
          from (select store_item_id, array_agg(menu_id order by menu_id) as menu_ids from menu_items
                where menu_id in (${idList}) and active group by store_item_id) m
          join store_items si on si.id = m.store_item_id and si.deleted_at is null
          left join categories c on c.id = si.category_id
          order by si.name_key, si.id`,
    ),
    () => feeRules(db, storeId, link.partnerId),
  ] as const);
  const delivery = upchargeFor(link, 'delivery');
  const pickup = upchargeFor(link, 'pickup');

  const partnerItems: PartnerItem[] = [];
  const categories = new Map<string, PartnerCategory>();
  const categoryIdsOfMenu = new Map<number, string[]>(menuIds.map((id) => [id, []]));
  const groupIds = new Set<number>();
  for (const row of items) {
    const subject = { price: Number(row.price), categoryId: row.category_id, tagIds: row.tag_ids ?? [] };
    const id = String(row.id);
    const groups = row.group_ids ?? [];
    for (const group of groups) groupIds.add(group);
    partnerItems.push({
      id,
      external_id: row.external_id,
      title: row.name,
      description: row.description,
      price_cents: partnerPrice(subject, rules, link.partnerId, delivery).cents,
      pickup_price_cents: partnerPrice(subject, rules, link.partnerId, pickup).cents,
      image_url: row.image,
      upc: row.upc,
      size: row.size,
      modifier_group_ids: groups.map(String),
    });
    for (const menuId of row.menu_ids) {
      const categoryId = `${menuId}:${row.category_id ?? 'other'}`;
      let category = categories.get(categoryId);
      if (!category) {
        category = { id: categoryId, title: row.category ?? 'Other', item_ids: [] };
        categories.set(categoryId, category);
        categoryIdsOfMenu.get(menuId)?.push(categoryId);
      }
      category.item_ids.push(id);
    }
  }

  const availability = new Map<number, MenuServiceAvailability[]>();
  for (const row of hours) {
    const days = availability.get(row.menu_id) ?? [];
    const weekday = MENU_WEEKDAYS[row.day_of_week];
    let day = days.find((entry) => entry.day_of_week === weekday);
    if (!day) days.push((day = { day_of_week: weekday, time_periods: [] }));
    day.time_periods.push({ start_time: hhmm(row.open_time), end_time: hhmm(row.close_time) });
    availability.set(row.menu_id, days);
  }
  const partnerMenus: PartnerMenuEntry[] = menus.map((menu) => ({
    id: String(menu.id),
    title: menu.menu_name,
    service_availability: availability.get(menu.id) ?? [],
    category_ids: (categoryIdsOfMenu.get(menu.id) ?? []).sort((a, b) => categories.get(a)!.title.localeCompare(categories.get(b)!.title)),
  }));

  return {
    builtAt: builtAt instanceof Date ? builtAt : new Date(builtAt),
    menu: {
      store: { partner_store_id: link.partnerStoreId ?? '', name: store.name, time_zone: store.timeZone },
      menus: partnerMenus,
      categories: [...categories.values()],
      items: partnerItems,
      modifier_groups: await modifierGroups(db, storeId, [...groupIds], delivery),
    },
  };
}

/** The modifier groups items offer, with their limits and active options (prices with the upcharge). */
async function modifierGroups(db: Db, storeId: number, ids: number[], upchargePercent: number): Promise<PartnerModifierGroup[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<{
    id: number;
    name: string;
    min_quantity: number;
    max_quantity: number;
    max_free_options: number | null;
    max_options_qty: number | null;
    options: { id: number; name: string; price: string | number; default_qty: number }[] | null;
  }>(
    db,
    sql`select g.id, g.name, g.min_quantity, g.max_quantity, g.max_free_options, g.max_options_qty,
               (select json_agg(json_build_object('id', o.id, 'name', o.name, 'price', coalesce(nullif(o.total_price, 0), o.unit_price), 'default_qty', o.default_qty)
                                order by o.precedence, o.id)
                from modifier_options o where o.modifier_group_id = g.id and o.status = 'ACTIVE') as options
        from modifier_groups g
        where g.store_id = ${storeId} and g.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and g.active and g.deleted_at is null
        order by g.name, g.id`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    title: row.name,
    quantity_info: { min_permitted: row.min_quantity, max_permitted: row.max_quantity, max_free: row.max_free_options, max_per_option: row.max_options_qty },
    options: (row.options ?? []).map((option) => ({
      id: String(option.id),
      title: option.name,
      price_cents: toCents(Number(option.price) * (1 + upchargePercent / 100)),
      default_quantity: option.default_qty,
    })),
  }));
}

