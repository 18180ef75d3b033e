import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useListContext } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { certifiedMergeTarget } from '../../../domain/globalItemMerge.ts';
import { globalItemFilterQuery } from '../../../domain/globalItemQuery.ts';
import { AllMatchingChoice } from '../../../custom/list/AllMatchingChoice.tsx';
import { useAllMatching } from '../../../custom/list/useAllMatching.ts';
import type { GlobalItemBulkTarget } from '../../../providers/data/items.ts';
import { itemListFilters } from './itemListFilters.ts';
import { MergeDialog } from './MergeDialog.tsx';
import { useBulkActions, type BulkAction } from './useBulkActions.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/**
 * The bulk action buttons of the item list (in react-admin's bulk toolbar): "select all N matching the
 * filter", activate, deactivate, delete, and merge into the one certified item among the ticked ones.
 */
export const GlobalItemBulkButtons = ({ onDone }: { onDone: (message: string) => void }) => {
  const translate = useLsmTranslate();
  const { selectedIds, data = [], filterValues, onUnselectItems } = useListContext<GlobalItem>();
  const filters = itemListFilters(filterValues);
  const matching = useAllMatching();
  const { allMatching, count } = matching;
  const [asked, setAsked] = useState<{ action: BulkAction; open: boolean }>({ action: 'deactivate', open: false });
  const [merging, setMerging] = useState(false);
  const bulk = useBulkActions((message) => {
    onUnselectItems();
    onDone(message);
  });
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
      <AllMatchingChoice
        state={matching}
        pageSelected="lsm.globalItems.bulk.page_selected"
        selectAll="lsm.globalItems.bulk.select_all_matching"
        allSelected="lsm.globalItems.bulk.all_matching_selected"
      />
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
