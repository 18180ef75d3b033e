import { Chip, Stack } from '@mui/material';
import { useListContext } from 'react-admin';
import type { SaleState } from '../../../contract/inventory.ts';
import { SALE_STATES } from './saleStates.ts';
import { useInventoryCount } from './useInventoryData.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface InventoryCountsProps {
  storeId: number;
  /** false: not asked for yet */
  enabled: boolean;
}

/** GET /inventory/{id}/inventory-count as chips; a sale state chip filters the list by it (a second click shows every state). */
export const InventoryCounts = ({ storeId, enabled }: InventoryCountsProps) => {
  const translate = useLsmTranslate();
  const { filterValues, setFilters } = useListContext();
  const counts = useInventoryCount(storeId, enabled);
  if (!counts) return null;
  const saleState = (filterValues.saleState as SaleState | undefined) ?? '';
  const show = (state: SaleState | '') => setFilters({ ...filterValues, saleState: state || undefined });
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }} aria-label={translate('lsm.inventory.counts.label')} role="group">
      <Chip
        label={translate('lsm.inventory.counts.total', { count: counts.total })}
        color={saleState === '' ? 'primary' : 'default'}
        variant={saleState === '' ? 'filled' : 'outlined'}
        onClick={() => show('')}
      />
      {SALE_STATES.map((state) => (
        <Chip
          key={state}
          label={translate(`lsm.inventory.counts.${state}`, { count: counts[state] })}
          color={saleState === state ? 'primary' : 'default'}
          variant={saleState === state ? 'filled' : 'outlined'}
          onClick={() => show(saleState === state ? '' : state)}
        />
      ))}
      <Chip variant="outlined" label={translate('lsm.inventory.counts.active', { count: counts.active })} />
      <Chip variant="outlined" label={translate('lsm.inventory.counts.inactive', { count: counts.inactive })} />
    </Stack>
  );
};
