import type { RoleCreateBody, RolePermissionsAnswer, RoleUpdateBody } from '../../contract/roles.ts';
import { ALL_PERMISSIONS } from '../../domain/permissions.ts';

// The role editor: values, and the payloads of POST create-role and PATCH update-role.

export interface RoleFormValues {
  name: string;
  description: string;
  /** granted permission keys */
  permissions: readonly string[];
}

export const EMPTY_ROLE_FORM: RoleFormValues = { name: '', description: '', permissions: [] };

/** The keys a GET /user-service/permissions/{id} answer toggles on. */
export function grantedKeys(answer: RolePermissionsAnswer): string[] {
  return answer.groups.flatMap((group) => group.permissions.filter((entry) => entry.toggle).map((entry) => entry.key));
}

/** Toggles one key; the result keeps the order of spec 000 §6. */
export function toggleKey(granted: readonly string[], key: string, on: boolean): string[] {
  const next = new Set(granted);
  if (on) next.add(key);
  else next.delete(key);
  return ALL_PERMISSIONS.filter((entry) => next.has(entry));
}

export function toCreateRoleBody(values: RoleFormValues, companyId: number): RoleCreateBody {
  return {
    company_id: companyId,
    name: values.name.trim(),
    description: values.description.trim(),
    permissions: [...values.permissions],
  };
}

export function toUpdateRoleBody(values: RoleFormValues, id: number): RoleUpdateBody {
  return { id, name: values.name.trim(), description: values.description.trim(), permissions: [...values.permissions] };
}
