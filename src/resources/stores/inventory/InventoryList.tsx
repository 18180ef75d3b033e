import { keepPreviousData } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import type { SaleState, StoreItem } from '../../../contract/inventory.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { ListPagination } from '../../../custom/list/ListPagination.tsx';
import { ListShell } from '../../../custom/list/ListShell.tsx';
import { SearchSuggestions } from '../../../custom/list/SearchSuggestions.tsx';
import { useSelectionFollowsFilters } from '../../../custom/list/useSelectionFollowsFilters.ts';
import { InventoryBulkButtons } from './InventoryBulkButtons.tsx';
import { InventoryCounts } from './InventoryCounts.tsx';
import { InventoryFilterBar } from './InventoryFilterBar.tsx';
import { DEFAULT_SORT } from '../../../providers/data/inventoryFilters.ts';
import { InventoryTable } from './InventoryTable.tsx';

interface InventoryListProps {
  storeId: number;
  canEdit: boolean;
  onOpen: (item: StoreItem) => void;
  onDelete: (item: StoreItem) => void;
  onSaleState: (item: StoreItem, state: SaleState) => void;
  onDone: (message: string) => void;
  refresh: () => Promise<void>;
}

const queryOptions = {
  placeholderData: keepPreviousData,
  retry: false,
  onError: (error: unknown) => alertFailure('unable_to_fetch_data', error),
} as const;

/**
 * The store's items on react-admin's list controller: counts, filters, 20 a page sorted by name, selection
 * with the bulk actions. The tab's URL belongs to the store page, so the list keeps its filters, sort and
 * page in react-admin's store: back on the tab, the same list shows.
 */
export const InventoryList = ({ storeId, ...body }: InventoryListProps) => (
  <ListShell<StoreItem>
    resource="store-items"
    filter={{ storeId }}
    sort={{ field: DEFAULT_SORT.order, order: DEFAULT_SORT.direction }}
    storeKey={`store-items.${storeId}.listParams`}
    queryOptions={{ ...queryOptions, enabled: storeId > 0 }}
  >
    <InventoryListBody storeId={storeId} {...body} />
  </ListShell>
);

const InventoryListBody = ({ storeId, canEdit, onOpen, onDelete, onSaleState, onDone, refresh }: InventoryListProps) => {
  const { isPending, filterValues, setFilters } = useListContext<StoreItem>();
  useSelectionFollowsFilters();
  // The counts and the filter choices are asked for once the first page has arrived: on a large store they
  // are the slower calls, and sent with the list they hold it up on the server.
  const listArrived = !isPending;
  return (
    <>
      <InventoryCounts storeId={storeId} enabled={listArrived} />
      <InventoryFilterBar storeId={storeId} choicesEnabled={listArrived} />
      <SearchSuggestions onPick={(search) => setFilters({ ...filterValues, search })} />
      <InventoryTable
        bulkActions={canEdit ? <InventoryBulkButtons storeId={storeId} onDone={onDone} refresh={refresh} /> : null}
        canEdit={canEdit}
        onOpen={onOpen}
        onDelete={onDelete}
        onSaleState={onSaleState}
      />
      <ListPagination label="lsm.inventory.list.pages" />
    </>
  );
};
