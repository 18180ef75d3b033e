import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatPrice } from '../../../domain/numbers.ts';
import { offsetOf, PAGE_SIZE } from '../../../domain/paging.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { ListPagination } from '../../companies/list/ListPagination.tsx';
import { retryNetworkFailure } from '../choices/retryPolicy.ts';

const COLUMNS = ['store', 'name', 'upc', 'price', 'active', 'state'] as const;

/** The store items linked with the global item (GET /inventory/{id}/store-items-linked-with-global-item). */
export const LinkedStoreItemsPanel = ({ itemId }: { itemId: number }) => {
  const translate = useTranslate();
  const dataProvider = useLsmDataProvider();
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery({
    queryKey: ['items', 'storeItems', itemId, page],
    queryFn: async () => {
      try {
        return await dataProvider.getGlobalItemStoreItems(itemId, { offset: offsetOf(page), limit: PAGE_SIZE });
      } catch (error) {
        alertFailure('unable_to_fetch_data', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    retry: retryNetworkFailure,
  });
  const rows = data?.list ?? [];
  if (!isPending && rows.length === 0) {
    return <Typography color="text.secondary">{translate('lsm.globalItems.store_items.empty')}</Typography>;
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`lsm.globalItems.store_items.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.store_name}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.upc ?? ''}</TableCell>
              <TableCell>${formatPrice(row.price)}</TableCell>
              <TableCell>{translate(`lsm.globalItems.status.${row.active ? 'active' : 'inactive'}`)}</TableCell>
              <TableCell>{translate(`lsm.globalItems.store_items.states.${row.sale_state}`, { _: row.sale_state })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListPagination label="lsm.globalItems.store_items.pages" total={data?.count ?? 0} page={page} onPage={setPage} />
    </Box>
  );
};
