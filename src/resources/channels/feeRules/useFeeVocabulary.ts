import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { usePartners } from '../../menus/usePartners.ts';

const STALE_MS = 5 * 60_000;

export interface Choice {
  id: string;
  name: string;
}

/**
 * The names a fee rule refers to: partners (by id), categories and tags (by id as text, as scope_values
 * holds them). The catalogue vocabularies are fetched only when something shows them (`withCatalogue`);
 * names that cannot be fetched show as ids.
 */
export function useFeeVocabulary(withCatalogue: boolean) {
  const dataProvider = useLsmDataProvider();
  const partners = usePartners();
  const options = { enabled: withCatalogue, staleTime: STALE_MS, retry: false } as const;
  const categories = useQuery({ queryKey: ['catalogue', 'categories'], queryFn: () => dataProvider.getCatalogueCategories(), ...options }).data;
  const tags = useQuery({ queryKey: ['catalogue', 'tags'], queryFn: () => dataProvider.getCatalogueTags(), ...options }).data;
  return useMemo(() => {
    const categoryChoices: Choice[] = (categories ?? []).map((category) => ({ id: String(category.id), name: category.name }));
    const tagChoices: Choice[] = (tags ?? []).map((tag) => ({ id: String(tag.id), name: tag.name }));
    const names = (choices: Choice[]) => new Map(choices.map((choice) => [choice.id, choice.name]));
    return {
      partners,
      partnerName: new Map(partners.map((partner) => [partner.id, partner.name])),
      categoryChoices,
      tagChoices,
      categoryName: names(categoryChoices),
      tagName: names(tagChoices),
    };
  }, [partners, categories, tags]);
}

export type FeeVocabulary = ReturnType<typeof useFeeVocabulary>;
