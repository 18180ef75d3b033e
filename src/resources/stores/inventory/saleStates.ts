import type { ChipProps } from '@mui/material';
import type { SaleState } from '../../../contract/inventory.ts';

/**
 * Each sale state's chip colour, in the contract's order; its type makes it name every state. The screens read the
 * states from here rather than from the contract's SALE_STATE_VALUES: a value from the contract's module would bring
 * its schemas (typebox) into the inventory's first load.
 */
export const SALE_STATE_COLORS: Record<SaleState, ChipProps['color']> = {
  on_hold: 'warning',
  for_sale: 'success',
  out_of_stock: 'default',
  needs_review: 'info',
};

export const SALE_STATES = Object.keys(SALE_STATE_COLORS) as readonly SaleState[];

export const saleStateLabel = (state: SaleState) => `lsm.inventory.sale_states.${state}` as const;
