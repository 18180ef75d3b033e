import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, useListContext, useNotify, useRefresh } from 'react-admin';
import type { BulkPushAnswer, BulkPushBody } from '../../contract/channels.ts';
import { useIsMobile } from '../../custom/layout/useIsMobile.ts';
import type { SyncGridRecord } from '../../providers/data/channels.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { SyncGridCellView } from './SyncGridCellView.tsx';
import { SyncGridToolbar } from './SyncGridToolbar.tsx';
import { useCellSelection } from './useCellSelection.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import { ListPagination } from '../../custom/list/ListPagination.tsx';

const UNDER_WAY_POLL_MS = 2000;
type Partner = { id: number; name: string };

const underWay = (rows: readonly SyncGridRecord[] | undefined) =>
  rows?.some((row) => row.cells.some((cell) => cell.last_sync?.status === 'initiated' || cell.last_sync?.status === 'in_progress')) ?? false;

const GridBody = ({ companyId, canEdit }: { companyId: number; canEdit: boolean }) => {
  const translate = useLsmTranslate();
  const isMobile = useIsMobile();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useLsmDataProvider();
  const { data, meta, total, isPending } = useListContext<SyncGridRecord>();
  const partners: Partner[] = (meta as { partners?: Partner[] } | undefined)?.partners ?? [];
  const selection = useCellSelection();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<BulkPushAnswer['refused']>([]);
  const rows = data ?? [];
  const failedOnPage = rows.flatMap((row) => row.cells.filter((cell) => cell.failed).map((cell) => ({ store_id: row.store_id, partner_id: cell.partner_id })));
  const storeName = (storeId: number) => rows.find((row) => row.store_id === storeId)?.store_name ?? `#${storeId}`;
  const partnerName = (partnerId: number) => partners.find((partner) => partner.id === partnerId)?.name ?? `#${partnerId}`;

  const push = async (cells: BulkPushBody['cells']) => {
    setBusy(true);
    try {
      const answer = await dataProvider.pushSyncGridCells(companyId, cells);
      notify('lsm.channels.grid.queued', { messageArgs: { smart_count: answer.queued.length }, type: answer.refused.length ? 'warning' : 'success' });
      setRefused(answer.refused);
      selection.clear();
      refresh();
    } catch {
      notify('lsm.channels.errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const cellOf = (row: SyncGridRecord, partner: Partner) => {
    const cell = row.cells.find((candidate) => candidate.partner_id === partner.id);
    if (!cell) return null;
    const key = { store_id: row.store_id, partner_id: partner.id };
    return (
      <SyncGridCellView
        storeName={row.store_name}
        cell={cell}
        selectable={canEdit}
        selected={selection.isSelected(key)}
        onToggle={() => selection.toggle(key)}
      />
    );
  };

  return (
    <>
      <SyncGridToolbar
        canEdit={canEdit}
        selectedCount={selection.cells.length}
        failedOnPage={failedOnPage.length}
        busy={busy}
        onPushSelected={() => void push(selection.cells)}
        onRetryFailed={() => void push(failedOnPage)}
        onClear={selection.clear}
      />
      {refused.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setRefused([])}>
          {refused.map((entry) => (
            <div key={`${entry.store_id}:${entry.partner_id}`}>
              {translate('lsm.channels.grid.refused', { store: storeName(entry.store_id), partner: partnerName(entry.partner_id), reason: entry.reason })}
            </div>
          ))}
        </Alert>
      )}
      {!isPending && total === 0 ? (
        <Typography color="text.secondary">{translate('lsm.channels.grid.empty')}</Typography>
      ) : isMobile ? (
        <Stack spacing={1}>
          {rows.map((row) => (
            <Card variant="outlined" key={row.id} component="section" aria-label={row.store_name}>
              <CardContent>
                <Typography sx={{ fontWeight: 600, mb: 1 }}>{row.store_name}</Typography>
                {partners.map((partner) => (
                  <Stack key={partner.id} direction="row" spacing={1} sx={{ py: 0.5, borderTop: 1, borderColor: 'divider' }}>
                    <Typography variant="body2" sx={{ width: 96, flexShrink: 0 }}>
                      {partner.name}
                    </Typography>
                    {cellOf(row, partner)}
                  </Stack>
                ))}
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable<SyncGridRecord> bulkActionButtons={false} rowClick={false} sx={{ '& td': { verticalAlign: 'top' } }}>
            <DataTable.Col<SyncGridRecord> label="lsm.channels.grid.store" source="store_name" disableSort />
            {partners.map((partner) => (
              <DataTable.Col<SyncGridRecord> key={partner.id} label={partner.name} render={(row) => cellOf(row, partner)} />
            ))}
          </DataTable>
        </Box>
      )}
      <ListPagination label="lsm.channels.grid.pages" />
    </>
  );
};

/** The company sync grid: stores × partners, filtered to failed or out-of-date cells, pushed in bulk. */
export const SyncGrid = ({ companyId, canEdit }: { companyId: number; canEdit: boolean }) => (
  <ListBase<SyncGridRecord>
    resource="sync-grid"
    filter={{ companyId }}
    filterDefaultValues={{ status: 'all' }}
    perPage={20}
    disableSyncWithLocation
    queryOptions={{ refetchInterval: (query) => (underWay(query.state.data?.data) ? UNDER_WAY_POLL_MS : false) }}
  >
    <GridBody companyId={companyId} canEdit={canEdit} />
  </ListBase>
);
