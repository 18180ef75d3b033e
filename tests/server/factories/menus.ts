import type { Db } from '../../../server/db/client.ts';
import { menuHours, menuItems, menus } from '../../../server/db/schema/index.ts';
import { weeklyHours } from '../../../server/db/seed/demo/hours.ts';
import { unique } from './sequence.ts';

export interface MenuOverrides {
  menuName?: string;
  status?: 'ACTIVE' | 'INACTIVE';
  isDefault?: boolean;
  availableChannels?: number[] | null;
  /** store items on the menu */
  storeItemIds?: readonly number[];
}

/** An active menu of the store with a standard week of hours. */
export async function createMenu(db: Db, storeId: number, overrides: MenuOverrides = {}): Promise<{ id: number; menuName: string }> {
  const menuName = overrides.menuName ?? unique('Factory Menu');
  const [row] = await db
    .insert(menus)
    .values({
      storeId,
      menuName,
      status: overrides.status ?? 'ACTIVE',
      isDefault: overrides.isDefault ?? false,
      availableChannels: overrides.availableChannels ?? null,
    })
    .returning({ id: menus.id });
  await db.insert(menuHours).values(weeklyHours('standard').map((hours) => ({ menuId: row.id, ...hours })));
  if (overrides.storeItemIds?.length) {
    await db.insert(menuItems).values(overrides.storeItemIds.map((storeItemId) => ({ menuId: row.id, storeItemId })));
  }
  return { id: row.id, menuName };
}
