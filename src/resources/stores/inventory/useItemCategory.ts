import { useWatch } from 'react-hook-form';
import type { StoreItem } from '../../../contract/inventory.ts';
import type { StoreItemFormValues } from './storeItemPayload.ts';
import { useCategoryChoices, useSubCategoryChoices } from './useInventoryChoices.ts';

/** The item form's category chosen, with its name, the category choices and the chosen one's sub-categories. */
export function useItemCategory(item: StoreItem | null) {
  const categoryId = useWatch<StoreItemFormValues, 'categoryId'>({ name: 'categoryId' });
  const categories = useCategoryChoices(true);
  // the item's own category is named before the choices arrive
  const known = item?.category?.id === categoryId ? item.category.name : null;
  const categoryName = categoryId === null ? null : (categories.find((category) => category.id === categoryId)?.name ?? known);
  const subCategories = useSubCategoryChoices(categoryName);
  return { categoryId, categoryName, categories, subCategories };
}
