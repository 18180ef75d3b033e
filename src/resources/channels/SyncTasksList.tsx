import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  DeleteButton,
  ListBase,
  RecordContextProvider,
  useListContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import type { SyncStatus } from '../../contract/channels.ts';
import { useIsMobile } from '../../custom/layout/useIsMobile.ts';
import { DATE_TIME_DISPLAY_FORMAT } from '../../domain/time.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { SyncStateChip } from './SyncStateChip.tsx';
import { SyncTaskMessage } from './SyncTaskMessage.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import { ListPagination } from '../../custom/list/ListPagination.tsx';

const UNDER_WAY_POLL_MS = 2000;
const when = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_DISPLAY_FORMAT) : '—');
const underWay = (tasks: readonly SyncStatus[] | undefined) => tasks?.some((task) => task.status === 'initiated' || task.status === 'in_progress') ?? false;

const DeleteTask = () => <DeleteButton mutationMode="pessimistic" label="lsm.channels.tasks.delete" redirect={false} />;

const TaskCards = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useLsmTranslate();
  const { data } = useListContext<SyncStatus>();
  return (
    <Stack spacing={1}>
      {(data ?? []).map((task) => (
        <RecordContextProvider value={task} key={task.id}>
          <Card variant="outlined" data-testid="sync-task">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>{task.partner_name}</Typography>
                <SyncStateChip status={task.status} />
              </Stack>
              <Typography variant="body2">{task.menu_name ?? translate('lsm.channels.tasks.all_menus')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('lsm.channels.tasks.created')}: {when(task.created_at)} · {translate('lsm.channels.tasks.finished')}: {when(task.finished_at)}
              </Typography>
              <SyncTaskMessage task={task} />
              {canEdit && <DeleteTask />}
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
};

const TaskTable = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useLsmTranslate();
  return (
    <DataTable<SyncStatus> bulkActionButtons={false} rowClick={false} sx={{ '& td': { verticalAlign: 'top' } }}>
      <DataTable.Col<SyncStatus> label="lsm.channels.tasks.status" render={(task) => <SyncStateChip status={task.status} />} />
      <DataTable.Col<SyncStatus> label="lsm.channels.tasks.partner" source="partner_name" disableSort />
      <DataTable.Col<SyncStatus> label="lsm.channels.tasks.menu" render={(task) => task.menu_name ?? translate('lsm.channels.tasks.all_menus')} />
      <DataTable.Col<SyncStatus> label="lsm.channels.tasks.created" render={(task) => when(task.created_at)} />
      <DataTable.Col<SyncStatus> label="lsm.channels.tasks.started" render={(task) => when(task.started_at)} />
      <DataTable.Col<SyncStatus> label="lsm.channels.tasks.finished" render={(task) => when(task.finished_at)} />
      <DataTable.Col<SyncStatus> label="lsm.channels.tasks.message" render={(task) => <SyncTaskMessage task={task} />} />
      {canEdit ? <DataTable.Col<SyncStatus> render={() => <DeleteTask />} /> : null}
    </DataTable>
  );
};

const DeleteAllTasks = ({ storeId }: { storeId: number }) => {
  const dataProvider = useLsmDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { total } = useListContext();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const translate = useLsmTranslate();
  const clear = async () => {
    setBusy(true);
    try {
      await dataProvider.clearSyncTasks(storeId);
      notify('lsm.channels.tasks.deleted_all', { type: 'success' });
      refresh();
    } catch {
      notify('lsm.channels.errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  if (!total) return null;
  return (
    <>
      <Button color="error" onClick={() => setAsking(true)}>
        {translate('lsm.channels.tasks.delete_all')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="lsm.channels.tasks.delete_all_title"
        content=""
        confirm="lsm.channels.tasks.delete_all"
        cancel="lsm.channels.partners.cancel"
        onConfirm={() => void clear()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

const TasksBody = ({ storeId, canEdit }: { storeId: number; canEdit: boolean }) => {
  const translate = useLsmTranslate();
  const isMobile = useIsMobile();
  const { total, isPending } = useListContext();
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h3">
          {translate('lsm.channels.tasks.title')}
        </Typography>
        {canEdit && <DeleteAllTasks storeId={storeId} />}
      </Stack>
      {!isPending && total === 0 ? (
        <Typography color="text.secondary">{translate('lsm.channels.tasks.empty')}</Typography>
      ) : isMobile ? (
        <TaskCards canEdit={canEdit} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <TaskTable canEdit={canEdit} />
        </Box>
      )}
      <ListPagination label="lsm.channels.tasks.pages" />
    </>
  );
};

/** The store's menu sync tasks, newest first, 20 a page; refreshed while any is under way. */
export const SyncTasksList = ({ storeId, canEdit }: { storeId: number; canEdit: boolean }) => {
  const translate = useLsmTranslate();
  return (
    <Box component="section" aria-label={translate('lsm.channels.tasks.title')} sx={{ mt: 3 }}>
      <ListBase<SyncStatus>
        resource="sync-status"
        filter={{ storeId }}
        perPage={20}
        disableSyncWithLocation
        queryOptions={{ refetchInterval: (query) => (underWay(query.state.data?.data) ? UNDER_WAY_POLL_MS : false) }}
      >
        <TasksBody storeId={storeId} canEdit={canEdit} />
      </ListBase>
    </Box>
  );
};
