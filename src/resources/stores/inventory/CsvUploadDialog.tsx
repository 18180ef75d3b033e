import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Link, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { INGESTION_COLUMNS, type IngestionAnswer } from '../../../contract/inventory.ts';
import { saveBlob } from '../../../providers/fileDownload.ts';
import { HttpError } from '../../../providers/HttpError.ts';
import type { UploadProgress } from '../../../providers/httpUpload.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { REQUIRED_COLUMNS, templateCsv } from './csvText.ts';
import { IngestionSummary } from './IngestionSummary.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import '../../../providers/i18n/inventory.ts';

type Step =
  | { kind: 'choose' }
  | { kind: 'uploading'; progress: UploadProgress }
  | { kind: 'processing' }
  | { kind: 'done'; answer: IngestionAnswer }
  | { kind: 'refused'; message: string };

interface CsvUploadDialogProps {
  storeId: number;
  open: boolean;
  onClose: () => void;
  /** after an upload that applied rows: refresh the list and counts */
  onUploaded: () => void;
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * POST /inventory/ingestion/csv. The server answers once every row is checked and the good ones are
 * applied (the run is synchronous), so the dialog shows the upload's progress, then "processing", then
 * the summary with the failed rows.
 */
export const CsvUploadDialog = ({ storeId, open, onClose, onUploaded }: CsvUploadDialogProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const cognitoId = useIdentifiedUser()?.user.profile.username ?? undefined;
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const busy = step.kind === 'uploading' || step.kind === 'processing';

  const reset = () => {
    setFile(null);
    setStep({ kind: 'choose' });
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setFile(chosen);
    setStep({ kind: 'choose' });
  };

  const upload = async () => {
    if (!file) return;
    setStep({ kind: 'uploading', progress: { loaded: 0, total: file.size } });
    try {
      const answer = await dataProvider.uploadInventoryCsv(storeId, cognitoId, file, (progress) => {
        const complete = progress.total !== null && progress.loaded >= progress.total;
        setStep(complete ? { kind: 'processing' } : { kind: 'uploading', progress });
      });
      setStep({ kind: 'done', answer });
      if (answer.created + answer.updated > 0) onUploaded();
    } catch (error) {
      setStep({ kind: 'refused', message: error instanceof HttpError && error.serverMessage ? error.serverMessage : '' });
      alertFailure('unable_to_update_data', error);
    }
  };

  const percent = step.kind === 'uploading' && step.progress.total ? Math.round((step.progress.loaded / step.progress.total) * 100) : null;
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="csv-upload-title">
      <DialogTitle id="csv-upload-title">{translate('lsm.inventory.upload.title')}</DialogTitle>
      <DialogContent dividers>
        {step.kind !== 'done' && (
          <Box sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {translate('lsm.inventory.upload.columns_heading')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('lsm.inventory.upload.columns', { columns: INGESTION_COLUMNS.join(', '), required: REQUIRED_COLUMNS.join(', ') })}{' '}
              {translate('lsm.inventory.upload.matching')}
            </Typography>
            <Typography variant="subtitle2" component="h3">
              {translate('lsm.inventory.upload.policy_heading')}
            </Typography>
            <Typography variant="body2">{translate('lsm.inventory.upload.policy')}</Typography>
            <Typography variant="body2">{translate('lsm.inventory.upload.refused')}</Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('lsm.inventory.upload.unchanged')}
            </Typography>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => saveBlob(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }), 'inventory_template.csv')}
            >
              {translate('lsm.inventory.upload.template')}
            </Link>
          </Box>
        )}
        {(step.kind === 'choose' || step.kind === 'refused') && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Button component="label" htmlFor="inventory-csv-file" variant="outlined">
              {translate('lsm.inventory.upload.choose')}
            </Button>
            <input id="inventory-csv-file" type="file" accept=".csv,text/csv" hidden onChange={choose} />
            {file && <Typography variant="body2">{translate('lsm.inventory.upload.chosen', { name: file.name, size: sizeText(file.size) })}</Typography>}
          </Box>
        )}
        {step.kind === 'refused' && step.message && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {step.message}
          </Alert>
        )}
        {step.kind === 'uploading' && (
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {percent === null ? translate('lsm.inventory.upload.uploading_unknown') : translate('lsm.inventory.upload.uploading', { percent })}
            </Typography>
            <LinearProgress
              variant={percent === null ? 'indeterminate' : 'determinate'}
              value={percent ?? undefined}
              aria-label={translate('lsm.inventory.upload.progress')}
            />
          </Box>
        )}
        {step.kind === 'processing' && (
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('lsm.inventory.upload.processing')}
            </Typography>
            <LinearProgress aria-label={translate('lsm.inventory.upload.processing')} />
          </Box>
        )}
        {step.kind === 'done' && <IngestionSummary answer={step.answer} fileName={file?.name ?? 'inventory.csv'} />}
      </DialogContent>
      <DialogActions>
        {step.kind === 'done' && <Button onClick={reset}>{translate('lsm.inventory.upload.another')}</Button>}
        <Button onClick={close} disabled={busy}>
          {translate('lsm.inventory.upload.close')}
        </Button>
        {step.kind !== 'done' && (
          <Button variant="contained" onClick={() => void upload()} disabled={!file || busy}>
            {translate('lsm.inventory.upload.start')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
