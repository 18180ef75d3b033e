import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable, useListContext } from 'react-admin';
import type { LinkedStore } from '../../../contract/catalogue.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { bulkActionProps } from '../../../custom/list/ListBulkToolbar.tsx';
import { ListFilterBar } from '../../../custom/list/ListFilterBar.tsx';
import { ListPagination } from '../../../custom/list/ListPagination.tsx';
import { ListShell } from '../../../custom/list/ListShell.tsx';
import { SearchFilter } from '../../../custom/list/SearchFilter.tsx';
import { useSelectionFollowsFilters } from '../../../custom/list/useSelectionFollowsFilters.ts';
import { retryNetworkFailure } from '../choices/retryPolicy.ts';
import { LinkStoresButton } from './LinkStoresButton.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface LinkedStoresPanelProps {
  itemId: number;
  canEdit: boolean;
  onDone: (message: string) => void;
}

const queryOptions = {
  placeholderData: keepPreviousData,
  retry: retryNetworkFailure,
  onError: (error: unknown) => alertFailure('unable_to_fetch_data', error),
};

const filters = [<SearchFilter key="q" label="lsm.globalItems.stores.search" alwaysOn />];

/**
 * The stores linked with the item, or not linked ("global-item-stores"), 20 a page, with Link or Unlink
 * of the selected ones in the bulk toolbar.
 */
export const LinkedStoresPanel = ({ itemId, canEdit, onDone }: LinkedStoresPanelProps) => (
  <ListShell<LinkedStore> resource="global-item-stores" filter={{ itemId }} filterDefaultValues={{ linked: true }} queryOptions={queryOptions}>
    <LinkedStoresBody itemId={itemId} canEdit={canEdit} onDone={onDone} />
  </ListShell>
);

const LinkedStoresBody = ({ itemId, canEdit, onDone }: LinkedStoresPanelProps) => {
  const translate = useLsmTranslate();
  const { filterValues, setFilters } = useListContext<LinkedStore>();
  useSelectionFollowsFilters();
  const linked = filterValues.linked !== false;
  const empty = (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {translate(linked ? 'lsm.globalItems.stores.empty_linked' : 'lsm.globalItems.stores.empty_unlinked')}
    </Typography>
  );
  return (
    <Box>
      <ListFilterBar filters={filters}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={linked ? 'linked' : 'unlinked'}
          onChange={(_event, value: string | null) => {
            if (value !== null) setFilters({ ...filterValues, linked: value === 'linked' }, undefined, false);
          }}
        >
          <ToggleButton value="linked">{translate('lsm.globalItems.stores.linked')}</ToggleButton>
          <ToggleButton value="unlinked">{translate('lsm.globalItems.stores.unlinked')}</ToggleButton>
        </ToggleButtonGroup>
      </ListFilterBar>
      {/* One narrow column fits a phone, so no cards: react-admin's cards could not be selected. */}
      <DataTable<LinkedStore> rowClick={false} empty={empty} {...bulkActionProps(canEdit ? <LinkStoresButton itemId={itemId} linked={linked} onDone={onDone} /> : null)}>
        <DataTable.Col source="name" label="lsm.globalItems.stores.name" disableSort />
      </DataTable>
      <ListPagination label="lsm.globalItems.stores.pages" />
    </Box>
  );
};
