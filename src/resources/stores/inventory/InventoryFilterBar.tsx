import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaleState } from '../../../contract/inventory.ts';
import { AVAILABILITY_CHOICES, ITEM_TYPE_CHOICES, type Availability, type ItemType } from './inventoryQuery.ts';
import { SALE_STATES, saleStateLabel } from './saleStates.ts';
import { useStoreCategories, useStoreMenus } from './useInventoryChoices.ts';
import type { InventoryFilters } from './useInventoryFilters.ts';

interface InventoryFilterBarProps {
  state: InventoryFilters;
  storeId: number;
  /** false: the category and menu choices are not asked for yet */
  choicesEnabled: boolean;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** Search and filters of the inventory list (spec 001 §4 and §5). */
export const InventoryFilterBar = ({ state, storeId, choicesEnabled }: InventoryFilterBarProps) => {
  const translate = useTranslate();
  const categories = useStoreCategories(storeId, choicesEnabled);
  const menus = useStoreMenus(storeId, choicesEnabled);
  const { filters, change } = state;
  const select = { select: true, size: 'small', sx: { minWidth: 160 } } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={translate('lsm.inventory.filters.search')}
        value={filters.search}
        onChange={(event) => state.setSearch(event.target.value)}
        sx={{ minWidth: 260 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      <TextField
        {...select}
        label={translate('lsm.inventory.filters.sale_state')}
        value={filters.saleState}
        onChange={(event) => change({ saleState: event.target.value as SaleState | '' })}
      >
        <MenuItem value="">{translate('lsm.inventory.filters.all_sale_states')}</MenuItem>
        {SALE_STATES.map((saleState) => (
          <MenuItem key={saleState} value={saleState}>
            {translate(saleStateLabel(saleState))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={translate('lsm.inventory.filters.availability')}
        value={filters.availability}
        onChange={(event) => change({ availability: event.target.value as Availability })}
      >
        {AVAILABILITY_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`lsm.inventory.availability.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={translate('lsm.inventory.filters.item_type')}
        value={filters.itemType}
        onChange={(event) => change({ itemType: event.target.value as ItemType })}
        sx={{ minWidth: 200 }}
      >
        {ITEM_TYPE_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`lsm.inventory.item_types.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={translate('lsm.inventory.filters.category')}
        value={filters.categoryId === null ? '' : String(filters.categoryId)}
        onChange={(event) => change({ categoryId: idOrNull(event.target.value) })}
      >
        <MenuItem value="">{translate('lsm.inventory.filters.all_categories')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={String(category.id)}>
            {translate('lsm.inventory.filters.category_option', { name: category.name, count: category.item_count })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={translate('lsm.inventory.filters.menu')}
        value={filters.menuId === null ? '' : String(filters.menuId)}
        onChange={(event) => change({ menuId: idOrNull(event.target.value) })}
      >
        <MenuItem value="">{translate('lsm.inventory.filters.all_menus')}</MenuItem>
        {menus.map((menu) => (
          <MenuItem key={menu.id} value={String(menu.id)}>
            {menu.menu_name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label={translate('lsm.inventory.filters.min_price')}
        placeholder="0"
        value={filters.minPrice}
        onChange={(event) => change({ minPrice: event.target.value })}
        sx={{ width: 120 }}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      />
      <TextField
        size="small"
        type="number"
        label={translate('lsm.inventory.filters.max_price')}
        placeholder="99999"
        value={filters.maxPrice}
        onChange={(event) => change({ maxPrice: event.target.value })}
        sx={{ width: 120 }}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      />
      {state.isFiltered && (
        <Button size="small" onClick={state.reset}>
          {translate('lsm.inventory.filters.clear')}
        </Button>
      )}
    </Box>
  );
};
