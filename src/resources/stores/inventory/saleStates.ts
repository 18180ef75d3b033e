import type { ChipProps } from '@mui/material';
import { SALE_STATE_VALUES, type SaleState } from '../../../contract/inventory.ts';

export const SALE_STATES: readonly SaleState[] = SALE_STATE_VALUES;

export const SALE_STATE_COLORS: Record<SaleState, ChipProps['color']> = {
  for_sale: 'success',
  on_hold: 'warning',
  out_of_stock: 'default',
  needs_review: 'info',
};

export const saleStateLabel = (state: SaleState) => `lsm.inventory.sale_states.${state}` as const;
