import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useListContext } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { ListCount } from '../../../custom/list/ListCount.tsx';
import { ListPagination } from '../../../custom/list/ListPagination.tsx';
import { ListShell } from '../../../custom/list/ListShell.tsx';
import { SearchSuggestions } from '../../../custom/list/SearchSuggestions.tsx';
import type { GlobalItemListFilters } from '../../../domain/globalItemQuery.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { retryNetworkFailure } from '../choices/retryPolicy.ts';
import { GlobalItemDialog, type GlobalItemDialogMode } from '../item/GlobalItemDialog.tsx';
import { CompanyPicker, type CompanyChoice } from './CompanyPicker.tsx';
import { GlobalItemBulkButtons } from './GlobalItemBulkButtons.tsx';
import { GlobalItemFilterBar } from './GlobalItemFilterBar.tsx';
import { GlobalItemTable } from './GlobalItemTable.tsx';
import { itemListFilters, type ItemListFilterValues } from './itemListFilters.ts';
import { ResultMessage } from './ResultMessage.tsx';
import { useExportItems } from './useExportItems.ts';
import { useItemInUrl } from './useItemInUrl.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface GlobalItemListProps {
  /** the company whose catalogue this is (Products tab); null on /items, where a company may be picked */
  company: CompanyChoice | null;
}

/** Edit permission of spec 001 §6 for catalogue changes. */
const EDIT_PERMISSION = 'lm_edit_store_inventory';

const queryOptions = {
  placeholderData: keepPreviousData,
  retry: retryNetworkFailure,
  onError: (error: unknown) => alertFailure('unable_to_fetch_data', error),
};

/**
 * The global item list on react-admin's list controller: filters, count, 20 a page, selection with bulk
 * actions (status, delete, merge into a certified item), export to CSV, and the item dialog. On /items
 * the filters and the page live in the URL.
 */
export const GlobalItemList = ({ company }: GlobalItemListProps) => (
  <ListShell<GlobalItem> resource="items" inUrl={company === null} filter={company ? { companyId: company.id } : undefined} queryOptions={queryOptions}>
    <GlobalItemListBody company={company} />
  </ListShell>
);

const GlobalItemListBody = ({ company }: GlobalItemListProps) => {
  const translate = useLsmTranslate();
  const current = useIdentifiedUser();
  const canEdit = current?.permissions.includes(EDIT_PERMISSION) ?? false;
  const { filterValues, setFilters, onUnselectItems } = useListContext<GlobalItem>();
  const filters = itemListFilters(company ? { ...filterValues, companyId: company.id } : filterValues);
  const pickedId = company === null ? filters.companyId : null;
  const pickedName = filters.companyName ?? '';
  const picked = useMemo<CompanyChoice | null>(() => (pickedId === null ? null : { id: pickedId, name: pickedName }), [pickedId, pickedName]);
  const scope = company ?? picked;
  const [creating, setCreating] = useState(false);
  const item = useItemInUrl();
  const dialog: GlobalItemDialogMode | null = creating ? { mode: 'new' } : item.openId !== null ? { mode: 'edit', id: item.openId } : null;
  const [message, setMessage] = useState<string | null>(null);
  const exportItems = useExportItems(scope?.id ?? null, scope?.name ?? translate('lsm.globalItems.list.all_companies'), setMessage);

  // Every filter change goes back to page 1 (react-admin does) and drops the selection.
  const change = useCallback(
    (patch: Partial<ItemListFilterValues>, debounce = false) => {
      onUnselectItems();
      setFilters({ ...filterValues, ...patch }, undefined, debounce);
    },
    [filterValues, setFilters, onUnselectItems],
  );
  const onChange = useCallback((patch: Partial<GlobalItemListFilters>) => change(patch), [change]);
  const onSearch = useCallback((search: string) => change({ search: search.trimStart() }, true), [change]);
  const reset = useCallback(() => {
    onUnselectItems();
    setFilters(picked ? { companyId: picked.id, companyName: picked.name } : {}, undefined, false);
  }, [onUnselectItems, setFilters, picked]);
  const companyPicker = useMemo(
    () =>
      company === null ? (
        <CompanyPicker
          label="lsm.globalItems.list.company"
          emptyLabel="lsm.globalItems.list.all_companies"
          value={picked}
          onChange={(chosen) => change({ companyId: chosen?.id ?? null, companyName: chosen?.name, showGlobalItemsContent: false })}
        />
      ) : null,
    [company, picked, change],
  );

  return (
    <Box>
      <GlobalItemFilterBar filters={filters} onChange={onChange} onSearch={onSearch} onReset={reset} leading={companyPicker} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <ListCount label="lsm.globalItems.list.count" />
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            disabled={exportItems.isPending || (company !== null && company.name === '')}
            onClick={() => exportItems.mutate()}
          >
            {translate(exportItems.isPending ? 'lsm.globalItems.list.exporting' : 'lsm.globalItems.list.export')}
          </Button>
          {canEdit && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('lsm.globalItems.list.create')}
            </Button>
          )}
        </Box>
      </Box>
      <SearchSuggestions onPick={(suggestion) => change({ search: suggestion })} />
      <GlobalItemTable bulkActions={canEdit ? <GlobalItemBulkButtons onDone={setMessage} /> : null} showCompany={scope === null} hrefOf={item.hrefOf} />
      <ListPagination label="lsm.globalItems.list.pages" />
      {dialog && (
        <GlobalItemDialog
          target={dialog}
          companyId={scope?.id ?? null}
          canEdit={canEdit}
          isMerchant={current?.isMerchant ?? false}
          onClose={() => (creating ? setCreating(false) : item.close())}
          onDone={setMessage}
        />
      )}
      <ResultMessage message={message} onClose={() => setMessage(null)} />
    </Box>
  );
};
