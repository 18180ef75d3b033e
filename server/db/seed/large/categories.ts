// The categories and sub-categories created by seedReference().
import type { Db } from '../../client.ts';
import { subCategories } from '../../schema/index.ts';

export interface CategoryPair {
  categoryId: number;
  subCategoryId: number;
}

export async function categoryPairs(db: Db): Promise<CategoryPair[]> {
  const rows = await db
    .select({ categoryId: subCategories.categoryId, subCategoryId: subCategories.id })
    .from(subCategories)
    .orderBy(subCategories.id);
  if (rows.length === 0) throw new Error('No sub-categories: run seedReference first');
  return rows;
}
