import { Stack } from '@mui/material';
import { PasswordInput, TextInput } from 'react-admin';
import type { Role } from '../../contract/roles.ts';
import { formatPhoneTyping, type EmployeeFormMode } from './employeeForm.ts';
import { RoleInput } from './RoleInput.tsx';
import { asTyped } from '../../custom/form/asTyped.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface EmployeeFormFieldsProps {
  mode: EmployeeFormMode;
  roles: readonly Role[];
}

/** First name, last name, email, phone, role and password; the password rule is stated under the field. */
export const EmployeeFormFields = ({ mode, roles }: EmployeeFormFieldsProps) => {
  const translate = useLsmTranslate();
  const common = { fullWidth: true, helperText: false, margin: 'none', variant: 'outlined', parse: asTyped } as const;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextInput source="firstName" label="lsm.employees.form.first_name" {...common} />
      <TextInput source="lastName" label="lsm.employees.form.last_name" {...common} />
      <TextInput source="email" type="email" label="lsm.employees.form.email" {...common} />
      <TextInput
        source="phone"
        label="lsm.employees.form.phone"
        placeholder={translate('lsm.employees.form.phone_hint')}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
        {...common}
        parse={formatPhoneTyping}
      />
      <RoleInput source="roleId" roles={roles} />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        label={mode === 'create' ? 'lsm.employees.form.password' : 'lsm.employees.form.new_password'}
        {...common}
        helperText="lsm.employees.form.password_rule"
      />
    </Stack>
  );
};
