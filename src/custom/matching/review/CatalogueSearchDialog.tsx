import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import type { MatchStoreItem } from '../../../contract/matching.ts';
import { DEFAULT_GLOBAL_ITEM_FILTERS, type GlobalItemListFilters } from '../../../domain/globalItemQuery.ts';
import { PAGE_SIZE } from '../../../domain/paging.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { useIsMobile } from '../../layout/useIsMobile.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface CatalogueSearchDialogProps {
  storeItem: MatchStoreItem;
  /** the store's company: its catalogue and the platform-wide items are searched; null: every company */
  companyId: number | null;
  busy: boolean;
  onLink(globalItem: GlobalItem): void;
  onClose(): void;
}

/** Searches the catalogue (the global items list call, as on /items) for the item to link the store item to. */
export const CatalogueSearchDialog = ({ storeItem, companyId, busy, onLink, onClose }: CatalogueSearchDialogProps) => {
  const translate = useLsmTranslate();
  const isMobile = useIsMobile();
  const [typed, setTyped] = useState(storeItem.name);
  const search = useDebouncedValue(typed.trim());
  const filter: GlobalItemListFilters = { ...DEFAULT_GLOBAL_ITEM_FILTERS, companyId, showGlobalItemsContent: true, search };
  const found = useGetList<GlobalItem>('items', { filter, pagination: { page: 1, perPage: PAGE_SIZE } }, { retry: false });
  const items = found.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isMobile} aria-labelledby="catalogue-search-title">
      <DialogTitle id="catalogue-search-title">{translate('lsm.matching.search_dialog.title', { name: storeItem.name })}</DialogTitle>
      <DialogContent dividers>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={translate('lsm.matching.search_dialog.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {found.isFetching && <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 2 }} />}
        {!found.isFetching && items.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('lsm.matching.search_dialog.empty')}
          </Typography>
        )}
        <List dense aria-label={translate('lsm.matching.search_dialog.search')}>
          {items.map((item) => (
            <ListItemButton key={item.id} disabled={busy} onClick={() => onLink(item)}>
              <ListItemText
                primary={item.name}
                secondary={[item.upc, item.size, item.category?.name].filter(Boolean).join(' · ') || undefined}
              />
              <Typography variant="button" color="primary">
                {translate('lsm.matching.search_dialog.link')}
              </Typography>
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('lsm.matching.search_dialog.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
};
