import { Button } from '@mui/material';
import { FilterButton, SelectInput, TextInput, useListContext } from 'react-admin';
import { ListFilterBar } from '../../../custom/list/ListFilterBar.tsx';
import { SearchFilter } from '../../../custom/list/SearchFilter.tsx';
import { AVAILABILITY_CHOICES, ITEM_TYPE_CHOICES } from '../../../providers/data/inventoryFilters.ts';
import { SALE_STATES, saleStateLabel } from './saleStates.ts';
import { useStoreCategories, useStoreMenus } from './useInventoryChoices.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface InventoryFilterBarProps {
  storeId: number;
  /** false: the category and menu choices are not asked for yet (they are asked for once their filter shows) */
  choicesEnabled: boolean;
}

const select = { helperText: false, size: 'small', sx: { minWidth: 160 } } as const;
const price = { type: 'number', helperText: false, size: 'small', sx: { width: 120 } } as const;
// "all" is the empty choice of these selects: no filter
const saleStateChoices = SALE_STATES.map((state) => ({ id: state, name: saleStateLabel(state) }));
const availabilityChoices = AVAILABILITY_CHOICES.filter((choice) => choice !== 'all').map((id) => ({ id, name: `lsm.inventory.availability.${id}` }));
const itemTypeChoices = ITEM_TYPE_CHOICES.filter((choice) => choice !== 'all').map((id) => ({ id, name: `lsm.inventory.item_types.${id}` }));

/**
 * Search and filters of the inventory list (spec 001 §4 and §5), react-admin filter inputs over the list's filter
 * values. The search is always shown; the other filters are added from react-admin's "Add filter" menu, and one
 * with a value shows itself (a sale state chip of the counts sets one). Eight inputs on the first screen cost
 * about a seventh of a reload of the tab (bench/RESULTS.md, issue 19).
 */
export const InventoryFilterBar = ({ storeId, choicesEnabled }: InventoryFilterBarProps) => {
  const translate = useLsmTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  // a filter's choices are asked for once the filter shows
  const shown = (source: string) => Boolean(displayedFilters?.[source]) || filterValues[source] !== undefined;
  const categories = useStoreCategories(storeId, choicesEnabled && shown('categoryId'));
  const menus = useStoreMenus(storeId, choicesEnabled && shown('menuId'));
  const categoryChoices = categories.map((category) => ({
    id: category.id,
    name: translate('lsm.inventory.filters.category_option', { name: category.name, count: category.item_count }),
  }));
  const menuChoices = menus.map((menu) => ({ id: menu.id, name: menu.menu_name }));
  const filters = [
    <SearchFilter key="search" source="search" type="search" label="lsm.inventory.filters.search" alwaysOn />,
    <SelectInput key="saleState" source="saleState" label="lsm.inventory.filters.sale_state" choices={saleStateChoices} emptyText="lsm.inventory.filters.all_sale_states" {...select} />,
    <SelectInput key="availability" source="availability" label="lsm.inventory.filters.availability" choices={availabilityChoices} emptyText="lsm.inventory.availability.all" {...select} />,
    <SelectInput key="itemType" source="itemType" label="lsm.inventory.filters.item_type" choices={itemTypeChoices} emptyText="lsm.inventory.item_types.all" {...select} sx={{ minWidth: 200 }} />,
    <SelectInput key="categoryId" source="categoryId" label="lsm.inventory.filters.category" choices={categoryChoices} translateChoice={false} emptyText="lsm.inventory.filters.all_categories" {...select} />,
    <SelectInput key="menuId" source="menuId" label="lsm.inventory.filters.menu" choices={menuChoices} translateChoice={false} emptyText="lsm.inventory.filters.all_menus" {...select} />,
    <TextInput key="minPrice" source="minPrice" label="lsm.inventory.filters.min_price" placeholder="0" slotProps={{ htmlInput: { min: 0, step: '0.01' } }} {...price} />,
    <TextInput key="maxPrice" source="maxPrice" label="lsm.inventory.filters.max_price" placeholder="99999" slotProps={{ htmlInput: { min: 0, step: '0.01' } }} {...price} />,
  ];
  return (
    <ListFilterBar filters={filters}>
      <FilterButton filters={filters} disableSaveQuery />
      {Object.keys(filterValues).length > 0 && (
        <Button size="small" onClick={() => setFilters({}, {})}>
          {translate('lsm.inventory.filters.clear')}
        </Button>
      )}
    </ListFilterBar>
  );
};
