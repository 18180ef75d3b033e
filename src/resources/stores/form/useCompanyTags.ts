import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyTag } from '../../../contract/companies.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';

export const companyTagsKey = (companyId: number) => ['companies', 'tags', companyId] as const;

/** GET /stores/company/{id}/tags, and a function creating tags with POST /stores/company/{id}/tags. */
export function useCompanyTags(companyId: number | null) {
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: companyTagsKey(companyId ?? 0),
    queryFn: () => dataProvider.getCompanyTags(companyId ?? 0),
    enabled: companyId !== null,
    retry: false,
  });
  const addTag = async (name: string): Promise<CompanyTag | undefined> => {
    if (companyId === null || !name.trim()) return undefined;
    const created = await dataProvider.addCompanyTags(companyId, [name]);
    await queryClient.invalidateQueries({ queryKey: companyTagsKey(companyId) });
    return created.find((tag) => tag.tag_name === name.trim()) ?? created[0];
  };
  return { tags: query.data ?? [], addTag };
}
