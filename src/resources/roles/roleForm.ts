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

/** Turns keys on or off; the result keeps the order of spec 000 §6. */
export function toggleKeys(granted: readonly string[], keys: readonly string[], on: boolean): string[] {
  const next = new Set(granted);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
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
