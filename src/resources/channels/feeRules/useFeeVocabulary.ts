import { useMemo } from 'react';
import { useCategories, useTags } from '../../items/choices/useCatalogueChoices.ts';
import { usePartners } from '../../menus/usePartners.ts';

export interface Choice {
  id: string;
  name: string;
}

/** The names a fee rule refers to: partners (by id), categories and tags (by id as text, as scope_values holds them). */
export function useFeeVocabulary() {
  const partners = usePartners();
  const categories = useCategories();
  const tags = useTags();
  return useMemo(() => {
    const categoryChoices: Choice[] = categories.map((category) => ({ id: String(category.id), name: category.name }));
    const tagChoices: Choice[] = tags.map((tag) => ({ id: String(tag.id), name: tag.name }));
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
