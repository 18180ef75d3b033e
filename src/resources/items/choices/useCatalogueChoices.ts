import { useQuery } from '@tanstack/react-query';
import type { Category, IdName, SubCategory } from '../../../contract/catalogue.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { retryNetworkFailure } from './retryPolicy.ts';

const STALE_MS = 5 * 60_000;

/** Runs a call and raises the catalogue alert `name` when it fails, then fails too. */
async function alerting<T>(call: () => Promise<T>, name: Parameters<typeof alertFailure>[0]): Promise<T> {
  try {
    return await call();
  } catch (error) {
    alertFailure(name, error);
    throw error;
  }
}

/** GET /inventory/category/all; "Unable to fetch categories list" on failure. */
export function useCategories(): Category[] {
  const dataProvider = useLsmDataProvider();
  const { data } = useQuery({
    queryKey: ['catalogue', 'categories'],
    queryFn: () => alerting(() => dataProvider.getCatalogueCategories(), 'unable_to_fetch_categories_list'),
    staleTime: STALE_MS,
    retry: retryNetworkFailure,
  });
  return data ?? [];
}

/** GET /inventory/tags; "Unable to fetch tags list" on failure. */
export function useTags(): IdName[] {
  const dataProvider = useLsmDataProvider();
  const { data } = useQuery({
    queryKey: ['catalogue', 'tags'],
    queryFn: () => alerting(() => dataProvider.getCatalogueTags(), 'unable_to_fetch_tags_list'),
    staleTime: STALE_MS,
    retry: retryNetworkFailure,
  });
  return data ?? [];
}

/** GET /inventory/subcategory/select?category_name (none while no category is chosen). */
export function useSubCategories(categoryName: string | null): SubCategory[] {
  const dataProvider = useLsmDataProvider();
  const { data } = useQuery({
    queryKey: ['catalogue', 'subcategories', categoryName],
    queryFn: () => alerting(() => dataProvider.getCatalogueSubCategories(categoryName ?? ''), 'unable_to_fetch_sub_categories_list'),
    enabled: categoryName !== null,
    staleTime: STALE_MS,
    retry: retryNetworkFailure,
  });
  return categoryName === null ? [] : (data ?? []);
}
