import AddIcon from '@mui/icons-material/Add';
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { StoreItem } from '../../../contract/inventory.ts';
import { useDebouncedValue } from '../../../custom/hooks/useDebouncedValue.ts';
import { formatPrice } from '../../../domain/numbers.ts';
import { PAGE_SIZE } from '../../../domain/paging.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface MenuItemAdderProps {
  storeId: number;
  busy: boolean;
  onAdd(items: readonly StoreItem[]): void;
}

/** Finds store items by name or UPC and puts the chosen ones on the menu by hand. */
export const MenuItemAdder = ({ storeId, busy, onAdd }: MenuItemAdderProps) => {
  const translate = useLsmTranslate();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<StoreItem[]>([]);
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(typed.trim());
  const found = useGetList<StoreItem>(
    'store-items',
    { filter: { storeId, ...(search ? { search } : {}) }, pagination: { page: 1, perPage: PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open, retry: false },
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
      <Autocomplete
        multiple
        size="small"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={found.data ?? []}
        loading={found.isFetching}
        value={chosen}
        filterOptions={(options) => options}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionLabel={(item) => `${item.name} · ${formatPrice(item.price)}`}
        inputValue={typed}
        onInputChange={(_event, value, reason) => reason !== 'reset' && setTyped(value)}
        onChange={(_event, items) => setChosen(items)}
        renderInput={(params) => <TextField {...params} label={translate('lsm.menus.items.add_label')} />}
        sx={{ flex: '1 1 260px', minWidth: 0 }}
      />
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        disabled={busy || chosen.length === 0}
        onClick={() => {
          onAdd(chosen);
          setChosen([]);
          setTyped('');
        }}
      >
        {translate('lsm.menus.items.add_button')}
      </Button>
    </Box>
  );
};
