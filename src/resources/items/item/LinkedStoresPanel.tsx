import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Checkbox,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LinkStoresAnswer, UnlinkStoresAnswer } from '../../../contract/catalogue.ts';
import { useDebouncedValue } from '../../../custom/hooks/useDebouncedValue.ts';
import { offsetOf, PAGE_SIZE } from '../../../domain/paging.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { ListPagination } from '../../companies/list/ListPagination.tsx';
import { retryNetworkFailure } from '../choices/retryPolicy.ts';

interface LinkedStoresPanelProps {
  itemId: number;
  canEdit: boolean;
  onDone: (message: string) => void;
}

/**
 * The stores linked with the item, or not linked (GET .../linked-or-unlinked-stores-with-global-item),
 * with Link (POST .../link-stores-with-global-item) and Unlink (PUT .../unlink-stores-from-global-item)
 * of the ticked ones.
 */
export const LinkedStoresPanel = ({ itemId, canEdit, onDone }: LinkedStoresPanelProps) => {
  const translate = useTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const [linked, setLinked] = useState(true);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<number[]>([]);
  const search = useDebouncedValue(text);
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setPage(1);
    setTicked([]);
  }

  const stores = useQuery({
    queryKey: ['items', 'stores', itemId, linked, search, page],
    queryFn: async () => {
      try {
        return await dataProvider.getGlobalItemStores(itemId, { linked, search_string: search || undefined, offset: offsetOf(page), limit: PAGE_SIZE });
      } catch (error) {
        alertFailure('unable_to_fetch_data', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    retry: retryNetworkFailure,
  });

  const change = useMutation({
    mutationFn: async (): Promise<LinkStoresAnswer | UnlinkStoresAnswer> =>
      linked ? dataProvider.unlinkGlobalItemStores(itemId, ticked) : dataProvider.linkGlobalItemStores(itemId, ticked),
    onSuccess: async (answer) => {
      setTicked([]);
      onDone(
        'unlinked' in answer
          ? translate('lsm.globalItems.stores.unlinked_done', { smart_count: answer.unlinked })
          : [
              translate('lsm.globalItems.stores.linked_done', { smart_count: answer.linked }),
              answer.already_linked > 0 ? translate('lsm.globalItems.stores.already_linked', { smart_count: answer.already_linked }) : '',
            ]
              .filter(Boolean)
              .join(' '),
      );
      await queryClient.invalidateQueries({ queryKey: ['items', 'stores', itemId] });
      await queryClient.invalidateQueries({ queryKey: ['linked-store-items'] });
    },
    onError: (error) => alertFailure(linked ? 'unable_to_unassign_stores' : 'unable_to_assign_stores', error),
  });

  const toggle = (id: number) => setTicked((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]));
  const rows = stores.data?.stores ?? [];
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={linked ? 'linked' : 'unlinked'}
          onChange={(_event, value: string | null) => {
            if (value === null) return;
            setLinked(value === 'linked');
            setPage(1);
            setTicked([]);
          }}
        >
          <ToggleButton value="linked">{translate('lsm.globalItems.stores.linked')}</ToggleButton>
          <ToggleButton value="unlinked">{translate('lsm.globalItems.stores.unlinked')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          label={translate('lsm.globalItems.stores.search')}
          value={text}
          onChange={(event) => setText(event.target.value.trimStart())}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        {canEdit && (
          <Button variant="contained" size="small" disabled={ticked.length === 0 || change.isPending} onClick={() => change.mutate()} sx={{ ml: 'auto' }}>
            {translate(linked ? 'lsm.globalItems.stores.unlink' : 'lsm.globalItems.stores.link')}
          </Button>
        )}
      </Box>
      {rows.length === 0 && !stores.isPending ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate(linked ? 'lsm.globalItems.stores.empty_linked' : 'lsm.globalItems.stores.empty_unlinked')}
        </Typography>
      ) : (
        <List dense>
          {rows.map((store) => (
            <ListItem key={store.id} disablePadding>
              <ListItemButton disabled={!canEdit} onClick={() => toggle(store.id)}>
                {canEdit && (
                  <ListItemIcon>
                    <Checkbox
                      edge="start"
                      size="small"
                      checked={ticked.includes(store.id)}
                      tabIndex={-1}
                      slotProps={{ input: { 'aria-label': translate('lsm.globalItems.stores.select_store', { name: store.name }) } }}
                    />
                  </ListItemIcon>
                )}
                <ListItemText primary={store.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <ListPagination label="lsm.globalItems.stores.pages" total={stores.data?.count ?? 0} page={page} onPage={setPage} />
    </Box>
  );
};
