import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { shownCount } from '../../../domain/paging.ts';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import type { GlobalItemListFilters } from '../../../domain/globalItemQuery.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useBulkActions, type BulkAction } from './useBulkActions.ts';
import type { Selection } from './useSelection.ts';

interface BulkActionBarProps {
  selection: Selection;
  applied: GlobalItemListFilters;
  pageItems: readonly GlobalItem[];
  total: number;
  /** false when more than `total` items match (the server stops counting) */
  countExact: boolean;
  onDone: (message: string) => void;
  /** the one certified item among two or more selected, when merging is possible */
  certifiedTarget: GlobalItem | null;
  onMerge: () => void;
}

/** Shown while items are selected: how many, "select all N matching the filter", and the bulk actions. */
export const BulkActionBar = ({ selection, applied, pageItems, total, countExact, onDone, certifiedTarget, onMerge }: BulkActionBarProps) => {
  const translate = useTranslate();
  // The last asked action stays while the dialog closes, so its text does not blank out.
  const [asked, setAsked] = useState<{ action: BulkAction; open: boolean }>({ action: 'deactivate', open: false });
  const bulk = useBulkActions(selection, applied, onDone);
  const shownTotal = shownCount(total, countExact);
  const count = selection.allMatching ? shownTotal : selection.items.size;
  const pageSelected = pageItems.length > 0 && pageItems.every((item) => selection.items.has(item.id));
  const ask = (action: BulkAction) => setAsked({ action, open: true });
  const close = () => setAsked((current) => ({ ...current, open: false }));
  const { action } = asked;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }} role="region" aria-label={translate('lsm.globalItems.bulk.selected', { smart_count: count })}>
      <Typography variant="subtitle2">{translate('lsm.globalItems.bulk.selected', { smart_count: count })}</Typography>
      {selection.allMatching ? (
        <Typography variant="body2">{translate('lsm.globalItems.bulk.all_matching_selected', { smart_count: shownTotal })}</Typography>
      ) : (
        pageSelected &&
        total > selection.items.size && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2">{translate('lsm.globalItems.bulk.page_selected', { smart_count: pageItems.length })}</Typography>
            <Link component="button" type="button" variant="body2" onClick={selection.selectAllMatching}>
              {translate('lsm.globalItems.bulk.select_all_matching', { smart_count: shownTotal })}
            </Link>
          </Box>
        )
      )}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" disabled={bulk.isPending} onClick={() => ask('activate')}>
          {translate('lsm.globalItems.bulk.activate')}
        </Button>
        <Button size="small" variant="outlined" disabled={bulk.isPending} onClick={() => ask('deactivate')}>
          {translate('lsm.globalItems.bulk.deactivate')}
        </Button>
        <Button size="small" variant="outlined" color="error" disabled={bulk.isPending} onClick={() => ask('delete')}>
          {translate('lsm.globalItems.bulk.delete')}
        </Button>
        {certifiedTarget && (
          <Button size="small" variant="outlined" disabled={bulk.isPending} onClick={onMerge}>
            {translate('lsm.globalItems.bulk.merge')}
          </Button>
        )}
        <Button size="small" onClick={selection.clear}>
          {translate('lsm.globalItems.bulk.clear')}
        </Button>
      </Box>
      <ConfirmDialog
        open={asked.open}
        title={translate(`lsm.globalItems.bulk.confirm_${action}_title`)}
        message={translate(`lsm.globalItems.bulk.confirm_${action}`, { smart_count: count })}
        confirmLabel={translate(`lsm.globalItems.bulk.${action}`)}
        danger={action === 'delete'}
        busy={bulk.isPending}
        onConfirm={() => {
          close();
          bulk.mutate(action);
        }}
        onCancel={close}
      />
    </Paper>
  );
};
