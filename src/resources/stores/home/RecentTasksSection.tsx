import { Button, Chip, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { isMatchReviewTask } from '../../../custom/matching/matchReviewTask.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { HomeCard } from './HomeCard.tsx';
import type { StoreTaskRecord, StoreTaskStatus } from '../../../providers/data/storeHome.ts';
import { retryServerFailures, useFailureAlert } from './useFailureAlert.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** Spec 000 §9: the recent task limit. */
export const RECENT_TASK_LIMIT = 5;

interface RecentTasksSectionProps {
  storeId: number;
  /** lm_edit_store_activity: mark done or reopen */
  canEdit: boolean;
}

/** The store's five most recent tasks (GET /stores/tasks), marked done or reopened with POST /stores/tasks/{id}. */
export const RecentTasksSection = ({ storeId, canEdit }: RecentTasksSectionProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const queryKey = ['stores', storeId, 'tasks'];
  const { data, error } = useQuery({
    queryKey,
    queryFn: () => dataProvider.getStoreTasks(storeId, RECENT_TASK_LIMIT),
    retry: retryServerFailures,
  });
  useFailureAlert(error, 'unable_to_fetch_data');
  const update = useMutation({
    mutationFn: ({ id, status }: { id: number; status: StoreTaskStatus }) => dataProvider.updateStoreTask(id, status),
    onError: (failure) => alertFailure('unable_to_update_data', failure),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const aside = data && (
    <Typography variant="body2" color="text.secondary">
      {translate('lsm.store_home.tasks.open_count', { smart_count: data.count })}
    </Typography>
  );
  return (
    <HomeCard id="recent-tasks" title="lsm.store_home.tasks.title" aside={aside}>
      {!data && <CircularProgress aria-label={translate('lsm.store_home.tasks.loading')} />}
      {data && data.tasks.length === 0 && <Typography color="text.secondary">{translate('lsm.store_home.tasks.empty')}</Typography>}
      {data && data.tasks.length > 0 && (
        <List disablePadding>
          {data.tasks.map((task) => (
            <TaskRow key={task.id} task={task} canEdit={canEdit} busy={update.isPending} onChange={(status) => update.mutate({ id: task.id, status })} />
          ))}
        </List>
      )}
    </HomeCard>
  );
};

interface TaskRowProps {
  task: StoreTaskRecord;
  canEdit: boolean;
  busy: boolean;
  onChange(status: StoreTaskStatus): void;
}

const TaskRow = ({ task, canEdit, busy, onChange }: TaskRowProps) => {
  const translate = useLsmTranslate();
  const done = task.status === 'completed';
  return (
    <ListItem divider aria-label={task.title} sx={{ alignItems: 'flex-start', gap: 2 }}>
      <ListItemText
        primary={task.title}
        secondary={
          <>
            {task.description && <span style={{ display: 'block' }}>{task.description}</span>}
            {translate('lsm.store_home.tasks.created', { date: dayjs(task.created_at).format('MMM D, YYYY') })}
          </>
        }
        sx={done ? { '& .MuiListItemText-primary': { textDecoration: 'line-through', color: 'text.secondary' } } : undefined}
      />
      <Stack spacing={1} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
        <Chip size="small" color={done ? 'success' : 'default'} label={translate(`lsm.store_home.tasks.statuses.${task.status}`)} />
        {isMatchReviewTask(task) && (
          <Button size="small" component={Link} to={`/match-items/${task.store_id}`}>
            {translate('lsm.matching.entry.task_link')}
          </Button>
        )}
        {canEdit && (
          <Button size="small" disabled={busy} onClick={() => onChange(done ? 'open' : 'completed')}>
            {translate(done ? 'lsm.store_home.tasks.reopen' : 'lsm.store_home.tasks.complete')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
};
