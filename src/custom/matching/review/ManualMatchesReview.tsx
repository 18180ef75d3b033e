import { Box, Button, Checkbox, CircularProgress, FormControlLabel, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { MATCH_BULK_MAX, type MatchResult } from '../../../contract/matching.ts';
import { matchTagQuery } from '../../../domain/matchReview.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { useStore } from '../../../resources/stores/useStore.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { alertFailure } from '../../alert/alertFailure.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { useMatchActions } from '../useMatchActions.ts';
import { useMatchCounts, useMatchRows, type ReviewRow, type ReviewStatus } from '../useMatchData.ts';
import { CatalogueSearchDialog } from './CatalogueSearchDialog.tsx';
import { KeyboardLegend } from './KeyboardLegend.tsx';
import { MatchFilterBar } from './MatchFilterBar.tsx';
import { MatchResultTabs } from './MatchResultTabs.tsx';
import { MatchRowCard } from './MatchRowCard.tsx';
import { chosenProposal, offeredCommands } from './proposals.ts';
import type { RowCommand } from './RowActions.tsx';
import { useReviewKeys, type ReviewKey } from './useReviewKeys.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const KEY_COMMANDS: Partial<Record<ReviewKey, RowCommand>> = { accept: 'accept', reject: 'reject', search: 'search', unlink: 'unlink' };

interface ManualMatchesReviewProps {
  storeId: number;
  canEdit: boolean;
}

/** The store's match results by tab, 20 at a time, reviewed row by row, by keyboard or in bulk. */
export const ManualMatchesReview = ({ storeId, canEdit }: ManualMatchesReviewProps) => {
  const translate = useLsmTranslate();
  const notify = useNotify();
  const dataProvider = useLsmDataProvider();
  const current = useIdentifiedUser();
  const store = useStore(String(storeId)).data;
  const [result, setResult] = useState<MatchResult>('match');
  const [typed, setTyped] = useState('');
  const [tags, setTags] = useState<ReviewStatus[]>([]);
  const search = useDebouncedValue(typed.trimStart());
  const counts = useMatchCounts(storeId).data;
  const list = useMatchRows(storeId, result, { search, tags }, true);
  const actions = useMatchActions(storeId);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const count = list.data?.pages[0]?.count ?? 0;

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [focused, setFocused] = useState(0);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [searching, setSearching] = useState<ReviewRow | null>(null);
  const [deleting, setDeleting] = useState<ReviewRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const cards = useRef(new Map<number, HTMLDivElement>());
  const focusedRow: ReviewRow | undefined = rows[Math.min(focused, rows.length - 1)];

  // Another list: nothing selected, the first row focused.
  const listKey = `${result}|${search}|${tags.join()}`;
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setSelected(new Set());
    setFocused(0);
  }

  useEffect(() => {
    if (focusedRow) cards.current.get(focusedRow.storeItem.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [focusedRow]);

  const command = (row: ReviewRow, name: RowCommand) => {
    const { storeItem } = row;
    const proposal = chosenProposal(row, chosen[storeItem.id]);
    switch (name) {
      case 'accept':
        if (!proposal) return;
        if (proposal.globalItem.id === row.globalItem?.id) actions.run({ kind: 'accept', storeItemIds: [storeItem.id] });
        else actions.run({ kind: 'link', storeItemId: storeItem.id, globalItemId: proposal.globalItem.id, globalItemName: proposal.globalItem.name });
        return;
      case 'reject':
        if (proposal) actions.run({ kind: 'reject', storeItemId: storeItem.id, globalItemId: proposal.globalItem.id });
        return;
      case 'unlink':
        if (storeItem.item_id !== null) actions.run({ kind: 'unlink', storeItemId: storeItem.id, globalItemId: storeItem.item_id });
        return;
      case 'search':
        setSearching(row);
        return;
      case 'delete':
        setDeleting(row);
        return;
      case 'insert':
      case 'copy':
      case 'no_catalogue_item':
        actions.run({ kind: name, storeItemIds: [storeItem.id] });
        return;
    }
  };

  useReviewKeys(rows.length > 0, (key) => {
    if (key === 'next' || key === 'previous') {
      setFocused((index) => Math.max(0, Math.min(rows.length - 1, Math.min(index, rows.length - 1) + (key === 'next' ? 1 : -1))));
      return;
    }
    const name = KEY_COMMANDS[key];
    if (!focusedRow || !name || actions.busy) return;
    const offered = offeredCommands(focusedRow, chosenProposal(focusedRow, chosen[focusedRow.storeItem.id]), canEdit);
    if (offered.includes(name)) command(focusedRow, name);
  });

  const selectable = rows.slice(0, MATCH_BULK_MAX).map((row) => row.storeItem.id);
  const chosenIds = selectable.filter((id) => selected.has(id));
  const toggle = (id: number, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const runBulk = () =>
    actions.run(result === 'noMatch' ? { kind: 'insert', storeItemIds: chosenIds } : { kind: 'accept', storeItemIds: chosenIds }, () => setSelected(new Set()));

  const exportList = async () => {
    setExporting(true);
    try {
      await dataProvider.exportMatches(storeId, { result, search: search || undefined, tag: matchTagQuery(tags) });
      notify('lsm.matching.done.exported', { type: 'success' });
    } catch (error) {
      alertFailure('unable_to_fetch_data', error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <MatchResultTabs value={result} counts={counts} onChange={setResult} />
      <MatchFilterBar search={typed} tags={tags} exporting={exporting} onSearch={setTyped} onTags={setTags} onExport={() => void exportList()} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5, minHeight: 40 }}>
        {canEdit && rows.length > 0 && (
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={chosenIds.length > 0 && chosenIds.length === selectable.length}
                indeterminate={chosenIds.length > 0 && chosenIds.length < selectable.length}
                onChange={(event) => setSelected(new Set(event.target.checked ? selectable : []))}
              />
            }
            label={translate('lsm.matching.list.select_loaded')}
          />
        )}
        {canEdit && chosenIds.length > 0 && (
          <Button variant="contained" size="small" disabled={actions.busy} onClick={runBulk}>
            {translate(result === 'noMatch' ? 'lsm.matching.actions.insert_selected' : 'lsm.matching.actions.accept_selected', { smart_count: chosenIds.length })}
          </Button>
        )}
        {rows.length > MATCH_BULK_MAX && (
          <Typography variant="caption" color="text.secondary">
            {translate('lsm.matching.list.selection_capped', { max: MATCH_BULK_MAX })}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <KeyboardLegend />
      </Box>
      {list.isPending && <CircularProgress aria-label={translate('lsm.matching.list.loading')} sx={{ display: 'block', mx: 'auto', my: 3 }} />}
      {!list.isPending && rows.length === 0 && <Typography color="text.secondary">{translate('lsm.matching.list.empty')}</Typography>}
      <Box sx={{ display: 'grid', gap: 1.5 }} aria-live="polite">
        {rows.map((row, index) => (
          <MatchRowCard
            key={row.storeItem.id}
            ref={(element) => {
              if (element) cards.current.set(row.storeItem.id, element);
              else cards.current.delete(row.storeItem.id);
            }}
            row={row}
            chosenId={chosen[row.storeItem.id]}
            focused={row === focusedRow}
            selected={canEdit ? selected.has(row.storeItem.id) : null}
            canEdit={canEdit}
            busy={actions.busy}
            onChoose={(globalItemId) => setChosen((before) => ({ ...before, [row.storeItem.id]: globalItemId }))}
            onSelect={(on) => toggle(row.storeItem.id, on)}
            onFocus={() => setFocused(index)}
            onCommand={(name) => command(row, name)}
          />
        ))}
      </Box>
      {rows.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {translate('lsm.matching.list.shown', { shown: rows.length, count })}
          </Typography>
          {list.hasNextPage && (
            <Button variant="outlined" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {translate('lsm.matching.list.load_more')}
            </Button>
          )}
        </Box>
      )}
      {searching && (
        <CatalogueSearchDialog
          storeItem={searching.storeItem}
          companyId={store?.company.id ?? current?.companyId ?? null}
          busy={actions.busy}
          onClose={() => setSearching(null)}
          onLink={(globalItem) =>
            actions.run(
              { kind: 'link', storeItemId: searching.storeItem.id, globalItemId: globalItem.id, globalItemName: globalItem.name },
              () => setSearching(null),
            )
          }
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="lsm.matching.confirm.delete_title"
        content="lsm.matching.confirm.delete_content"
        translateOptions={{ name: deleting?.storeItem.name ?? '' }}
        loading={actions.busy}
        onConfirm={() => {
          if (deleting) actions.run({ kind: 'delete', storeItemIds: [deleting.storeItem.id] }, () => setDeleting(null));
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
