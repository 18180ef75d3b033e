import { sql } from 'drizzle-orm';
import type { ModifierGroupChoice } from '../../../src/contract/inventory.ts';
import type { StoreMenuSummary } from '../../../src/contract/storeMenuList.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

/** A store keeps a handful of menus and modifier groups; the cap only guards against a runaway store. */
const CHOICES_LIMIT = 1000;

export function listModifierGroupChoices(db: Db, storeId: number): Promise<ModifierGroupChoice[]> {
  return selectRows<ModifierGroupChoice & Record<string, unknown>>(
    db,
    sql`select id, name, active from modifier_groups where store_id = ${storeId} and deleted_at is null
        order by lower(name), id limit ${CHOICES_LIMIT}`,
  );
}

/** Every menu of the store: a menu named "All" first, then by name. */
export function listStoreMenus(db: Db, storeId: number): Promise<StoreMenuSummary[]> {
  return selectRows<StoreMenuSummary & Record<string, unknown>>(
    db,
    sql`select id, store_id, menu_name, status, is_default, external_menu_id, available_channels
        from menus where store_id = ${storeId} and deleted_at is null
        order by (lower(menu_name) = 'all') desc, lower(menu_name), id limit ${CHOICES_LIMIT}`,
  );
}
