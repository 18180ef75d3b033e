import type { PermissionKey } from '../../../src/domain/permissions.ts';
import type { Profile, UserStoreAnswer, UserType } from '../../../src/contract/auth.ts';
import type { Role } from '../../../src/contract/roles.ts';

export function profileFixture(userType: UserType, granted: readonly PermissionKey[], overrides: Partial<Profile> = {}): Profile {
  const merchant = userType === 'MERCHANT';
  return {
    userId: merchant ? 41 : 1,
    companyId: merchant ? 7 : null,
    company_id: merchant ? 7 : null,
    userType,
    employeeId: null,
    firstName: merchant ? 'Maria' : 'Olivia',
    lastName: merchant ? 'Owner' : 'Ops',
    phoneNo: null,
    email: merchant ? 'owner@cornermarket.example' : 'ops@lsm.example',
    role: 'superadmin',
    role_id: 1,
    roles: [
      {
        id: 1,
        name: 'superadmin',
        value: 'superadmin',
        label: 'Super Admin',
        icon: null,
        color: null,
        type: 'DEFAULT',
        description: null,
        permissions: [
          ...granted.map((key, index) => ({ id: index + 1, key, name: key, description: key, toggle: true })),
          { id: 999, key: 'view_roles_denied_example', name: 'x', description: 'x', toggle: false },
        ],
      },
    ],
    lastPasswordChanged: null,
    managerId: null,
    isEmailVerified: true,
    isPhoneVerified: false,
    createdAt: '2024-01-01T00:00:00Z',
    username: merchant ? 'cognito-maria' : 'cognito-olivia',
    ...overrides,
  };
}

export const userStoreFixture: UserStoreAnswer = {
  stores: [
    { id: 31, name: 'Corner Market Downtown' },
    { id: 32, name: 'Corner Market Uptown' },
  ],
  company: {
    id: 7,
    name: 'Corner Market',
    logo: null,
    status: 'Live',
    primary_accent_color: '#000000',
    support_color: '#FFFFFF',
    accent_paired_text_color: '#FFFFFF',
  },
};

/** Stores a complete session in localStorage, as a previous login would have. */
export function storeSession(userType: UserType, lastFetched: number | null = Date.now()): void {
  localStorage.setItem('idToken', 'stored-id-token');
  localStorage.setItem('accessToken', 'stored-access-token');
  localStorage.setItem('refreshToken', 'stored-refresh-token');
  localStorage.setItem('userType', userType);
  if (lastFetched !== null) localStorage.setItem('lastFetched', String(lastFetched));
}

/** A role as GET /user-service/roles answers it, with no permissions; `users_count` 1 unless given. */
export function roleFixture(id: number, name: string, label: string, type: Role['type'], overrides: Partial<Role> = {}): Role {
  return {
    id,
    name,
    label,
    type,
    icon: null,
    color: null,
    description: null,
    category: null,
    users_count: 1,
    meta_info: null,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    manage_roles: false,
    permissions: [],
    ...overrides,
  };
}
