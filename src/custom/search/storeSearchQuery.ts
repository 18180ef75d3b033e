import type { StoreListQuery } from '../../contract/stores.ts';
import { PAGE_SIZE } from '../../domain/paging.ts';

/** What the global search sends to GET /stores/ (spec 000 §7): leading whitespace stripped, by name, first page. */
export function storeSearchQuery(text: string, companyId: number | null): StoreListQuery {
  return {
    limit: PAGE_SIZE,
    offset: 0,
    company_id: companyId ?? undefined,
    order_column: 'name',
    sort_direction: 'ASC',
    search_string: text.trimStart(),
  };
}
