import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useEffect } from 'react';
import type { Store } from '../../contract/stores.ts';
import { addressText, matchedAddress } from '../../domain/address.ts';
import type { StoreSearchState } from './useStoreSearch.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

export const STORE_SEARCH_LIST_ID = 'global-store-search-results';
export const storeSearchOptionId = (index: number) => `${STORE_SEARCH_LIST_ID}-${index}`;

interface StoreSearchResultsProps {
  search: StoreSearchState;
  /** index of the highlighted store */
  active: number;
  onHighlight: (index: number) => void;
  onChoose: (store: Store) => void;
}

/** "Loading ....", "No results found", or the stores (name and the address the search matched, else the Main one) with one highlighted. */
export const StoreSearchResults = ({ search, active, onHighlight, onChoose }: StoreSearchResultsProps) => {
  const translate = useLsmTranslate();
  useEffect(() => {
    document.getElementById(storeSearchOptionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, search]);

  if (search.status === 'failed') return null;
  if (search.status === 'loading' || search.stores.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
        {translate(search.status === 'loading' ? 'lsm.store_search.loading' : 'lsm.store_search.no_results')}
      </Typography>
    );
  }
  return (
    <List id={STORE_SEARCH_LIST_ID} role="listbox" aria-label={translate('lsm.store_search.results')} dense sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
      {search.stores.map((store, index) => {
        const address = matchedAddress(search.term, store.name, store.address);
        const kind = address && address.address_type !== 'Main' ? ` (${translate(`lsm.store_search.address_type.${address.address_type}`)})` : '';
        return (
          <ListItemButton
            key={store.id}
            id={storeSearchOptionId(index)}
            role="option"
            aria-selected={index === active}
            selected={index === active}
            onMouseMove={() => index !== active && onHighlight(index)}
            onClick={() => onChoose(store)}
          >
            <ListItemText primary={store.name} secondary={address ? `${addressText(address)}${kind}` : ''} />
          </ListItemButton>
        );
      })}
    </List>
  );
};
