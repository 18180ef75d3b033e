import type { Db } from '../../../server/db/client.ts';
import { globalItems, storeItems } from '../../../server/db/schema/index.ts';
import { unique } from './sequence.ts';

export type GlobalItemOverrides = Partial<Omit<typeof globalItems.$inferInsert, 'id' | 'companyId'>>;

/** An active global item of the company's catalogue. */
export async function createGlobalItem(db: Db, companyId: number, overrides: GlobalItemOverrides = {}): Promise<{ id: number; name: string }> {
  const name = overrides.name ?? unique('Factory Item');
  const [row] = await db
    .insert(globalItems)
    .values({ retailPrice: 2.99, size: '12 oz', unitCount: 1, ...overrides, companyId, name })
    .returning({ id: globalItems.id });
  return { id: row.id, name };
}

export type StoreItemOverrides = Partial<Omit<typeof storeItems.$inferInsert, 'id' | 'storeId'>>;

/** An item for sale in the store (linked to a global item when `itemId` is given). */
export async function createStoreItem(db: Db, storeId: number, overrides: StoreItemOverrides = {}): Promise<{ id: number; name: string }> {
  const name = overrides.name ?? unique('Factory Store Item');
  const [row] = await db
    .insert(storeItems)
    .values({ price: 3.49, quantity: 10, ...overrides, storeId, name })
    .returning({ id: storeItems.id });
  return { id: row.id, name };
}
