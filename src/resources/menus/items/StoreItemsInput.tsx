import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useInput, ValidationError } from 'react-admin';
import type { StoreItem } from '../../../contract/inventory.ts';
import { useDebouncedValue } from '../../../custom/hooks/useDebouncedValue.ts';
import { formatPrice } from '../../../domain/numbers.ts';
import { PAGE_SIZE } from '../../../domain/paging.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** The store's items found by name or UPC (searched by the server once the list opens), as the form's `items` input. */
export const StoreItemsInput = ({ storeId }: { storeId: number }) => {
  const translate = useLsmTranslate();
  const { field, fieldState } = useInput<StoreItem[]>({ source: 'items' });
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(typed.trim());
  const found = useGetList<StoreItem>(
    'store-items',
    { filter: { storeId, ...(search ? { search } : {}) }, pagination: { page: 1, perPage: PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open, retry: false },
  );
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={found.data ?? []}
      loading={found.isFetching}
      value={field.value}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(item) => `${item.name} · ${formatPrice(item.price)}`}
      inputValue={typed}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setTyped(value)}
      onChange={(_event, items) => field.onChange(items)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField {...params} label={translate('lsm.menus.items.add_label')} error={error !== undefined} helperText={error && <ValidationError error={error} />} />
      )}
      sx={{ flex: '1 1 260px', minWidth: 0 }}
    />
  );
};
