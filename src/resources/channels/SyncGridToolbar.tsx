import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { SYNC_GRID_FILTERS } from '../../contract/channels.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface SyncGridToolbarProps {
  canEdit: boolean;
  selectedCount: number;
  failedOnPage: number;
  busy: boolean;
  onPushSelected: () => void;
  onRetryFailed: () => void;
  onClear: () => void;
}

/** The grid's filters (search, failed / out of date) and its bulk push and retry buttons. */
export const SyncGridToolbar = ({ canEdit, selectedCount, failedOnPage, busy, onPushSelected, onRetryFailed, onClear }: SyncGridToolbarProps) => {
  const translate = useLsmTranslate();
  const { filterValues, setFilters } = useListContext();
  const [search, setSearch] = useState(typeof filterValues.q === 'string' ? filterValues.q : '');
  const status = typeof filterValues.status === 'string' ? filterValues.status : 'all';
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label={translate('lsm.channels.grid.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setFilters({ ...filterValues, q: event.target.value });
          }}
        />
        <TextField
          select
          size="small"
          label={translate('lsm.channels.grid.filter')}
          value={status}
          onChange={(event) => setFilters({ ...filterValues, status: event.target.value }, undefined, false)}
          sx={{ minWidth: 220 }}
        >
          {SYNC_GRID_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {translate(`lsm.channels.grid.filters.${filter}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {canEdit && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" aria-live="polite">
            {translate('lsm.channels.grid.selected', { smart_count: selectedCount })}
          </Typography>
          <Button variant="contained" disabled={busy || selectedCount === 0} onClick={onPushSelected}>
            {translate('lsm.channels.grid.push_selected')}
          </Button>
          <Button disabled={busy || failedOnPage === 0} onClick={onRetryFailed}>
            {translate('lsm.channels.grid.retry_failed')}
          </Button>
          {selectedCount > 0 && <Button onClick={onClear}>{translate('lsm.channels.grid.clear')}</Button>}
        </Stack>
      )}
    </Stack>
  );
};
