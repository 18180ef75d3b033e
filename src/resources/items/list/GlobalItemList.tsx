import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { shownCount } from '../../../domain/paging.ts';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { certifiedMergeTarget } from '../../../domain/globalItemMerge.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { ListPagination } from '../../companies/list/ListPagination.tsx';
import { GlobalItemDialog, type GlobalItemDialogMode } from '../item/GlobalItemDialog.tsx';
import { BulkActionBar } from './BulkActionBar.tsx';
import { CompanyPicker, type CompanyChoice } from './CompanyPicker.tsx';
import { GlobalItemFilterBar } from './GlobalItemFilterBar.tsx';
import { GlobalItemTable } from './GlobalItemTable.tsx';
import { MergeDialog } from './MergeDialog.tsx';
import { ResultMessage } from './ResultMessage.tsx';
import { useExportItems } from './useExportItems.ts';
import { useGlobalItemList } from './useGlobalItemList.ts';

interface GlobalItemListProps {
  /** the company whose catalogue this is (Products tab); null on /items, where a company may be picked */
  company: CompanyChoice | null;
}

/** Edit permission of spec 001 §6 for catalogue changes. */
const EDIT_PERMISSION = 'lm_edit_store_inventory';

/**
 * The global item list: filters, count, 20 a page, selection with bulk actions (status, delete,
 * merge into a certified item), export to CSV, and the item dialog.
 */
export const GlobalItemList = ({ company }: GlobalItemListProps) => {
  const translate = useTranslate();
  const current = useIdentifiedUser();
  const canEdit = current?.permissions.includes(EDIT_PERMISSION) ?? false;
  const [picked, setPicked] = useState<CompanyChoice | null>(null);
  const scope = company ?? picked;
  const list = useGlobalItemList(scope?.id ?? null);
  const [resets, setResets] = useState(0);
  const [dialog, setDialog] = useState<GlobalItemDialogMode | null>(null);
  const [merging, setMerging] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const exportItems = useExportItems(scope?.id ?? null, scope?.name ?? translate('lsm.globalItems.list.all_companies'), setMessage);
  const { selection } = list;
  // A selection by filter is never merged: only ticked items are.
  const certified = selection.allMatching ? null : certifiedMergeTarget([...selection.items.values()]);
  const selecting = selection.allMatching || selection.items.size > 0;

  const { setFilters, resetFilters } = list;
  const companyPicker = useMemo(
    () =>
      company === null ? (
        <CompanyPicker
          label="lsm.globalItems.list.company"
          emptyLabel="lsm.globalItems.list.all_companies"
          value={picked}
          onChange={(chosen) => {
            setPicked(chosen);
            setFilters({ companyId: chosen?.id ?? null, showGlobalItemsContent: false });
          }}
        />
      ) : null,
    [company, picked, setFilters],
  );
  const reset = useCallback(() => {
    resetFilters();
    setResets((count) => count + 1);
  }, [resetFilters]);
  const openItem = useCallback((item: GlobalItem) => setDialog({ mode: 'edit', id: item.id }), []);

  return (
    <Box>
      <GlobalItemFilterBar
        key={resets}
        filters={list.filters}
        onChange={list.setFilters}
        onSearch={list.setSearch}
        onReset={reset}
        leading={companyPicker}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" role="status" aria-live="polite">
          {translate('lsm.globalItems.list.count', { smart_count: shownCount(list.total, list.countExact) })}
        </Typography>
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            disabled={exportItems.isPending || (company !== null && company.name === '')}
            onClick={() => exportItems.mutate()}
          >
            {translate(exportItems.isPending ? 'lsm.globalItems.list.exporting' : 'lsm.globalItems.list.export')}
          </Button>
          {canEdit && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'new' })}>
              {translate('lsm.globalItems.list.create')}
            </Button>
          )}
        </Box>
      </Box>
      {canEdit && selecting && (
        <BulkActionBar
          selection={selection}
          applied={list.applied}
          pageItems={list.items}
          total={list.total}
          countExact={list.countExact}
          onDone={setMessage}
          certifiedTarget={certified}
          onMerge={() => setMerging(true)}
        />
      )}
      <GlobalItemTable
        items={list.items}
        loading={list.isPending}
        selection={canEdit ? selection : null}
        showCompany={scope === null}
        onOpen={openItem}
      />
      <ListPagination
        label="lsm.globalItems.list.pages"
        total={list.total}
        countExact={list.countExact}
        rowsInPage={list.items.length}
        page={list.page}
        onPage={list.setPage}
      />
      {dialog && (
        <GlobalItemDialog
          target={dialog}
          companyId={scope?.id ?? null}
          canEdit={canEdit}
          isMerchant={current?.isMerchant ?? false}
          onClose={() => setDialog(null)}
          onDone={setMessage}
        />
      )}
      {merging && certified && (
        <MergeDialog
          certified={certified}
          merged={[...selection.items.values()].filter((item) => item.id !== certified.id)}
          onClose={() => setMerging(false)}
          onDone={(text) => {
            selection.clear();
            setMessage(text);
          }}
        />
      )}
      <ResultMessage message={message} onClose={() => setMessage(null)} />
    </Box>
  );
};
