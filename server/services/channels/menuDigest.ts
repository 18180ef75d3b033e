// What a partner holds, reduced to what a user compares (menus with their hours, items with name and
// price), and the difference between two such digests: the diff shown before a push.
import type { MenuDiff } from '../../../src/contract/channels.ts';
import { MENU_WEEKDAYS, type PartnerMenu } from '../../channels/menu.ts';

export interface MenuDigest {
  /** menu id → title and, per day 0-6, its periods as "09:00-13:00, 15:00-21:00" */
  menus: Record<string, { title: string; hours: string[] }>;
  /** item id → [title, delivery price in cents] */
  items: Record<string, [string, number]>;
}

export function digestOf(menu: PartnerMenu): MenuDigest {
  const menus: MenuDigest['menus'] = {};
  for (const entry of menu.menus) {
    const hours = MENU_WEEKDAYS.map((weekday) => {
      const day = entry.service_availability.find((candidate) => candidate.day_of_week === weekday);
      return (day?.time_periods ?? []).map((period) => `${period.start_time}-${period.end_time}`).join(', ');
    });
    menus[entry.id] = { title: entry.title, hours };
  }
  const items: MenuDigest['items'] = {};
  for (const item of menu.items) items[item.id] = [item.title, item.price_cents];
  return { menus, items };
}

const EMPTY: MenuDigest = { menus: {}, items: {} };

/** What changes on the partner when `next` replaces `accepted` (null: the partner holds nothing yet). */
export function diffDigests(accepted: MenuDigest | null, next: MenuDigest, limit: number): Omit<MenuDiff, 'partner_id' | 'partner_name' | 'last_accepted_at'> {
  const before = accepted ?? EMPTY;
  const diff: Omit<MenuDiff, 'partner_id' | 'partner_name' | 'last_accepted_at'> = {
    counts: { items_added: 0, items_removed: 0, price_changes: 0, name_changes: 0, hours_changes: 0, menus_added: 0, menus_removed: 0 },
    items_added: [],
    items_removed: [],
    price_changes: [],
    name_changes: [],
    hours_changes: [],
    menus_added: [],
    menus_removed: [],
  };
  const add = <K extends keyof typeof diff.counts>(key: K, list: unknown[], entry: unknown) => {
    diff.counts[key]++;
    if (list.length < limit) list.push(entry);
  };
  for (const [id, [name, cents]] of Object.entries(next.items)) {
    const old = before.items[id];
    if (!old) add('items_added', diff.items_added, { id, name, price_cents: cents });
    else {
      if (old[1] !== cents) add('price_changes', diff.price_changes, { id, name, from_cents: old[1], to_cents: cents });
      if (old[0] !== name) add('name_changes', diff.name_changes, { id, from: old[0], to: name });
    }
  }
  for (const [id, [name, cents]] of Object.entries(before.items)) {
    if (!next.items[id]) add('items_removed', diff.items_removed, { id, name, price_cents: cents });
  }
  for (const [id, menu] of Object.entries(next.menus)) {
    const old = before.menus[id];
    if (!old) {
      add('menus_added', diff.menus_added, menu.title);
      continue;
    }
    menu.hours.forEach((periods, day) => {
      if (periods !== old.hours[day]) add('hours_changes', diff.hours_changes, { menu: menu.title, day_of_week: day, from: old.hours[day] || 'closed', to: periods || 'closed' });
    });
  }
  for (const [id, menu] of Object.entries(before.menus)) if (!next.menus[id]) add('menus_removed', diff.menus_removed, menu.title);
  return diff;
}
