import { Chip } from '@mui/material';
import type { SyncStatus } from '../../contract/channels.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const COLOR = { initiated: 'default', in_progress: 'info', completed: 'success', failed: 'error' } as const;

/** A sync task's state: Initiated, In progress, Completed or Failed. */
export const SyncStateChip = ({ status }: { status: SyncStatus['status'] }) => {
  const translate = useLsmTranslate();
  return <Chip size="small" color={COLOR[status]} label={translate(`lsm.channels.tasks.states.${status}`)} data-testid="sync-state" />;
};
