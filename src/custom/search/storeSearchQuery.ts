import type { GetListParams } from 'react-admin';
import { PAGE_SIZE } from '../../domain/paging.ts';

/** The `stores` getList of the global search (spec 000 §7, GET /stores/): leading whitespace stripped, by name, first page. */
export function storeSearchQuery(text: string, companyId: number | null): GetListParams {
  return {
    pagination: { page: 1, perPage: PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
    filter: { q: text.trimStart(), ...(companyId === null ? {} : { company_id: companyId }) },
  };
}
