import SearchIcon from '@mui/icons-material/Search';
import {
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { EmployeeStoreRow } from '../../contract/employees.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { useDebouncedValue } from '../../custom/hooks/useDebouncedValue.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface AssignStoresDialogProps {
  userId: number;
  companyId: number;
  onClose(): void;
}

/**
 * The company's stores not yet assigned to the employee, with checkboxes (POST /stores/store-employees/)
 * and a search (by the server, like every store search); ticks survive a change of the search.
 */
export const AssignStoresDialog = ({ userId, companyId, onClose }: AssignStoresDialogProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim());
  const { data: stores = [], isPending } = useGetList<EmployeeStoreRow>(
    'employee-stores',
    { filter: { user_id: userId, company_id: companyId, assigned: false, q: searched }, pagination: { page: 1, perPage: 100 } },
    { placeholderData: keepPreviousData },
  );
  const assign = useMutation({
    mutationFn: () => dataProvider.assignEmployeeStores({ store_ids: selected, company_id: companyId, user_id: userId }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['employees'] }), queryClient.invalidateQueries({ queryKey: ['employee-stores'] })]);
      onClose();
    },
    onError: (error) => alertFailure('unable_to_assign_stores', error),
  });
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-stores-title">
      <DialogTitle id="assign-stores-title">{translate('lsm.employees.stores.assign_title')}</DialogTitle>
      <DialogContent>
        <TextField
          size="small"
          fullWidth
          autoFocus
          label={translate('lsm.employees.stores.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mt: 1, mb: 1 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        {isPending ? (
          <CircularProgress />
        ) : stores.length === 0 ? (
          <Typography color="text.secondary">
            {translate(searched ? 'lsm.employees.stores.no_match' : 'lsm.employees.stores.none_left')}
          </Typography>
        ) : (
          <Stack>
            {stores.map((store) => (
              <FormControlLabel
                key={store.id}
                control={<Checkbox checked={selected.includes(store.id)} onChange={() => toggle(store.id)} />}
                label={store.name}
              />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('lsm.employees.stores.cancel')}</Button>
        <Button variant="contained" disabled={selected.length === 0 || assign.isPending} onClick={() => assign.mutate()}>
          {translate('lsm.employees.stores.assign_submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
