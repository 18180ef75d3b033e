import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { IngestionAnswer } from '../../../contract/inventory.ts';
import { saveBlob } from '../../../providers/fileDownload.ts';
import { failedRowsCsv } from './csvText.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** Failed rows listed on screen; the download always holds every one. */
const SHOWN_FAILURES = 200;

const COUNTS = [
  ['total_rows', 'lsm.inventory.upload.total_rows'],
  ['created', 'lsm.inventory.upload.created'],
  ['updated', 'lsm.inventory.upload.updated'],
  ['unchanged', 'lsm.inventory.upload.unchanged_count'],
  ['failed', 'lsm.inventory.upload.failed'],
] as const;

/** What an upload did: created, updated, unchanged and failed rows, the failures with line and reason. */
export const IngestionSummary = ({ answer, fileName }: { answer: IngestionAnswer; fileName: string }) => {
  const translate = useLsmTranslate();
  const shown = answer.errors.slice(0, SHOWN_FAILURES);
  const downloadFailures = () => {
    const base = fileName.replace(/\.csv$/i, '') || 'inventory';
    saveBlob(new Blob([failedRowsCsv(answer.errors)], { type: 'text/csv;charset=utf-8' }), `${base}_failed_rows.csv`);
  };
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('lsm.inventory.upload.summary_heading')}
      </Typography>
      <Box component="dl" aria-label={translate('lsm.inventory.upload.summary_heading')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 1, m: 0 }}>
        {COUNTS.map(([key, label]) => (
          <Box key={key} sx={{ p: 1, borderRadius: 1, bgcolor: key === 'failed' && answer.failed > 0 ? 'error.light' : 'action.hover' }}>
            <Typography component="dt" variant="caption">
              {translate(label)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-count={key}>
              {answer[key]}
            </Typography>
          </Box>
        ))}
      </Box>
      {answer.failed === 0 ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {translate('lsm.inventory.upload.all_good')}
        </Alert>
      ) : (
        <Box sx={{ mt: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle2" component="h4" id="failed-rows-heading">
              {translate('lsm.inventory.upload.failed_heading')}
            </Typography>
            <Button size="small" startIcon={<DownloadIcon />} onClick={downloadFailures}>
              {translate('lsm.inventory.upload.download_failed')}
            </Button>
          </Box>
          <Box sx={{ maxHeight: 280, overflowY: 'auto' }}>
            <Table size="small" stickyHeader aria-labelledby="failed-rows-heading">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('lsm.inventory.upload.line')}</TableCell>
                  <TableCell>{translate('lsm.inventory.upload.reason')}</TableCell>
                  <TableCell>{translate('lsm.inventory.upload.row_name')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((error) => (
                  <TableRow key={error.line}>
                    <TableCell>{error.line}</TableCell>
                    <TableCell>{error.reason}</TableCell>
                    <TableCell>{error.row.name ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {answer.errors.length > shown.length && (
            <Typography variant="caption" component="p" sx={{ mt: 1 }}>
              {translate('lsm.inventory.upload.more_failed', { count: answer.errors.length - shown.length })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
};
