import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { ManualMatchesButton } from './ManualMatchesButton.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface InventoryActionsProps {
  storeId: number;
  canEdit: boolean;
  onAdd: () => void;
  onUpload: () => void;
  onDuplicates: () => void;
  onDone: (message: string) => void;
}

/** Add an item and upload a CSV (editors); the duplicates report and the CSV export (everyone who sees the tab). */
export const InventoryActions = ({ storeId, canEdit, onAdd, onUpload, onDuplicates, onDone }: InventoryActionsProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await dataProvider.exportInventory(storeId);
      onDone(translate('lsm.inventory.actions.exported'));
    } catch (error) {
      alertFailure('unable_to_fetch_data', error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mb: 2 }}>
      {canEdit && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {translate('lsm.inventory.actions.add')}
        </Button>
      )}
      {canEdit && (
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onUpload}>
          {translate('lsm.inventory.actions.upload')}
        </Button>
      )}
      <ManualMatchesButton storeId={storeId} />
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={onDuplicates}>
        {translate('lsm.inventory.actions.duplicates')}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={exporting}>
        {translate(exporting ? 'lsm.inventory.actions.exporting' : 'lsm.inventory.actions.export')}
      </Button>
    </Box>
  );
};
