import { useQuery } from '@tanstack/react-query';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { STORE_ITEMS } from './useInventoryData.ts';
import { useAlertOnError } from './useAlertOnError.ts';

const CHOICES_STALE_MS = 60_000;

/** The categories the store's items use, with their item counts (the category filter). */
export function useStoreCategories(storeId: number, enabled: boolean) {
  const dataProvider = useLsmDataProvider();
  const query = useQuery({
    queryKey: [STORE_ITEMS, 'categories', storeId],
    queryFn: () => dataProvider.getInventoryStoreCategories(storeId),
    enabled: enabled && storeId > 0,
    retry: false,
  });
  useAlertOnError(query.error, 'unable_to_fetch_categories_list');
  return query.data ?? [];
}

/** Every menu of the store (menu filter and the item's menus). */
export function useStoreMenus(storeId: number, enabled: boolean) {
  const dataProvider = useLsmDataProvider();
  const query = useQuery({
    queryKey: ['store-menus', storeId],
    queryFn: () => dataProvider.getInventoryMenus(storeId),
    enabled: enabled && storeId > 0,
    staleTime: CHOICES_STALE_MS,
    retry: false,
  });
  useAlertOnError(query.error, 'unable_to_fetch_store_menus');
  return query.data ?? [];
}

/** The store's modifier groups (the item form). */
export function useModifierGroupChoices(storeId: number, enabled: boolean) {
  const dataProvider = useLsmDataProvider();
  const query = useQuery({
    queryKey: ['store-modifier-groups', storeId],
    queryFn: () => dataProvider.getInventoryModifierGroups(storeId),
    enabled: enabled && storeId > 0,
    staleTime: CHOICES_STALE_MS,
    retry: false,
  });
  useAlertOnError(query.error, 'unable_to_fetch_data');
  return query.data ?? [];
}

/** Every category of the catalogue (the item form). */
export function useCategoryChoices(enabled: boolean) {
  const dataProvider = useLsmDataProvider();
  const query = useQuery({
    queryKey: ['catalogue-categories'],
    queryFn: () => dataProvider.getCatalogueCategories(),
    enabled,
    staleTime: CHOICES_STALE_MS,
    retry: false,
  });
  useAlertOnError(query.error, 'unable_to_fetch_categories_list');
  return query.data ?? [];
}

/** The sub-categories of the category named (none without a category). */
export function useSubCategoryChoices(categoryName: string | null) {
  const dataProvider = useLsmDataProvider();
  const query = useQuery({
    queryKey: ['catalogue-sub-categories', categoryName],
    queryFn: () => dataProvider.getCatalogueSubCategories(categoryName ?? ''),
    enabled: categoryName !== null,
    staleTime: CHOICES_STALE_MS,
    retry: false,
  });
  useAlertOnError(query.error, 'unable_to_fetch_sub_categories_list');
  return categoryName === null ? [] : (query.data ?? []);
}
