import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { StoreOrder } from '../../../contract/orders.ts';
import { presetRange, RANGE_PRESETS, type RangePreset } from '../../../domain/orders.ts';
import { ChartCardTable } from '../../../custom/analytics/ChartCardTable.tsx';
import { money, type TableColumn } from '../../../custom/analytics/tableCsv.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { HomeCard } from './HomeCard.tsx';
import { retryServerFailures, useFailureAlert } from './useFailureAlert.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const columns: TableColumn<StoreOrder>[] = [
  { key: 'placed', label: 'lsm.analytics.columns.placed', value: (row) => dayjs(row.placed_at).format('MMM D, hh:mm A') },
  { key: 'channel', label: 'lsm.analytics.columns.channel', value: (row) => row.partner },
  { key: 'order', label: 'lsm.analytics.columns.order', value: (row) => row.partner_order_id },
  { key: 'state', label: 'lsm.analytics.columns.state', value: (row) => row.state },
  { key: 'items', label: 'lsm.analytics.columns.items', value: (row) => row.items, numeric: true },
  { key: 'total', label: 'lsm.analytics.columns.total', value: (row) => money(row.total_cents), numeric: true },
  { key: 'issues', label: 'lsm.analytics.columns.issues', value: (row) => row.issues.join(', ') },
];

/** Today's orders and sales, the last 20 orders, and the orders export for a date range (lm_view_orders). */
export const StoreOrdersSection = ({ storeId }: { storeId: number }) => {
  const translate = useLsmTranslate();
  const notify = useNotify();
  const dataProvider = useLsmDataProvider();
  const [preset, setPreset] = useState<RangePreset>('30d');
  const { data, error } = useQuery({ queryKey: ['stores', storeId, 'orders-summary'], queryFn: () => dataProvider.getStoreOrdersSummary(storeId, 20), retry: retryServerFailures });
  useFailureAlert(error, 'unable_to_fetch_data');
  const exportOrders = async () => {
    const { from, to } = presetRange(preset, new Date());
    try {
      await dataProvider.exportStoreOrders(storeId, from, to);
    } catch {
      notify('lsm.analytics.download_failed', { type: 'error' });
    }
  };
  const aside = data && (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Chip label={translate('lsm.analytics.store.orders_today', { smart_count: data.orders })} />
      <Chip label={translate('lsm.analytics.store.sales_today', { amount: money(data.gross_cents) })} />
    </Stack>
  );
  return (
    <HomeCard id="store-orders" title="lsm.analytics.store.orders_title" aside={aside}>
      {!data && <CircularProgress aria-label={translate('lsm.analytics.loading')} />}
      {data && data.latest.length === 0 && <Typography color="text.secondary">{translate('lsm.analytics.store.no_orders')}</Typography>}
      {data && data.latest.length > 0 && <ChartCardTable columns={columns} rows={data.latest} label={translate('lsm.analytics.store.latest_orders')} />}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" label={translate('lsm.analytics.filters.range')} value={preset} onChange={(event) => setPreset(event.target.value as RangePreset)} sx={{ minWidth: 160 }}>
          {RANGE_PRESETS.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`lsm.analytics.presets.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<DownloadIcon />} onClick={() => void exportOrders()}>
          {translate('lsm.analytics.store.export_orders')}
        </Button>
      </Box>
    </HomeCard>
  );
};
