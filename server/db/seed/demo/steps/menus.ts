// Menus of Corner Market (All Day everywhere, Breakfast at every other store) and QuickStop, their hours,
// items, store #1's rules and its recent menu pushes.
import { menuHours, menuItems, menuRuleBlocks, menuRules, menus, menuSyncStatus } from '../../../schema/index.ts';
import { ago, type DemoStep } from '../context.ts';
import { time, weeklyHours } from '../hours.ts';
import { demoStoreItems, demoStores, type StoreRef } from '../lookup.ts';
import { DAY, insertChunks } from '../util.ts';
import { DOORDASH, GRUBHUB, UBEREATS } from './channels.ts';

interface MenuDef {
  store: StoreRef;
  name: 'All Day' | 'Breakfast';
  status: string;
  channels: number[] | null;
}

const BREAKFAST_CATEGORIES = ['Bakery', 'Dairy', 'Beverages', 'Deli'];

export const menusStep: DemoStep = {
  name: 'menus',
  async run(ctx) {
    const { tx } = ctx;
    const refs = await demoStores(tx);
    const defs: MenuDef[] = [];
    for (const store of refs) {
      if (store.def.company === 'corner') {
        defs.push({ store, name: 'All Day', status: 'ACTIVE', channels: null });
        if (store.index % 2 === 0) {
          defs.push({ store, name: 'Breakfast', status: store.index === 4 ? 'INACTIVE' : 'ACTIVE', channels: [DOORDASH, UBEREATS] });
        }
      } else if (store.def.company === 'quick') {
        defs.push({ store, name: 'All Day', status: 'ACTIVE', channels: null });
      }
    }
    const inserted = await tx
      .insert(menus)
      .values(
        defs.map((def) => ({
          storeId: def.store.id,
          menuName: def.name,
          status: def.status,
          isDefault: def.name === 'All Day',
          externalMenuId: def.name === 'All Day' ? `menu-${def.store.def.company}-${def.store.index + 1}` : null,
          availableChannels: def.channels,
          createdAt: ago(ctx, (200 - def.store.index) * DAY),
        })),
      )
      .returning({ id: menus.id });
    const menuRefs = defs.map((def, index) => ({ ...def, id: inserted[index].id }));

    const hourRows = menuRefs.flatMap((menu) => {
      if (menu.name === 'Breakfast') {
        return Array.from({ length: 7 }, (_, day) => ({
          menuId: menu.id,
          dayOfWeek: day,
          openTime: time(day < 5 ? 7 : 8),
          closeTime: time(day < 5 ? 11 : 12),
          isClosed: false,
        }));
      }
      return weeklyHours(menu.store.def.hours ?? 'standard').map((row) => ({ menuId: menu.id, ...row }));
    });
    await insertChunks(hourRows, (part) => tx.insert(menuHours).values(part).returning({ id: menuHours.id }));

    const items = await demoStoreItems(tx);
    const itemRows = menuRefs.flatMap((menu) =>
      items
        .filter(
          (item) =>
            item.storeId === menu.store.id &&
            item.sellIndependently &&
            item.saleState !== 'needs_review' &&
            (menu.name === 'All Day' || BREAKFAST_CATEGORIES.includes(item.category)),
        )
        .map((item) => ({ menuId: menu.id, storeItemId: item.id, active: item.saleState === 'for_sale' })),
    );
    await insertChunks(itemRows, (part) => tx.insert(menuItems).values(part).returning({ id: menuItems.menuId }));

    // Rules on store #1: All Day leaves out tobacco; Breakfast adds bakery and dairy best sellers.
    const storeOneMenus = menuRefs.filter((menu) => menu.store.index === 0);
    for (const menu of storeOneMenus) {
      const [rule] = await tx
        .insert(menuRules)
        .values({ menuId: menu.id, type: menu.name === 'All Day' ? 'remove' : 'add' })
        .returning({ id: menuRules.id });
      await tx.insert(menuRuleBlocks).values(
        menu.name === 'All Day'
          ? [{ menuId: menu.id, menuRuleId: rule.id, operationId: 1, subject: 'category', operator: 'equal' as const, values: ['Tobacco'] }]
          : [
              { menuId: menu.id, menuRuleId: rule.id, operationId: 1, subject: 'category', operator: 'equal' as const, values: ['Bakery', 'Dairy'] },
              { menuId: menu.id, menuRuleId: rule.id, operationId: 2, subject: 'name', operator: 'not_contains' as const, values: ['Ice Cream'] },
            ],
      );
    }

    // Menu pushes of store #1: one done, one failed, one running.
    const allDay = storeOneMenus.find((menu) => menu.name === 'All Day');
    const storeOne = refs[0].id;
    await tx.insert(menuSyncStatus).values([
      { storeId: storeOne, partnerId: DOORDASH, menuId: allDay?.id ?? null, status: 'completed', message: 'Menu published to DoorDash.', createdAt: ago(ctx, 2 * DAY) },
      { storeId: storeOne, partnerId: GRUBHUB, menuId: allDay?.id ?? null, status: 'failed', message: 'GrubHub rejected 3 items without a price.', createdAt: ago(ctx, DAY) },
      { storeId: storeOne, partnerId: UBEREATS, menuId: allDay?.id ?? null, status: 'in_progress', createdAt: ago(ctx, 5 * 60_000) },
    ]);
  },
};
