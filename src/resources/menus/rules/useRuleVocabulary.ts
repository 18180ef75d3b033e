import { useQuery } from '@tanstack/react-query';
import type { RuleSubject } from '../../../domain/menuRules.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';

const VOCABULARY_STALE_MS = 60_000;

/** Values offered per subject: the store's categories and the tags; other subjects are typed. */
export function useRuleVocabulary(storeId: number): Partial<Record<RuleSubject, string[]>> {
  const dataProvider = useLsmDataProvider();
  const categories = useQuery({
    queryKey: ['menu-rule-categories', storeId],
    queryFn: () => dataProvider.getInventoryStoreCategories(storeId),
    staleTime: VOCABULARY_STALE_MS,
    retry: false,
  });
  const tags = useQuery({ queryKey: ['menu-rule-tags'], queryFn: () => dataProvider.getCatalogueTags(), staleTime: VOCABULARY_STALE_MS, retry: false });
  return {
    category: (categories.data ?? []).map((category) => category.name),
    tag: (tags.data ?? []).map((tag) => tag.name),
  };
}
