import { Box, Button, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useListContext } from 'react-admin';
import type { SaleState, StoreBulkBody, StoreItem } from '../../../contract/inventory.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { AllMatchingChoice } from '../../../custom/list/AllMatchingChoice.tsx';
import { useAllMatching } from '../../../custom/list/useAllMatching.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { inventoryFilters, inventoryFilterState } from '../../../providers/data/inventoryFilters.ts';
import { SALE_STATES, saleStateLabel } from './saleStates.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

type BulkAction = { kind: 'available' } | { kind: 'unavailable' } | { kind: 'sale_state'; state: SaleState } | { kind: 'delete' };

interface InventoryBulkButtonsProps {
  storeId: number;
  onDone: (message: string) => void;
  refresh: () => Promise<void>;
}

/**
 * The inventory's bulk actions in the list's bulk toolbar, on the ticked items or every item that matches
 * the filters, each confirmed first; the list and counts refresh afterwards.
 */
export const InventoryBulkButtons = ({ storeId, onDone, refresh }: InventoryBulkButtonsProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const { selectedIds, filterValues, onUnselectItems } = useListContext<StoreItem>();
  const matching = useAllMatching();
  const { allMatching, count } = matching;
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [stateMenu, setStateMenu] = useState<HTMLElement | null>(null);

  const applied = inventoryFilterState(filterValues);
  const ids = selectedIds.map(Number);
  const body: StoreBulkBody = allMatching ? { select_all: true, filters: inventoryFilters(applied) } : { item_ids: ids };
  // The delete call narrows by availability: pass the list's own, so exactly what it shows goes.
  const narrowedTo = applied.availability === 'all' ? undefined : applied.availability === 'available';

  const run = async (action: BulkAction) => {
    switch (action.kind) {
      case 'available':
      case 'unavailable': {
        const { updated } = await dataProvider.setStoreItemsActive(storeId, action.kind === 'available', body);
        return translate('lsm.inventory.done.updated', { smart_count: updated });
      }
      case 'sale_state': {
        const { updated } = await dataProvider.setStoreItemsSaleState(storeId, action.state, ids);
        return translate('lsm.inventory.done.updated', { smart_count: updated });
      }
      case 'delete': {
        const { deleted } = await dataProvider.deleteStoreItems(storeId, body, narrowedTo);
        return translate('lsm.inventory.done.deleted', { smart_count: deleted });
      }
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const message = await run(pending);
      onUnselectItems();
      setPending(null);
      await refresh();
      onDone(message);
    } catch (error) {
      setPending(null);
      alertFailure('unable_to_update_data', error);
    } finally {
      setBusy(false);
    }
  };

  const question = (action: BulkAction) => {
    switch (action.kind) {
      case 'available':
        return translate('lsm.inventory.confirm.make_available', { smart_count: count });
      case 'unavailable':
        return translate('lsm.inventory.confirm.make_unavailable', { smart_count: count });
      case 'sale_state':
        return translate('lsm.inventory.confirm.set_sale_state', { smart_count: count, state: translate(saleStateLabel(action.state)) });
      case 'delete': {
        const base = translate('lsm.inventory.confirm.delete', { smart_count: count });
        if (narrowedTo === undefined) return base;
        const availability = translate(`lsm.inventory.availability.${applied.availability}`).toLowerCase();
        return `${base} ${translate('lsm.inventory.confirm.delete_narrowed', { availability })}`;
      }
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <AllMatchingChoice state={matching} selectAll="lsm.inventory.selection.select_all" allSelected="lsm.inventory.selection.all_selected" />
      <Button size="small" onClick={() => setPending({ kind: 'available' })}>
        {translate('lsm.inventory.selection.make_available')}
      </Button>
      <Button size="small" onClick={() => setPending({ kind: 'unavailable' })}>
        {translate('lsm.inventory.selection.make_unavailable')}
      </Button>
      <Tooltip title={allMatching ? translate('lsm.inventory.selection.sale_state_needs_ids') : ''}>
        <span>
          <Button size="small" disabled={allMatching} onClick={(event) => setStateMenu(event.currentTarget)} aria-haspopup="menu">
            {translate('lsm.inventory.selection.set_sale_state')}
          </Button>
        </span>
      </Tooltip>
      <Menu anchorEl={stateMenu} open={stateMenu !== null} onClose={() => setStateMenu(null)}>
        {SALE_STATES.map((state) => (
          <MenuItem
            key={state}
            onClick={() => {
              setStateMenu(null);
              setPending({ kind: 'sale_state', state });
            }}
          >
            {translate(saleStateLabel(state))}
          </MenuItem>
        ))}
      </Menu>
      <Button size="small" color="error" onClick={() => setPending({ kind: 'delete' })}>
        {translate('lsm.inventory.selection.delete')}
      </Button>
      <Confirm
        isOpen={pending !== null}
        loading={busy}
        title="lsm.inventory.confirm.title"
        content={pending ? question(pending) : ''}
        confirm="lsm.inventory.confirm.confirm"
        cancel="lsm.inventory.confirm.cancel"
        confirmColor={pending?.kind === 'delete' ? 'warning' : 'primary'}
        onConfirm={() => void confirm()}
        onClose={() => {
          if (!busy) setPending(null);
        }}
      />
    </Box>
  );
};
