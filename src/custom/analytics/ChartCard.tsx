import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { saveBlob } from '../../providers/fileDownload.ts';
import { ChartCardTable, type ServerPaging } from './ChartCardTable.tsx';
import { tableCsv, type TableColumn } from './tableCsv.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

interface ChartCardProps<Row> {
  id: string;
  title: LsmMessageKey;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[] | undefined;
  /** the table a page at a time from the server (its page's rows and paging); `rows` are then the chart's */
  table?: { rows: readonly Row[] | undefined; paging: ServerPaging };
  chart: ReactNode;
  /** the CSV download: the server's export when given, else the table as shown */
  download?: () => Promise<unknown>;
  fileName: string;
  aside?: ReactNode;
}

/** A chart with its table view and CSV download; below 768 px the table shows as cards. */
export function ChartCard<Row>({ id, title, columns, rows, table, chart, download, fileName, aside }: ChartCardProps<Row>) {
  const translate = useLsmTranslate();
  const notify = useNotify();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headers = columns.map((column) => translate(column.label));
  const save = async () => {
    try {
      if (download) await download();
      else saveBlob(new Blob([tableCsv(headers, columns, rows ?? [])], { type: 'text/csv' }), fileName);
    } catch {
      notify('lsm.analytics.download_failed', { type: 'error' });
    }
  };
  return (
    <Card component="section" variant="outlined" aria-labelledby={`${id}-heading`} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap' }} useFlexGap>
          <Typography id={`${id}-heading`} variant="h6" component="h2">
            {translate(title)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {aside}
            <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)} aria-label={translate('lsm.analytics.view')}>
              <ToggleButton value="chart">{translate('lsm.analytics.chart')}</ToggleButton>
              <ToggleButton value="table">{translate('lsm.analytics.table')}</ToggleButton>
            </ToggleButtonGroup>
            <Button size="small" startIcon={<DownloadIcon />} onClick={() => void save()} disabled={!rows} aria-label={`${translate('lsm.analytics.csv')} ${translate(title)}`}>
              {translate('lsm.analytics.csv')}
            </Button>
          </Stack>
        </Stack>
        {!rows && <CircularProgress aria-label={translate('lsm.analytics.loading')} />}
        {rows && rows.length === 0 && <Typography color="text.secondary">{translate('lsm.analytics.empty')}</Typography>}
        {rows && rows.length > 0 && view === 'chart' && <Box sx={{ width: '100%', minWidth: 0 }}>{chart}</Box>}
        {rows && rows.length > 0 && view === 'table' && <ChartCardTable columns={columns} rows={table?.rows ?? rows} paging={table?.paging} label={translate(title)} />}
      </CardContent>
    </Card>
  );
}
