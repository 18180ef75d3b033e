import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, DataTable, useNotify } from 'react-admin';
import type { EmployeeStoreRow } from '../../contract/employees.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { ResponsiveList } from '../../custom/list/ResponsiveList.tsx';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface AssignedStoresTableProps {
  userId: number;
  canUnlink: boolean;
}

const Column = DataTable.Col<EmployeeStoreRow>;

/**
 * The employee's stores (cards below 768 px); each can be unlinked (DELETE /stores/{storeId}/store-employees/{userId})
 * after a confirmation.
 */
export const AssignedStoresTable = ({ userId, canUnlink }: AssignedStoresTableProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [confirming, setConfirming] = useState<EmployeeStoreRow | null>(null);
  const unlink = useMutation({
    mutationFn: (store: EmployeeStoreRow) => dataProvider.unlinkEmployeeStore(store.id, userId),
    onSuccess: async (_answer, store) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['employees'] }), queryClient.invalidateQueries({ queryKey: ['employee-stores'] })]);
      notify('lsm.confirm.unlink_store_done', { type: 'success', messageArgs: { name: store.name } });
    },
    onError: (error) => alertFailure('unable_to_unlink_store', error),
    onSettled: () => setConfirming(null),
  });
  const unlinkButton = (store: EmployeeStoreRow) => {
    const label = translate('lsm.employees.stores.unlink', { name: store.name });
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} disabled={unlink.isPending} onClick={() => setConfirming(store)}>
          <LinkOffIcon />
        </IconButton>
      </Tooltip>
    );
  };
  const empty = <Box sx={{ color: 'text.secondary' }}>{translate('lsm.employees.stores.empty')}</Box>;
  return (
    <>
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
      <Confirm
        isOpen={confirming !== null}
        loading={unlink.isPending}
        title="lsm.confirm.unlink_store_title"
        titleTranslateOptions={{ name: confirming?.name ?? '' }}
        content="lsm.confirm.unlink_store_content"
        confirm="lsm.confirm.unlink"
        confirmColor="warning"
        onConfirm={() => confirming && unlink.mutate(confirming)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
};
