import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GlobalItemCreateBody, GlobalItemUpdateBody } from '../../../src/contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { categories, globalItems, globalItemTags, itemTags, storeItems, stores, subCategories } from '../../db/schema/index.ts';
import type { AuthContext } from '../../http/access.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { isInternal } from '../../http/tenancy.ts';
import { normaliseGtin } from '../../../src/domain/matching/gtin.ts';

type Fields = GlobalItemCreateBody | GlobalItemUpdateBody;

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** Category and sub-category must exist, and the sub-category must belong to the category. */
async function resolveCategory(db: Db, body: Fields, current?: { categoryId: number | null }) {
  const out: { categoryId?: number | null; subCategoryId?: number | null } = {};
  if (body.category !== undefined) {
    if (body.category !== null) {
      const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, body.category));
      if (!found) throw badRequest('category does not exist');
    }
    out.categoryId = body.category;
  }
  if (body.subcategory !== undefined) {
    if (body.subcategory !== null) {
      const [sub] = await db.select({ categoryId: subCategories.categoryId }).from(subCategories).where(eq(subCategories.id, body.subcategory));
      if (!sub) throw badRequest('subcategory does not exist');
      const categoryId = out.categoryId !== undefined ? out.categoryId : (current?.categoryId ?? null);
      if (categoryId === null) out.categoryId = sub.categoryId;
      else if (categoryId !== sub.categoryId) throw badRequest('subcategory does not belong to the category');
    }
    out.subCategoryId = body.subcategory;
  } else if (out.categoryId !== undefined && current && out.categoryId !== current.categoryId) {
    // A new category drops a sub-category of the old one.
    out.subCategoryId = null;
  }
  return out;
}

/**
 * The rows an item refers to must be its own company's (a parent may also be a platform item). A row of
 * another company is answered exactly like a missing one, so the answer tells nothing about it.
 */
async function assertReferences(db: Db, body: Fields, companyId: number | null) {
  if (body.parent_item_id != null) {
    const [parent] = await db
      .select({ id: globalItems.id })
      .from(globalItems)
      .where(
        and(
          eq(globalItems.id, body.parent_item_id),
          isNull(globalItems.deletedAt),
          sql`(${globalItems.companyId} is null or ${globalItems.companyId} is not distinct from ${companyId})`,
        ),
      );
    if (!parent) throw badRequest('parent_item_id does not exist');
  }
  if (body.store_item_id != null) {
    const [item] = await db
      .select({ id: storeItems.id })
      .from(storeItems)
      .innerJoin(stores, eq(stores.id, storeItems.storeId))
      .where(and(eq(storeItems.id, body.store_item_id), sql`${stores.companyId} is not distinct from ${companyId}`));
    if (!item) throw badRequest('store_item_id does not exist');
  }
}

function columnsOf(body: Fields) {
  const images = body.images === undefined && body.image === undefined ? undefined : [...new Set([...(body.image ? [body.image] : []), ...(body.images ?? [])])];
  return {
    name: body.name?.trim(),
    status: body.status,
    upc: body.upc === undefined ? undefined : body.upc || null,
    gtin: body.upc === undefined ? undefined : normaliseGtin(body.upc),
    retailPrice: body.retail_price,
    images,
    description: blankToNull(body.description),
    size: blankToNull(body.size),
    unitCount: body.unit_count,
    storeItemId: body.store_item_id,
    parentItemId: body.parent_item_id,
  };
}

const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

function assertPrice(price: number | null | undefined) {
  if (price != null && Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) throw badRequest('retail_price must have at most 2 decimals');
}

export async function createGlobalItem(db: Db, auth: AuthContext, body: GlobalItemCreateBody): Promise<number> {
  let companyId: number | null;
  if (isInternal(auth)) companyId = body.company_id ?? null;
  else {
    if (body.company_id !== undefined && body.company_id !== auth.companyId) throw forbidden("You don't have access to this company");
    companyId = auth.companyId;
  }
  assertPrice(body.retail_price);
  const category = await resolveCategory(db, body);
  await assertReferences(db, body, companyId);
  const tagIds = [...new Set(body.tags ?? [])];
  if (tagIds.length) {
    const found = await db.select({ id: itemTags.id }).from(itemTags).where(inArray(itemTags.id, tagIds));
    if (found.length !== tagIds.length) throw badRequest('tags contains an id that does not exist');
  }
  return db.transaction(async (tx) => {
    const { name, ...rest } = columnsOf(body);
    const [created] = await tx
      .insert(globalItems)
      .values({ ...defined(rest), ...defined(category), name: name!, companyId })
      .returning({ id: globalItems.id });
    if (tagIds.length) await tx.insert(globalItemTags).values(tagIds.map((tagId) => ({ globalItemId: created.id, tagId })));
    return created.id;
  });
}

export async function updateGlobalItem(db: Db, id: number, body: GlobalItemUpdateBody): Promise<void> {
  assertPrice(body.retail_price);
  const [current] = await db.select({ categoryId: globalItems.categoryId, companyId: globalItems.companyId }).from(globalItems).where(eq(globalItems.id, id));
  const category = await resolveCategory(db, body, current);
  await assertReferences(db, body, current?.companyId ?? null);
  if (body.parent_item_id === id) throw badRequest('parent_item_id cannot be the item itself');
  await db
    .update(globalItems)
    .set({ ...defined(columnsOf(body)), ...defined(category), updatedAt: sql`now()` })
    .where(eq(globalItems.id, id));
}

/** Soft delete: the row stays, store items keep pointing at it. */
export async function deleteGlobalItem(db: Db, id: number): Promise<void> {
  await db.update(globalItems).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(globalItems.id, id));
}
