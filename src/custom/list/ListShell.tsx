import type { ReactNode } from 'react';
import { ListBase, type RaRecord, type SortPayload, type ListControllerProps } from 'react-admin';
import { PAGE_SIZE } from '../../domain/paging.ts';
import { PageBoundFilters } from './PageBoundFilters.tsx';

interface ListShellProps<RecordType extends RaRecord> {
  resource: string;
  /** filters the user cannot change (the company of a tab, the store of the inventory) */
  filter?: Record<string, unknown>;
  filterDefaultValues?: Record<string, unknown>;
  sort?: SortPayload;
  /**
   * A page-level list keeps filters, sort and page in the URL (reload, back and a shared link show the
   * same list); a list inside a tab or a dialog keeps them in its own state.
   */
  inUrl?: boolean;
  /**
   * A list in a tab whose URL belongs to the detail page (sidebarActiveTab) keeps its filters, sort and
   * page in react-admin's store under this key: back on the tab, the same list shows.
   */
  storeKey?: string;
  queryOptions?: ListControllerProps<RecordType>['queryOptions'];
  children: ReactNode;
}

/** Every list of the app: react-admin's list controller, 20 a page (spec 000 §9), filters typed 500 ms apart (PageBoundFilters). */
export const ListShell = <RecordType extends RaRecord>({
  resource,
  filter,
  filterDefaultValues,
  sort,
  inUrl = false,
  storeKey,
  queryOptions,
  children,
}: ListShellProps<RecordType>) => (
  <ListBase<RecordType>
    resource={resource}
    filter={filter}
    filterDefaultValues={filterDefaultValues}
    sort={sort}
    perPage={PAGE_SIZE}
    disableSyncWithLocation={!inUrl}
    storeKey={storeKey ?? false}
    queryOptions={queryOptions}
  >
    <PageBoundFilters>{children}</PageBoundFilters>
  </ListBase>
);
