import { Stack, TextField } from '@mui/material';
import type { Role } from '../../contract/roles.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import { formatPhoneTyping, type EmployeeFormErrors, type EmployeeFormMode, type EmployeeFormValues } from './employeeForm.ts';
import { RoleSelect } from './RoleSelect.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface EmployeeFormFieldsProps {
  mode: EmployeeFormMode;
  values: EmployeeFormValues;
  errors: EmployeeFormErrors;
  roles: readonly Role[];
  onChange(values: EmployeeFormValues): void;
}

/** First name, last name, email, phone, role and password; the password rule is stated under the field. */
export const EmployeeFormFields = ({ mode, values, errors, roles, onChange }: EmployeeFormFieldsProps) => {
  const translate = useLsmTranslate();
  const set = (field: keyof EmployeeFormValues) => (value: string) => onChange({ ...values, [field]: value });
  const text = (field: keyof EmployeeFormValues, label: LsmMessageKey, extra: { type?: string; required?: boolean } = {}) => (
    <TextField
      fullWidth
      label={translate(label)}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ? translate(errors[field]) : undefined}
      required={extra.required ?? true}
      type={extra.type}
    />
  );
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {text('firstName', 'lsm.employees.form.first_name')}
      {text('lastName', 'lsm.employees.form.last_name')}
      {text('email', 'lsm.employees.form.email', { type: 'email' })}
      <TextField
        fullWidth
        label={translate('lsm.employees.form.phone')}
        placeholder={translate('lsm.employees.form.phone_hint')}
        value={values.phone}
        onChange={(event) => set('phone')(formatPhoneTyping(event.target.value))}
        error={Boolean(errors.phone)}
        helperText={errors.phone ? translate(errors.phone) : undefined}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <RoleSelect roles={roles} value={values.roleId} onChange={set('roleId')} error={errors.roleId} />
      <TextField
        fullWidth
        type="password"
        autoComplete="new-password"
        label={translate(mode === 'create' ? 'lsm.employees.form.password' : 'lsm.employees.form.new_password')}
        value={values.password}
        onChange={(event) => set('password')(event.target.value)}
        required={mode === 'create'}
        error={Boolean(errors.password)}
        helperText={translate(errors.password && errors.password !== 'lsm.employees.form.password_rule' ? errors.password : 'lsm.employees.form.password_rule')}
      />
    </Stack>
  );
};
