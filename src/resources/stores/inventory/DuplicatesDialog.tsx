import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DuplicateGroup } from '../../../contract/inventory.ts';
import { formatPrice } from '../../../domain/numbers.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { useAlertOnError } from './useAlertOnError.ts';
import { STORE_ITEMS } from './useInventoryData.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface DuplicatesDialogProps {
  storeId: number;
  open: boolean;
  onClose: () => void;
}

const GroupTable = ({ group }: { group: DuplicateGroup }) => {
  const translate = useLsmTranslate();
  const heading = translate(group.kind === 'upc' ? 'lsm.inventory.duplicates.kind_upc' : 'lsm.inventory.duplicates.kind_name_size', { key: group.key });
  return (
    <Box component="section" aria-label={heading} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('lsm.inventory.columns.name')}</TableCell>
            <TableCell>{translate('lsm.inventory.columns.upc')}</TableCell>
            <TableCell>{translate('lsm.inventory.columns.size')}</TableCell>
            <TableCell align="right">{translate('lsm.inventory.columns.price')}</TableCell>
            <TableCell>{translate('lsm.inventory.duplicates.external_id')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.name}</TableCell>
              <TableCell>{item.upc}</TableCell>
              <TableCell>{item.size}</TableCell>
              <TableCell align="right">{formatPrice(item.price)}</TableCell>
              <TableCell>{item.external_id}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** GET /inventory/ingestion/duplicates: items sharing a UPC, or a name and size; also as a CSV download. */
export const DuplicatesDialog = ({ storeId, open, onClose }: DuplicatesDialogProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const [downloading, setDownloading] = useState(false);
  const { data, error, isPending } = useQuery({
    queryKey: [STORE_ITEMS, 'duplicates', storeId],
    queryFn: () => dataProvider.getInventoryDuplicates(storeId),
    enabled: open && storeId > 0,
    staleTime: 0,
    retry: false,
  });
  useAlertOnError(error, 'unable_to_fetch_data');

  const download = async () => {
    setDownloading(true);
    try {
      await dataProvider.getInventoryDuplicates(storeId, 'csv');
    } catch (failure) {
      alertFailure('unable_to_fetch_data', failure);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="duplicates-title">
      <DialogTitle id="duplicates-title">{translate('lsm.inventory.duplicates.title')}</DialogTitle>
      <DialogContent dividers>
        {isPending && !error && <Typography>{translate('lsm.inventory.duplicates.loading')}</Typography>}
        {data && data.count === 0 && <Typography>{translate('lsm.inventory.duplicates.none')}</Typography>}
        {data && data.count > 0 && (
          <>
            <Typography sx={{ mb: 2 }}>{translate('lsm.inventory.duplicates.groups', { smart_count: data.count })}</Typography>
            {data.groups.map((group) => (
              <GroupTable key={`${group.kind}:${group.key}`} group={group} />
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} onClick={() => void download()} disabled={downloading}>
          {translate('lsm.inventory.duplicates.download')}
        </Button>
        <Button onClick={onClose}>{translate('lsm.inventory.duplicates.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
