import { Box, Checkbox, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import type { SyncGridCell } from '../../contract/channels.ts';
import { DATE_TIME_DISPLAY_FORMAT } from '../../domain/time.ts';
import { SyncStateChip } from './SyncStateChip.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface SyncGridCellViewProps {
  storeName: string;
  cell: SyncGridCell;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
}

/** One store × partner cell: the link, the last push's state and time, and the changes not pushed yet. */
export const SyncGridCellView = ({ storeName, cell, selectable, selected, onToggle }: SyncGridCellViewProps) => {
  const translate = useLsmTranslate();
  if (!cell.linked) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('lsm.channels.grid.not_linked')}
      </Typography>
    );
  }
  const changes = cell.count_exact
    ? translate('lsm.channels.grid.changes', { smart_count: cell.unsync_count })
    : translate('lsm.channels.grid.changes_more');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid={`cell-${cell.partner_name}`}>
      {selectable && cell.menu_enabled && (
        <Checkbox
          size="small"
          sx={{ p: 0.5 }}
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': translate('lsm.channels.grid.select_cell', { store: storeName, partner: cell.partner_name }) } }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        {cell.last_sync ? (
          <>
            <SyncStateChip status={cell.last_sync.status} />
            <Typography variant="caption" component="div" color="text.secondary">
              {dayjs(cell.last_sync.finished_at ?? cell.last_sync.created_at).format(DATE_TIME_DISPLAY_FORMAT)}
            </Typography>
          </>
        ) : (
          <Typography variant="body2">{translate(cell.menu_enabled ? 'lsm.channels.grid.never_pushed' : 'lsm.channels.grid.menu_off')}</Typography>
        )}
        {cell.unsync_count > 0 && (
          <Typography variant="caption" component="div" color={cell.out_of_date ? 'warning.main' : 'text.secondary'}>
            {changes}
          </Typography>
        )}
      </Box>
    </Stack>
  );
};
