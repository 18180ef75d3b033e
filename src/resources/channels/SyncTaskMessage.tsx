import { Box, Typography } from '@mui/material';
import type { SyncStatus } from '../../contract/channels.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** The partner's message of a task, with its errors per item (GrubHub PARTIAL_SUCCESS). */
export const SyncTaskMessage = ({ task }: { task: SyncStatus }) => {
  const translate = useLsmTranslate();
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      {task.message && <Typography variant="body2">{task.message}</Typography>}
      {task.item_errors.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {task.item_errors.map((error) => (
            <Typography component="li" variant="body2" key={error.item_id}>
              {translate('lsm.channels.tasks.item_error', { name: error.name ?? error.item_id, reason: error.reason })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
};
