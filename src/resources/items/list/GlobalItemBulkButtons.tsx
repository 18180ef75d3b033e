import { Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useListContext, useTranslate } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { certifiedMergeTarget } from '../../../domain/globalItemMerge.ts';
import { globalItemFilterQuery } from '../../../domain/globalItemQuery.ts';
import { cappedCountOf, shownCount } from '../../../domain/paging.ts';
import type { GlobalItemBulkTarget } from '../../../providers/data/items.ts';
import { itemListFilters } from './itemListFilters.ts';
import { MergeDialog } from './MergeDialog.tsx';
import { useBulkActions, type BulkAction } from './useBulkActions.ts';

/**
 * The bulk action buttons of the item list (in react-admin's bulk toolbar): "select all N matching the
 * filter", activate, deactivate, delete, and merge into the one certified item among the ticked ones.
 */
export const GlobalItemBulkButtons = ({ onDone }: { onDone: (message: string) => void }) => {
  const translate = useTranslate();
  const { selectedIds, data = [], total, meta, filterValues, onUnselectItems } = useListContext<GlobalItem>();
  const filters = itemListFilters(filterValues);
  // "All matching" holds for the selection and filters it was chosen on; any change drops it.
  const selectionKey = JSON.stringify([selectedIds, filterValues]);
  const [allMatchingFor, setAllMatchingFor] = useState<string | null>(null);
  const allMatching = allMatchingFor === selectionKey;
  const [asked, setAsked] = useState<{ action: BulkAction; open: boolean }>({ action: 'deactivate', open: false });
  const [merging, setMerging] = useState(false);
  const bulk = useBulkActions((message) => {
    onUnselectItems();
    onDone(message);
  });
  const capped = cappedCountOf(meta);
  const matching = shownCount(capped ?? total ?? 0, capped === null);
  const count = allMatching ? matching : selectedIds.length;
  const pageSelected = data.length > 0 && data.every((item) => selectedIds.includes(item.id));
  const ticked = data.filter((item) => selectedIds.includes(item.id));
  // A selection by filter is never merged, nor one whose items are not all on this page.
  const certified = !allMatching && ticked.length === selectedIds.length ? certifiedMergeTarget(ticked) : null;
  const target: GlobalItemBulkTarget = allMatching
    ? { kind: 'filter', filters: globalItemFilterQuery(filters) }
    : { kind: 'selection', itemIds: selectedIds.map(Number), companyId: filters.companyId };
  const close = () => setAsked((current) => ({ ...current, open: false }));
  const { action } = asked;
  const button = (name: BulkAction) => (
    <Button size="small" variant="outlined" color={name === 'delete' ? 'error' : 'primary'} disabled={bulk.isPending} onClick={() => setAsked({ action: name, open: true })}>
      {translate(`lsm.globalItems.bulk.${name}`)}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {allMatching ? (
        <Typography variant="body2">{translate('lsm.globalItems.bulk.all_matching_selected', { smart_count: matching })}</Typography>
      ) : (
        pageSelected &&
        (capped !== null || (total ?? 0) > selectedIds.length) && (
          <>
            <Typography variant="body2">{translate('lsm.globalItems.bulk.page_selected', { smart_count: data.length })}</Typography>
            <Link component="button" type="button" variant="body2" onClick={() => setAllMatchingFor(selectionKey)}>
              {translate('lsm.globalItems.bulk.select_all_matching', { smart_count: matching })}
            </Link>
          </>
        )
      )}
      {button('activate')}
      {button('deactivate')}
      {button('delete')}
      {certified && (
        <Button size="small" variant="outlined" disabled={bulk.isPending} onClick={() => setMerging(true)}>
          {translate('lsm.globalItems.bulk.merge')}
        </Button>
      )}
      <Confirm
        isOpen={asked.open}
        loading={bulk.isPending}
        title={`lsm.globalItems.bulk.confirm_${action}_title`}
        content={`lsm.globalItems.bulk.confirm_${action}`}
        contentTranslateOptions={{ smart_count: count }}
        confirm={`lsm.globalItems.bulk.${action}`}
        cancel="lsm.globalItems.bulk.cancel"
        confirmColor={action === 'delete' ? 'warning' : 'primary'}
        onConfirm={() => {
          close();
          bulk.mutate({ action, target });
        }}
        onClose={close}
      />
      {merging && certified && (
        <MergeDialog
          certified={certified}
          merged={ticked.filter((item) => item.id !== certified.id)}
          onClose={() => setMerging(false)}
          onDone={(text) => {
            onUnselectItems();
            onDone(text);
          }}
        />
      )}
    </Box>
  );
};
