import { useInput } from 'react-admin';
import { PermissionMatrix } from './PermissionMatrix.tsx';
import { toggleKeys } from './roleForm.ts';

/** The permission matrix as the form's `permissions` input: the granted keys, in spec 000 §6 order. */
export const PermissionMatrixInput = ({ readOnly }: { readOnly: boolean }) => {
  const { field } = useInput<readonly string[]>({ source: 'permissions' });
  const granted: readonly string[] = field.value ?? [];
  return <PermissionMatrix granted={granted} readOnly={readOnly} onChange={(keys, on) => field.onChange(toggleKeys(granted, keys, on))} />;
};
