import { Box, Button, Link, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { shownCount } from '../../../domain/paging.ts';
import type { SaleState } from '../../../contract/inventory.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { inventoryFilters, type InventoryFilterState } from './inventoryQuery.ts';
import { SALE_STATES, saleStateLabel } from './saleStates.ts';
import type { ItemSelection } from './useItemSelection.ts';

type BulkAction = { kind: 'available' } | { kind: 'unavailable' } | { kind: 'sale_state'; state: SaleState } | { kind: 'delete' };

interface BulkActionBarProps {
  storeId: number;
  selection: ItemSelection;
  /** items matching the filters */
  total: number;
  /** false when more than `total` items match (the server stops counting) */
  countExact: boolean;
  /** ids of the rows the page shows */
  pageIds: readonly number[];
  applied: InventoryFilterState;
  onDone: (message: string) => void;
  refresh: () => Promise<void>;
}

/** Bulk actions on the selected items, each confirmed first; the list and counts refresh afterwards. */
export const BulkActionBar = ({ storeId, selection, total, countExact, pageIds, applied, onDone, refresh }: BulkActionBarProps) => {
  const translate = useTranslate();
  const dataProvider = useLsmDataProvider();
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [stateMenu, setStateMenu] = useState<HTMLElement | null>(null);
  const count = selection.size(total);
  if (count === 0) return null;
  const shownTotal = shownCount(total, countExact);
  const shownSelected = selection.allMatching ? shownTotal : count;

  const filters = inventoryFilters(applied);
  // The delete call narrows by availability: pass the list's own, so exactly what it shows goes.
  const narrowedTo = applied.availability === 'all' ? undefined : applied.availability === 'available';

  const run = async (action: BulkAction) => {
    const body = selection.body(filters);
    switch (action.kind) {
      case 'available':
      case 'unavailable': {
        const { updated } = await dataProvider.setStoreItemsActive(storeId, action.kind === 'available', body);
        return translate('lsm.inventory.done.updated', { smart_count: updated });
      }
      case 'sale_state': {
        const { updated } = await dataProvider.setStoreItemsSaleState(storeId, action.state, [...selection.ids]);
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
      selection.clear();
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
        return translate('lsm.inventory.confirm.make_available', { smart_count: shownSelected });
      case 'unavailable':
        return translate('lsm.inventory.confirm.make_unavailable', { smart_count: shownSelected });
      case 'sale_state':
        return translate('lsm.inventory.confirm.set_sale_state', { smart_count: shownSelected, state: translate(saleStateLabel(action.state)) });
      case 'delete': {
        const base = translate('lsm.inventory.confirm.delete', { smart_count: shownSelected });
        if (narrowedTo === undefined) return base;
        const availability = translate(`lsm.inventory.availability.${applied.availability}`).toLowerCase();
        return `${base} ${translate('lsm.inventory.confirm.delete_narrowed', { availability })}`;
      }
    }
  };

  // Gmail-style: once the whole page is ticked, offer every item that matches.
  const pageFullySelected =
    !selection.allMatching && pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id)) && total > selection.ids.size;
  return (
    <Box
      role="region"
      aria-label={translate('lsm.inventory.selection.selected', { smart_count: shownSelected })}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.selected' }}
    >
      <Typography variant="body2" sx={{ mr: 1 }}>
        {selection.allMatching
          ? translate('lsm.inventory.selection.all_selected', { count: shownTotal })
          : translate('lsm.inventory.selection.selected', { smart_count: shownSelected })}
      </Typography>
      {pageFullySelected && (
        <Link component="button" type="button" variant="body2" onClick={selection.selectAllMatching}>
          {translate('lsm.inventory.selection.select_all', { count: shownTotal })}
        </Link>
      )}
      <Button size="small" onClick={() => setPending({ kind: 'available' })}>
        {translate('lsm.inventory.selection.make_available')}
      </Button>
      <Button size="small" onClick={() => setPending({ kind: 'unavailable' })}>
        {translate('lsm.inventory.selection.make_unavailable')}
      </Button>
      <Tooltip title={selection.allMatching ? translate('lsm.inventory.selection.sale_state_needs_ids') : ''}>
        <span>
          <Button size="small" disabled={selection.allMatching} onClick={(event) => setStateMenu(event.currentTarget)} aria-haspopup="menu">
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
      <Button size="small" onClick={selection.clear} sx={{ ml: 'auto' }}>
        {translate('lsm.inventory.selection.clear')}
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
