import SearchIcon from '@mui/icons-material/Search';
import { Box, Divider, InputAdornment, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Store } from '../../contract/stores.ts';
import { STORE_SEARCH_LIST_ID, storeSearchOptionId, StoreSearchResults } from './StoreSearchResults.tsx';
import { useStoreSearch } from './useStoreSearch.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const NO_STORES: readonly Store[] = [];

/** The search box and its results; arrows move the highlight, Enter opens the store. */
export const StoreSearchPanel = ({ onClose }: { onClose: () => void }) => {
  const translate = useLsmTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const search = useStoreSearch(text);
  const stores = search.status === 'ready' ? search.stores : NO_STORES;
  // The highlight belongs to one answer: a new answer starts again at its first store.
  const [highlight, setHighlight] = useState({ stores, index: 0 });
  const active = highlight.stores === stores ? highlight.index : 0;

  const choose = (store: Store) => {
    // The answer already holds the store's details: the store page starts from them (react-admin's getOne key).
    queryClient.setQueryData(['stores', 'getOne', { id: String(store.id) }], store);
    onClose();
    navigate(`/stores/${store.id}/`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = stores.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight({ stores, index: (active + step + count) % count });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const store = stores[active];
      if (store) choose(store);
    }
  };

  return (
    <>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('lsm.store_search.input')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              maxLength: 100,
              autoComplete: 'off',
              'aria-label': translate('lsm.store_search.input'),
              'aria-autocomplete': 'list',
              'aria-expanded': stores.length > 0,
              'aria-controls': STORE_SEARCH_LIST_ID,
              'aria-activedescendant': stores.length > 0 ? storeSearchOptionId(active) : undefined,
            },
          }}
        />
      </Box>
      <StoreSearchResults search={search} active={active} onHighlight={(index) => setHighlight({ stores, index })} onChoose={choose} />
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {translate('lsm.store_search.hint')}
      </Typography>
    </>
  );
};
