import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useUnselectAll } from 'react-admin';
import { MATCH_ITEMS_RESOURCE, type MatchReviewRecord } from '../../../providers/data/matching.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { alertFailure } from '../../alert/alertFailure.ts';
import { InfiniteListShell } from '../../list/InfiniteListShell.tsx';
import { useSelectionFollowsFilters } from '../../list/useSelectionFollowsFilters.ts';
import { useMatchActions } from '../useMatchActions.ts';
import { useMatchCounts } from '../useMatchData.ts';
import { MatchFilterBar } from './MatchFilterBar.tsx';
import { MatchListHead } from './MatchListHead.tsx';
import { MatchLoadMore } from './MatchLoadMore.tsx';
import { MatchResultTabs } from './MatchResultTabs.tsx';
import { MatchRowCard } from './MatchRowCard.tsx';
import { chosenProposal, offeredCommands } from './proposals.ts';
import type { RowCommand } from './RowActions.tsx';
import { RowDialogs } from './RowDialogs.tsx';
import { useReviewKeys, type ReviewKey } from './useReviewKeys.ts';
import { useRowCommands } from './useRowCommands.ts';

const KEY_COMMANDS: Partial<Record<ReviewKey, RowCommand>> = { accept: 'accept', reject: 'reject', search: 'search', unlink: 'unlink' };

interface ManualMatchesReviewProps {
  storeId: number;
  canEdit: boolean;
}

const queryOptions = {
  // another tab or filter shows its own rows or the spinner, never the rows of the list before
  placeholderData: undefined,
  onError: (error: unknown) => alertFailure('unable_to_fetch_data', error),
};

/**
 * The store's match results on react-admin's infinite list controller: the result tab, search and review
 * status are list filters kept in the URL; 20 rows at a time; react-admin's selection with the app's bulk
 * toolbar; rows reviewed one by one, by keyboard or in bulk.
 */
export const ManualMatchesReview = ({ storeId, canEdit }: ManualMatchesReviewProps) => (
  <InfiniteListShell<MatchReviewRecord> resource={MATCH_ITEMS_RESOURCE} filter={{ storeId }} queryOptions={{ ...queryOptions, enabled: storeId > 0 }}>
    <MatchReviewBody storeId={storeId} canEdit={canEdit} />
  </InfiniteListShell>
);

const MatchReviewBody = ({ storeId, canEdit }: ManualMatchesReviewProps) => {
  const translate = useLsmTranslate();
  const { data: rows = [], isPending, filterValues, selectedIds, onToggleItem } = useListContext<MatchReviewRecord>();
  const counts = useMatchCounts(storeId).data;
  const actions = useMatchActions(storeId);
  const [focused, setFocused] = useState(0);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const rowCommands = useRowCommands(actions, chosen);
  const cards = useRef(new Map<number, HTMLDivElement>());
  const focusedRow: MatchReviewRecord | undefined = rows[Math.min(focused, rows.length - 1)];

  useSelectionFollowsFilters();
  // The selection belongs to this store's screen: leaving it drops the selection.
  const unselectAll = useUnselectAll(MATCH_ITEMS_RESOURCE);
  useEffect(() => () => unselectAll(), [unselectAll]);

  // Another list: the first row focused.
  const listKey = JSON.stringify(filterValues);
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setFocused(0);
  }

  useEffect(() => {
    if (focusedRow) cards.current.get(focusedRow.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [focusedRow]);

  useReviewKeys(rows.length > 0, (key) => {
    if (key === 'next' || key === 'previous') {
      setFocused((index) => Math.max(0, Math.min(rows.length - 1, Math.min(index, rows.length - 1) + (key === 'next' ? 1 : -1))));
      return;
    }
    const name = KEY_COMMANDS[key];
    if (!focusedRow || !name || actions.busy) return;
    const offered = offeredCommands(focusedRow, chosenProposal(focusedRow, chosen[focusedRow.id]), canEdit);
    if (offered.includes(name)) rowCommands.command(focusedRow, name);
  });

  return (
    <Box sx={{ minWidth: 0 }}>
      <MatchResultTabs counts={counts} />
      <MatchFilterBar storeId={storeId} />
      <MatchListHead canEdit={canEdit} actions={actions} />
      {isPending && <CircularProgress aria-label={translate('lsm.matching.list.loading')} sx={{ display: 'block', mx: 'auto', my: 3 }} />}
      {!isPending && rows.length === 0 && <Typography color="text.secondary">{translate('lsm.matching.list.empty')}</Typography>}
      <Box sx={{ display: 'grid', gap: 1.5 }} aria-live="polite">
        {rows.map((row, index) => (
          <MatchRowCard
            key={row.id}
            ref={(element) => {
              if (element) cards.current.set(row.id, element);
              else cards.current.delete(row.id);
            }}
            row={row}
            chosenId={chosen[row.id]}
            focused={row === focusedRow}
            selected={canEdit ? selectedIds.includes(row.id) : null}
            canEdit={canEdit}
            busy={actions.busy}
            onChoose={(globalItemId) => setChosen((before) => ({ ...before, [row.id]: globalItemId }))}
            onToggle={() => onToggleItem(row.id)}
            onFocus={() => setFocused(index)}
            onCommand={(name) => rowCommands.command(row, name)}
          />
        ))}
      </Box>
      <MatchLoadMore />
      <RowDialogs
        storeId={storeId}
        actions={actions}
        searching={rowCommands.searching}
        deleting={rowCommands.deleting}
        onCloseSearch={rowCommands.closeSearch}
        onCloseDelete={rowCommands.closeDelete}
      />
    </Box>
  );
};
