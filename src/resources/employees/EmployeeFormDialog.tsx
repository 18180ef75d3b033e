import { DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Form } from 'react-admin';
import { EmployeeCreateBody, EmployeeUpdateBody } from '../../contract/employees.ts';
import { composeValidators, contractValidator } from '../../custom/form/contractValidation.ts';
import { FormDialog } from '../../custom/form/FormDialog.tsx';
import { FormSaveActions } from '../../custom/form/FormSaveActions.tsx';
import { useSaveFeedback } from '../../custom/form/useSaveFeedback.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { useCompanyRoles } from '../roles/useCompanyRoles.ts';
import { EmployeeFormFields } from './EmployeeFormFields.tsx';
import { EMPLOYEE_BODY_FIELDS, employeeFormRules, toCreateBody, toUpdateBody, type EmployeeFormMode, type EmployeeFormValues } from './employeeForm.ts';
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
  const feedback = useSaveFeedback();
  const { roles } = useCompanyRoles(companyId);
  const body = useCallback(
    (values: EmployeeFormValues) => (mode === 'create' ? toCreateBody(values, companyId, roles) : toUpdateBody(values, initial.roleId, roles)),
    [mode, companyId, roles, initial.roleId],
  );
  const validate = useMemo(
    () =>
      composeValidators(
        employeeFormRules(mode),
        contractValidator(mode === 'create' ? EmployeeCreateBody : EmployeeUpdateBody, {
          toBody: body,
          fields: EMPLOYEE_BODY_FIELDS,
          messages: { email: 'lsm.employees.form.invalid_email', phone_number: 'lsm.employees.form.invalid_phone' },
        }),
      ),
    [mode, body],
  );

  const save = async (values: EmployeeFormValues) => {
    const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
    const saved = await feedback.run(
      () =>
        mode === 'create'
          ? dataProvider.create('employees', { data: body(values) })
          : dataProvider.update('employees', { id: employeeId ?? 0, data: body(values), previousData: { id: employeeId ?? 0, updatedAt: version } }),
      mode === 'create'
        ? { success: 'lsm.saves.employee_added', successArgs: { name }, failure: 'unable_to_add_employee' }
        : { success: 'lsm.saves.employee_updated', successArgs: { name }, failure: 'unable_to_update_employee' },
    );
    if (saved === null) return;
    await queryClient.invalidateQueries({ queryKey: ['employees'] });
    await queryClient.invalidateQueries({ queryKey: ['roles'] });
    onClose();
  };

  const title = mode === 'create' ? 'lsm.employees.form.add_title' : 'lsm.employees.form.edit_title';
  return (
    <FormDialog onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="employee-form-title">
      <DialogTitle id="employee-form-title">{translate(title)}</DialogTitle>
      <Form<EmployeeFormValues> defaultValues={initial} validate={validate} onSubmit={(values: Partial<EmployeeFormValues>) => save(values as EmployeeFormValues)} noValidate>
        <DialogContent>
          <EmployeeFormFields mode={mode} roles={roles} />
        </DialogContent>
        <FormSaveActions saveLabel="lsm.employees.form.save" cancelLabel="lsm.employees.form.cancel" />
      </Form>
    </FormDialog>
  );
};
