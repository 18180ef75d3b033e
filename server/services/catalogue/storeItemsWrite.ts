import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type SaleState,
  type StoreItemCreateBody,
  type StoreItemUpdateBody,
} from '../../../src/contract/inventory.ts';
import type { Db } from '../../db/client.ts';
import { categories, globalItems, storeItems, subCategories } from '../../db/schema/index.ts';
import { truncateDescription } from '../../../src/domain/numbers.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { normaliseGtin } from '../../../src/domain/matching/gtin.ts';
import { lockStores } from '../locks.ts';
import { keepMenusCurrent } from '../menus/upkeep.ts';
import { enqueueMatching } from '../matching/enqueue.ts';
import { replaceMenus, replaceModifierGroups } from './storeItemLinks.ts';

type Fields = StoreItemCreateBody | StoreItemUpdateBody;

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
const cut = (value: string | null | undefined) => (value == null ? value : truncateDescription(value));
const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

async function assertReferences(db: Db, body: Fields, companyId: number) {
  if (body.category != null) {
    const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, body.category));
    if (!found) throw badRequest('category does not exist');
  }
  if (body.sub_category != null) {
    const [sub] = await db.select({ categoryId: subCategories.categoryId }).from(subCategories).where(eq(subCategories.id, body.sub_category));
    if (!sub) throw badRequest('sub_category does not exist');
    if (body.category != null && sub.categoryId !== body.category) throw badRequest('sub_category does not belong to the category');
  }
  if (body.item_id != null) {
    const [item] = await db
      .select({ companyId: globalItems.companyId })
      .from(globalItems)
      .where(and(eq(globalItems.id, body.item_id), isNull(globalItems.deletedAt)));
    if (!item || (item.companyId !== null && item.companyId !== companyId)) throw badRequest('item_id is not a global item of this company');
  }
}

function columnsOf(body: Fields) {
  return {
    upc: body.upc === undefined ? undefined : body.upc || null,
    gtin: body.upc === undefined ? undefined : normaliseGtin(body.upc),
    size: blankToNull(body.size),
    unitCount: body.unit_count,
    description: cut(blankToNull(body.description)),
    active: body.active,
    sellIndependently: body.sell_independently,
    images: body.images,
    categoryId: body.category,
    subCategoryId: body.sub_category,
    itemId: body.item_id,
    isRestricted: body.is_restricted,
    externalId: blankToNull(body.external_id),
    saleState: body.sale_state,
  };
}

/** POST: price in cents, quantity 1 (available) or 0; stored as dollars. */
export async function createStoreItem(db: Db, storeId: number, companyId: number, body: StoreItemCreateBody): Promise<number> {
  await assertReferences(db, body, companyId);
  const quantity = body.quantity ?? 1;
  const saleState: SaleState = body.sale_state ?? (quantity === 0 ? 'out_of_stock' : 'for_sale');
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(storeItems)
      .values({
        ...defined(columnsOf(body)),
        storeId,
        name: body.name.trim(),
        price: body.price / 100,
        quantity,
        active: body.active ?? quantity > 0,
        saleState,
      })
      .returning({ id: storeItems.id });
    await keepMenusCurrent(tx, storeId, [created.id], { created: true });
    await enqueueMatching(tx, storeId);
    return created.id;
  });
}

/** PUT: price in dollars (at most two decimals), the item id in the body; menus and modifier_groups replace the links. */
export async function updateStoreItem(db: Db, storeId: number, companyId: number, body: StoreItemUpdateBody): Promise<void> {
  if (body.price !== undefined && Math.abs(body.price * 100 - Math.round(body.price * 100)) > 1e-6) {
    throw badRequest('price must have at most 2 decimals');
  }
  await assertReferences(db, body, companyId);
  await db.transaction(async (tx) => {
    // The item's modifier groups are links a group's save writes too (its linked items): both wait for the store's row.
    if (body.modifier_groups) await lockStores(tx, [storeId]);
    const updated = await tx
      .update(storeItems)
      .set({ ...defined(columnsOf(body)), name: body.name?.trim(), price: body.price, quantity: body.quantity, updatedAt: sql`now()` })
      .where(and(eq(storeItems.id, body.id), eq(storeItems.storeId, storeId), isNull(storeItems.deletedAt)))
      .returning({ id: storeItems.id });
    if (!updated.length) throw notFound('Store item not found');
    if (body.modifier_groups) await replaceModifierGroups(tx, storeId, body.id, body.modifier_groups);
    await keepMenusCurrent(tx, storeId, [body.id]);
    if (body.menus) await replaceMenus(tx, storeId, body.id, body.menus);
    await enqueueMatching(tx, storeId);
  });
}

export async function deleteStoreItem(db: Db, storeId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .update(storeItems)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(storeItems.id, id), eq(storeItems.storeId, storeId), isNull(storeItems.deletedAt)))
      .returning({ id: storeItems.id });
    if (!deleted.length) throw notFound('Store item not found');
    await keepMenusCurrent(tx, storeId, [id]);
  });
}
