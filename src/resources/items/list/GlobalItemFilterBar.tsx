import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Checkbox, FormControlLabel, InputAdornment, TextField } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useSyncedDraft } from '../../../custom/hooks/useSyncedDraft.ts';
import {
  AVAILABILITY_OPTIONS,
  ITEM_FILTER_OPTIONS,
  SORT_OPTION_KEYS,
  VERIFICATION_OPTIONS,
  type GlobalItemListFilters,
} from '../../../domain/globalItemQuery.ts';
import { CategoryImage } from '../choices/CategoryImage.tsx';
import { useCategories, useTags } from '../choices/useCatalogueChoices.ts';
import { ChoiceFilter } from './ChoiceFilter.tsx';
import { IdMultiFilter } from '../../../custom/filters/IdMultiFilter.tsx';
import { PriceRangeFilter } from './PriceRangeFilter.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../../providers/i18n/messageKeys.ts';

interface GlobalItemFilterBarProps {
  filters: GlobalItemListFilters;
  onChange: (patch: Partial<GlobalItemListFilters>) => void;
  onSearch: (text: string) => void;
  onReset: () => void;
  /** shown first (the company picker of /items) */
  leading?: ReactNode;
}

/** The filters of spec 001 §4 above the global item list (memoised: ticking rows does not redraw it). */
export const GlobalItemFilterBar = memo(function GlobalItemFilterBar({ filters, onChange, onSearch, onReset, leading }: GlobalItemFilterBarProps) {
  const translate = useLsmTranslate();
  // the text as typed: it reaches the list's filters debounced
  const [search, setSearch] = useSyncedDraft(filters.search);
  const categories = useCategories();
  const tags = useTags();
  const imageOf = (id: number) => categories.find((category) => category.id === id)?.image;
  const toggle = (label: LsmMessageKey, checked: boolean, onToggle: (checked: boolean) => void) => (
    <FormControlLabel
      control={<Checkbox size="small" checked={checked} onChange={(event) => onToggle(event.target.checked)} />}
      label={translate(label)}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }} role="search">
      {leading}
      <TextField
        size="small"
        label={translate('lsm.globalItems.list.search')}
        value={search}
        onChange={(event) => {
          const text = event.target.value.trimStart();
          setSearch(text);
          onSearch(text);
        }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        sx={{ minWidth: 240 }}
      />
      <ChoiceFilter
        label="lsm.globalItems.filters.availability"
        value={filters.availability}
        choices={AVAILABILITY_OPTIONS}
        labelPrefix="lsm.globalItems.availability"
        onChange={(availability) => onChange({ availability })}
        minWidth={140}
      />
      <ChoiceFilter
        label="lsm.globalItems.filters.item_option"
        value={filters.itemOption}
        choices={ITEM_FILTER_OPTIONS}
        labelPrefix="lsm.globalItems.item_options"
        onChange={(itemOption) => onChange({ itemOption })}
        minWidth={190}
      />
      <ChoiceFilter
        label="lsm.globalItems.filters.verification"
        value={filters.verification}
        choices={VERIFICATION_OPTIONS}
        labelPrefix="lsm.globalItems.verification"
        onChange={(verification) => onChange({ verification })}
        minWidth={150}
      />
      <IdMultiFilter
        label="lsm.globalItems.filters.category"
        options={categories}
        selected={filters.categories}
        onChange={(ids) => onChange({ categories: ids })}
        icon={(id) => <CategoryImage src={imageOf(id)} size={20} />}
      />
      <IdMultiFilter label="lsm.globalItems.filters.tags" options={tags} selected={filters.tags} onChange={(ids) => onChange({ tags: ids })} />
      <PriceRangeFilter min={filters.minPrice} max={filters.maxPrice} onChange={onChange} />
      <ChoiceFilter
        label="lsm.globalItems.filters.sort"
        value={filters.sort}
        choices={SORT_OPTION_KEYS}
        labelPrefix="lsm.globalItems.sort"
        onChange={(sort) => onChange({ sort })}
        minWidth={180}
      />
      {toggle('lsm.globalItems.filters.incomplete', filters.incompleteOnly, (incompleteOnly) => onChange({ incompleteOnly }))}
      {toggle('lsm.globalItems.filters.out_of_stock', filters.outOfStockOnly, (outOfStockOnly) => onChange({ outOfStockOnly }))}
      {filters.companyId !== null &&
        toggle('lsm.globalItems.filters.show_global_items_content', filters.showGlobalItemsContent, (showGlobalItemsContent) =>
          onChange({ showGlobalItemsContent }),
        )}
      <Button size="small" onClick={onReset}>
        {translate('lsm.globalItems.filters.reset')}
      </Button>
    </Box>
  );
});
