import LinkOffIcon from '@mui/icons-material/LinkOff';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { EmployeeStoreRow } from '../../contract/employees.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';

interface AssignedStoresTableProps {
  userId: number;
  stores: readonly EmployeeStoreRow[];
  canUnlink: boolean;
}

/** The employee's stores; each can be unlinked (DELETE /stores/{storeId}/store-employees/{userId}). */
export const AssignedStoresTable = ({ userId, stores, canUnlink }: AssignedStoresTableProps) => {
  const translate = useTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const unlink = useMutation({
    mutationFn: (storeId: number) => dataProvider.unlinkEmployeeStore(storeId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['employees'] }),
    onError: (error) => alertFailure('unable_to_unlink_store', error),
  });
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('lsm.employees.stores.name')}</TableCell>
          <TableCell>{translate('lsm.employees.stores.address')}</TableCell>
          {canUnlink && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {stores.map((store) => {
          const label = translate('lsm.employees.stores.unlink', { name: store.name });
          return (
            <TableRow key={store.id}>
              <TableCell>{store.name}</TableCell>
              <TableCell>{store.address ?? ''}</TableCell>
              {canUnlink && (
                <TableCell align="right">
                  <Tooltip title={label}>
                    <IconButton aria-label={label} disabled={unlink.isPending} onClick={() => unlink.mutate(store.id)}>
                      <LinkOffIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
