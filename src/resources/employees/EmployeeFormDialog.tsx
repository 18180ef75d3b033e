import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { useCompanyRoles } from '../roles/useCompanyRoles.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { EmployeeFormFields } from './EmployeeFormFields.tsx';
import {
  toCreateBody,
  toUpdateBody,
  validateEmployeeForm,
  type EmployeeFormErrors,
  type EmployeeFormMode,
  type EmployeeFormValues,
} from './employeeForm.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface EmployeeFormDialogProps {
  mode: EmployeeFormMode;
  companyId: number;
  initial: EmployeeFormValues;
  /** the employee being edited */
  employeeId?: number;
  /** edit: the updatedAt of the employee as opened, sent back so an edit of an old copy is refused */
  version?: string;
  onClose(): void;
}

/** Add an employee (POST add_employee) or edit one (PUT update_employee/{id}); open while mounted. */
export const EmployeeFormDialog = ({ mode, companyId, initial, employeeId, version, onClose }: EmployeeFormDialogProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const { roles } = useCompanyRoles(companyId);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EmployeeFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const save = useMutation({
    mutationFn: () =>
      mode === 'create'
        ? dataProvider.create('employees', { data: toCreateBody(values, companyId, roles) })
        : dataProvider.update('employees', {
            id: employeeId ?? 0,
            data: toUpdateBody(values, initial.roleId, roles),
            previousData: { id: employeeId ?? 0, updatedAt: version },
          }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
      onClose();
    },
    onError: (error) => alertFailure(mode === 'create' ? 'unable_to_add_employee' : 'unable_to_update_employee', error),
  });

  const change = (next: EmployeeFormValues) => {
    setValues(next);
    if (submitted) setErrors(validateEmployeeForm(next, mode));
  };
  const submit = () => {
    const found = validateEmployeeForm(values, mode);
    setSubmitted(true);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  const title = mode === 'create' ? 'lsm.employees.form.add_title' : 'lsm.employees.form.edit_title';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="employee-form-title">
      <DialogTitle id="employee-form-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <EmployeeFormFields mode={mode} values={values} errors={errors} roles={roles} onChange={change} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('lsm.employees.form.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {translate('lsm.employees.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
