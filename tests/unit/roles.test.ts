import { describe, expect, it } from 'vitest';
import { EMPLOYEE_LEVEL_LABELS, employeeLevelLabel, roleTypeLabel, sortRoles } from '../../src/domain/roles.ts';

describe('sortRoles', () => {
  it('puts default roles first in spec order, then custom roles by name', () => {
    const roles = [
      { id: 1, name: 'Zeta', type: 'CUSTOM' },
      { id: 2, name: 'staff', type: 'DEFAULT' },
      { id: 3, name: 'alpha', type: 'CUSTOM' },
      { id: 4, name: 'superadmin', type: 'DEFAULT' },
      { id: 5, name: 'staff+', type: 'DEFAULT' },
      { id: 6, name: 'Beta', type: 'CUSTOM' },
      { id: 7, name: 'admin', type: 'CUSTOM' },
      { id: 8, name: 'manager' },
      { id: 9, name: 'supervisor', type: 'DEFAULT' },
      { id: 10, name: 'admin', type: 'DEFAULT' },
    ];
    expect(sortRoles(roles).map((role) => role.id)).toEqual([4, 10, 9, 8, 5, 2, 7, 3, 6, 1]);
  });

  it('sorts custom names case-insensitively with locale rules, ties in input order', () => {
    const names = ['b', 'Fig', 'A', 'Éclair', 'Eagle', 'Same', 'same', 'C'];
    expect(sortRoles(names.map((name) => ({ name, type: 'CUSTOM' }))).map((role) => role.name)).toEqual([
      'A',
      'b',
      'C',
      'Eagle',
      'Éclair',
      'Fig',
      'Same',
      'same',
    ]);
  });

  it('treats an unknown default-typed name as a custom one and does not mutate', () => {
    const roles = [{ name: 'owner', type: 'DEFAULT' }, { name: 'staff', type: 'DEFAULT' }, { name: 'auditor', type: 'CUSTOM' }];
    const before = [...roles];
    expect(sortRoles(roles).map((role) => role.name)).toEqual(['staff', 'auditor', 'owner']);
    expect(roles).toEqual(before);
  });

  it('handles an empty list', () => {
    expect(sortRoles([])).toEqual([]);
  });
});

describe('labels', () => {
  it('labels role types', () => {
    expect(roleTypeLabel('DEFAULT')).toBe('Default role');
    expect(roleTypeLabel('CUSTOM')).toBe('Custom role');
  });

  it('lists employee levels lowest first', () => {
    expect(EMPLOYEE_LEVEL_LABELS).toEqual([
      { value: 'staff', label: 'Staff' },
      { value: 'staff+', label: 'Staff Plus' },
      { value: 'manager', label: 'Manager' },
      { value: 'supervisor', label: 'Supervisor' },
      { value: 'admin', label: 'Admin' },
      { value: 'superadmin', label: 'Super Admin' },
    ]);
  });

  it('labels a level by role name', () => {
    expect(employeeLevelLabel('staff+')).toBe('Staff Plus');
    expect(employeeLevelLabel('superadmin')).toBe('Super Admin');
    expect(employeeLevelLabel('Night shift')).toBe('Night shift');
  });
});
