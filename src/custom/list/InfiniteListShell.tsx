import type { ReactNode } from 'react';
import { InfiniteListBase, type InfiniteListControllerProps, type RaRecord } from 'react-admin';
import { PAGE_SIZE } from '../../domain/paging.ts';
import { PageBoundFilters } from './PageBoundFilters.tsx';

interface InfiniteListShellProps<RecordType extends RaRecord> {
  resource: string;
  /** filters the user cannot change (the store of the list) */
  filter?: Record<string, unknown>;
  queryOptions?: InfiniteListControllerProps<RecordType>['queryOptions'];
  children: ReactNode;
}

/**
 * A list that grows by "load more" (react-admin's infinite list controller), 20 rows at a time, its
 * filters typed 500 ms apart (PageBoundFilters) and kept in the URL: reload, back and a shared link show the same list.
 * Selection is react-admin's, like every list's; ListShell is the paged sibling.
 */
export const InfiniteListShell = <RecordType extends RaRecord>({ resource, filter, queryOptions, children }: InfiniteListShellProps<RecordType>) => (
  <InfiniteListBase<RecordType> resource={resource} filter={filter} perPage={PAGE_SIZE} storeKey={false} queryOptions={queryOptions}>
    <PageBoundFilters>{children}</PageBoundFilters>
  </InfiniteListBase>
);
