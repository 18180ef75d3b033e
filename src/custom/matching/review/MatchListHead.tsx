import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { MATCH_BULK_MAX } from '../../../domain/matchLists.ts';
import { matchResultOf, type MatchReviewRecord } from '../../../providers/data/matching.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { ListBulkToolbar } from '../../list/ListBulkToolbar.tsx';
import type { MatchActions } from '../useMatchActions.ts';
import { KeyboardLegend } from './KeyboardLegend.tsx';

interface MatchListHeadProps {
  canEdit: boolean;
  actions: MatchActions;
}

/**
 * Above the rows: "select the loaded items" (at most the bulk forms' 500) and the keyboard legend; once rows
 * are ticked the app's bulk toolbar lies over it with "Accept selected" (or "Add selected to catalogue" on
 * No match), which sends every ticked row in one call.
 */
export const MatchListHead = ({ canEdit, actions }: MatchListHeadProps) => {
  const translate = useLsmTranslate();
  const { data = [], selectedIds, onSelect, onUnselectItems, filterValues } = useListContext<MatchReviewRecord>();
  const selectable = data.slice(0, MATCH_BULK_MAX).map((row) => row.id);
  const allTicked = selectable.length > 0 && selectable.every((id) => selectedIds.includes(id));
  const tooMany = selectedIds.length > MATCH_BULK_MAX;
  const noMatch = matchResultOf(filterValues) === 'noMatch';
  const runBulk = () => {
    const storeItemIds = selectedIds.map(Number);
    actions.run({ kind: noMatch ? 'insert' : 'accept', storeItemIds }, () => onUnselectItems());
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, minHeight: 48 }}>
        {canEdit && data.length > 0 && (
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={allTicked}
                indeterminate={!allTicked && selectedIds.length > 0}
                onChange={(event) => (event.target.checked ? onSelect(selectable) : onUnselectItems())}
              />
            }
            label={translate('lsm.matching.list.select_loaded')}
          />
        )}
        {data.length > MATCH_BULK_MAX && (
          <Typography variant="caption" color="text.secondary">
            {translate('lsm.matching.list.selection_capped', { max: MATCH_BULK_MAX })}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <KeyboardLegend />
      </Box>
      {canEdit && (
        <Box sx={{ mb: 1.5 }}>
          <ListBulkToolbar>
            <Button variant="contained" size="small" disabled={actions.busy || tooMany} onClick={runBulk}>
              {translate(noMatch ? 'lsm.matching.actions.insert_selected' : 'lsm.matching.actions.accept_selected', { smart_count: selectedIds.length })}
            </Button>
          </ListBulkToolbar>
        </Box>
      )}
    </>
  );
};
