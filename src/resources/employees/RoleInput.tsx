import type { Role } from '../../contract/roles.ts';
import { InputHelperText, useInput } from 'react-admin';
import { RoleSelect } from './RoleSelect.tsx';

/** The role select as an input of the employee form (the chosen role's id as text). */
export const RoleInput = ({ source, roles }: { source: string; roles: readonly Role[] }) => {
  const { field, fieldState } = useInput<string>({ source });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <RoleSelect
      roles={roles}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={error !== undefined}
      helperText={error !== undefined ? <InputHelperText error={error} /> : undefined}
    />
  );
};
