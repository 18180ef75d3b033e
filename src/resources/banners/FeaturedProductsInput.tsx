import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useInput, ValidationError } from 'react-admin';
import type { Banner } from '../../contract/campaigns.ts';
import type { GlobalItem } from '../../contract/catalogue.ts';
import { useDebouncedValue } from '../../custom/hooks/useDebouncedValue.ts';
import { BANNER_FEATURED_PRODUCTS_MAX } from '../../domain/banners.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface Product {
  id: number;
  name: string;
}

interface FeaturedProductsInputProps {
  companyId: number;
  /** the names of the products already featured (from the banner) */
  initial: Banner['featured_items'];
}

/** Featured products: the company's global items found by name; the ids are stored, the names shown. */
export const FeaturedProductsInput = ({ companyId, initial }: FeaturedProductsInputProps) => {
  const translate = useLsmTranslate();
  const { field, fieldState } = useInput<number[]>({ source: 'featured_products' });
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<Map<number, string>>(() => new Map(initial.map((item) => [item.id, item.name])));
  const settled = useDebouncedValue(search);
  const { data = [], isFetching } = useGetList<GlobalItem>('items', {
    filter: { companyId, search: settled, availability: 'all' },
    pagination: { page: 1, perPage: 20 },
  });
  const ids: number[] = useMemo(() => field.value ?? [], [field.value]);
  const chosen = useMemo(() => ids.map((id) => ({ id, name: known.get(id) ?? `#${id}` })), [ids, known]);
  const full = ids.length >= BANNER_FEATURED_PRODUCTS_MAX;
  const error = fieldState.error?.message;

  return (
    <Autocomplete<Product, true>
      multiple
      filterSelectedOptions
      options={data.map((item) => ({ id: item.id, name: item.name }))}
      value={chosen}
      loading={isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      getOptionDisabled={() => full}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      inputValue={search}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setSearch(value)}
      onChange={(_event, products) => {
        setKnown((names) => new Map([...names, ...products.map((product) => [product.id, product.name] as const)]));
        field.onChange(products.map((product) => product.id));
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('lsm.banners.fields.featured_products')}
          placeholder={translate('lsm.banners.form.search_products')}
          error={Boolean(error)}
          helperText={error ? <ValidationError error={error} /> : `${ids.length} / ${BANNER_FEATURED_PRODUCTS_MAX}`}
        />
      )}
    />
  );
};
