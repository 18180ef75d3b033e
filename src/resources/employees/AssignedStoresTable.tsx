import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataTable, useTranslate } from 'react-admin';
import type { EmployeeStoreRow } from '../../contract/employees.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { ResponsiveList } from '../../custom/list/ResponsiveList.tsx';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';

interface AssignedStoresTableProps {
  userId: number;
  canUnlink: boolean;
}

const Column = DataTable.Col<EmployeeStoreRow>;

/** The employee's stores (cards below 768 px); each can be unlinked (DELETE /stores/{storeId}/store-employees/{userId}). */
export const AssignedStoresTable = ({ userId, canUnlink }: AssignedStoresTableProps) => {
  const translate = useTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const unlink = useMutation({
    mutationFn: (storeId: number) => dataProvider.unlinkEmployeeStore(storeId, userId),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['employees'] }), queryClient.invalidateQueries({ queryKey: ['employee-stores'] })]),
    onError: (error) => alertFailure('unable_to_unlink_store', error),
  });
  const unlinkButton = (store: EmployeeStoreRow) => {
    const label = translate('lsm.employees.stores.unlink', { name: store.name });
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} disabled={unlink.isPending} onClick={() => unlink.mutate(store.id)}>
          <LinkOffIcon />
        </IconButton>
      </Tooltip>
    );
  };
  const empty = <Box sx={{ color: 'text.secondary' }}>{translate('lsm.employees.stores.empty')}</Box>;
  return (
    <ResponsiveList<EmployeeStoreRow>
      card={{ primaryText: (store) => store.name, secondaryText: (store) => store.address ?? '', rowClick: false, empty }}
      table={
        <DataTable<EmployeeStoreRow> rowClick={false} bulkActionButtons={false} empty={empty}>
          <Column source="name" label="lsm.employees.stores.name" disableSort />
          <Column label="lsm.employees.stores.address" render={(store) => store.address ?? ''} />
          {canUnlink && <Column label="" align="right" render={unlinkButton} />}
        </DataTable>
      }
    />
  );
};
