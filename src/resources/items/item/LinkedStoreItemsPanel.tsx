import { Box } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable } from 'react-admin';
import type { LinkedStoreItem } from '../../../contract/catalogue.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { ListPagination } from '../../../custom/list/ListPagination.tsx';
import { ListShell } from '../../../custom/list/ListShell.tsx';
import { ResponsiveList } from '../../../custom/list/ResponsiveList.tsx';
import { formatPrice } from '../../../domain/numbers.ts';
import { retryNetworkFailure } from '../choices/retryPolicy.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { messageKeyOf } from '../../../providers/i18n/messageKeys.ts';

const Column = DataTable.Col<LinkedStoreItem>;

const queryOptions = {
  placeholderData: keepPreviousData,
  retry: retryNetworkFailure,
  onError: (error: unknown) => alertFailure('unable_to_fetch_data', error),
};

/** The store items linked with the global item (GET /inventory/{id}/store-items-linked-with-global-item), 20 a page. */
export const LinkedStoreItemsPanel = ({ itemId }: { itemId: number }) => {
  const translate = useLsmTranslate();
  const active = (row: LinkedStoreItem) => translate(`lsm.globalItems.status.${row.active ? 'active' : 'inactive'}`);
  const state = (row: LinkedStoreItem) => translate(messageKeyOf('lsm.globalItems.store_items.states', row.sale_state), { _: row.sale_state });
  const empty = <Box sx={{ color: 'text.secondary' }}>{translate('lsm.globalItems.store_items.empty')}</Box>;
  return (
    <ListShell<LinkedStoreItem> resource="linked-store-items" filter={{ itemId }} queryOptions={queryOptions}>
      <ResponsiveList<LinkedStoreItem>
        card={{ primaryText: (row) => row.name, secondaryText: (row) => row.store_name, tertiaryText: state, rowClick: false, empty }}
        table={
          <DataTable<LinkedStoreItem> rowClick={false} bulkActionButtons={false} empty={empty}>
            <Column source="store_name" label="lsm.globalItems.store_items.store" disableSort />
            <Column source="name" label="lsm.globalItems.store_items.name" disableSort />
            <Column label="lsm.globalItems.store_items.upc" render={(row) => row.upc ?? ''} />
            <Column label="lsm.globalItems.store_items.price" render={(row) => `$${formatPrice(row.price)}`} />
            <Column label="lsm.globalItems.store_items.active" render={active} />
            <Column label="lsm.globalItems.store_items.state" render={state} />
          </DataTable>
        }
      />
      <ListPagination label="lsm.globalItems.store_items.pages" />
    </ListShell>
  );
};
