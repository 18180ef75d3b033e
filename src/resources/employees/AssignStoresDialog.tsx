import SearchIcon from '@mui/icons-material/Search';
import { CircularProgress, DialogContent, DialogTitle, InputAdornment, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CheckboxGroupInput, Form, useGetList } from 'react-admin';
import type { EmployeeStoreRow } from '../../contract/employees.ts';
import { FormDialog } from '../../custom/form/FormDialog.tsx';
import { FormSaveActions } from '../../custom/form/FormSaveActions.tsx';
import { useSaveFeedback } from '../../custom/form/useSaveFeedback.ts';
import { useDebouncedValue } from '../../custom/hooks/useDebouncedValue.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { assignStoresBody, NO_STORES_TICKED, validateAssignStores, type AssignStoresFormValues } from './assignStoresForm.ts';

interface AssignStoresDialogProps {
  userId: number;
  companyId: number;
  onClose(): void;
}

/** The unassigned stores matching the search, ticked into the form's `store_ids` (ticks of other searches stay). */
const UnassignedStoresInput = ({ userId, companyId }: Omit<AssignStoresDialogProps, 'onClose'>) => {
  const translate = useLsmTranslate();
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim());
  const { data: stores = [], isPending } = useGetList<EmployeeStoreRow>(
    'employee-stores',
    { filter: { user_id: userId, company_id: companyId, assigned: false, q: searched }, pagination: { page: 1, perPage: 100 } },
    { placeholderData: keepPreviousData },
  );
  return (
    <>
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
        <Typography color="text.secondary">{translate(searched ? 'lsm.employees.stores.no_match' : 'lsm.employees.stores.none_left')}</Typography>
      ) : null}
      {/* kept mounted while no store shows, so the form's refusal of no tick stays in view */}
      <CheckboxGroupInput
        source="store_ids"
        label={false}
        choices={stores.map((store) => ({ id: store.id, name: store.name }))}
        translateChoice={false}
        row={false}
        helperText={false}
      />
    </>
  );
};

/**
 * The company's stores not yet assigned to the employee, ticked on react-admin's form in a FormDialog and sent
 * with POST /stores/store-employees/ once the call's contract accepts them; the search is the server's, like
 * every store search.
 */
export const AssignStoresDialog = ({ userId, companyId, onClose }: AssignStoresDialogProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const { run } = useSaveFeedback();
  const validate = useMemo(() => validateAssignStores(companyId, userId), [companyId, userId]);

  const assign = async (values: Partial<AssignStoresFormValues>): Promise<void> => {
    const body = assignStoresBody(values as AssignStoresFormValues, companyId, userId);
    const answer = await run(() => dataProvider.assignEmployeeStores(body), {
      success: 'lsm.employees.stores.assigned',
      successArgs: { smart_count: body.store_ids.length },
      failure: 'unable_to_assign_stores',
    });
    if (!answer) return;
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['employees'] }), queryClient.invalidateQueries({ queryKey: ['employee-stores'] })]);
    onClose();
  };

  return (
    <FormDialog onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-stores-title">
      <DialogTitle id="assign-stores-title">{translate('lsm.employees.stores.assign_title')}</DialogTitle>
      <Form<AssignStoresFormValues> defaultValues={NO_STORES_TICKED} validate={validate} onSubmit={assign} noValidate>
        <DialogContent>
          <UnassignedStoresInput userId={userId} companyId={companyId} />
        </DialogContent>
        <FormSaveActions saveLabel="lsm.employees.stores.assign_submit" cancelLabel="lsm.employees.stores.cancel" />
      </Form>
    </FormDialog>
  );
};
