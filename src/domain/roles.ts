// Role ordering and labels (spec 000 §3, §4, §5).
import { DEFAULT_ROLE_LABELS, DEFAULT_ROLE_NAMES, type DefaultRoleName } from './permissions.ts';

export type RoleType = 'DEFAULT' | 'CUSTOM';

export interface SortableRole {
  name: string;
  type?: string;
}

const defaultRank = (role: SortableRole): number => {
  if (role.type === 'CUSTOM') return -1;
  return (DEFAULT_ROLE_NAMES as readonly string[]).indexOf(role.name);
};

/**
 * Sorted copy (spec 000 §5): the default roles superadmin, admin, supervisor, manager, staff+, staff first,
 * in that order; then every other role by name, case-insensitively (locale compare, ties keep their order).
 * A role is a default one when its name is a default role name and its type is not CUSTOM (a custom role
 * that happens to be called "admin" sorts with the custom roles).
 */
export function sortRoles<T extends SortableRole>(roles: readonly T[]): T[] {
  return [...roles].sort((a, b) => {
    const rankA = defaultRank(a);
    const rankB = defaultRank(b);
    if (rankA >= 0 || rankB >= 0) {
      if (rankA < 0) return 1;
      if (rankB < 0) return -1;
      return rankA - rankB;
    }
    return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  });
}

export function roleTypeLabel(type: RoleType): 'Default role' | 'Custom role' {
  return type === 'DEFAULT' ? 'Default role' : 'Custom role';
}

/** Employee levels, lowest first (spec 000 §4): Staff, Staff Plus, Manager, Supervisor, Admin, Super Admin. */
export const EMPLOYEE_LEVEL_LABELS: readonly { value: DefaultRoleName; label: string }[] = [...DEFAULT_ROLE_NAMES]
  .reverse()
  .map((value) => ({ value, label: DEFAULT_ROLE_LABELS[value] }));

/** "staff+" -> "Staff Plus"; a name that is not a default role comes back unchanged. */
export function employeeLevelLabel(roleName: string): string {
  return EMPLOYEE_LEVEL_LABELS.find((level) => level.value === roleName)?.label ?? roleName;
}
