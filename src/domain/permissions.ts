// Permission keys of spec 000 section 6, their groups, and the default role mapping.
// Shared by the server guard, the seed and the browser's tab visibility.

const LOCATION_AREAS = [
  'store_hours',
  'store_inventory',
  'store_menus',
  'channel_settings',
  'fee_settings',
  'store_settings',
  'store_status',
  'orders',
  'store_activity',
  'feedback',
] as const;

export const PERMISSION_GROUPS = {
  employees: ['view_employees', 'edit_employees', 'create_employees', 'delete_employees'],
  store: [
    'create_store',
    'view_store_details',
    'edit_store_details',
    'view_store_shipping_details',
    'edit_store_shipping_details',
  ],
  roles: ['view_roles', 'create_custom_roles', 'delete_custom_roles', 'edit_custom_roles'],
  company: ['view_company_details', 'edit_company_details'],
  banners: ['view_banners', 'create_banners', 'edit_banners', 'delete_banners'],
  store_pages: ['view_store_pages', 'edit_store_pages'],
  location_management: LOCATION_AREAS.flatMap((area) => [`lm_view_${area}`, `lm_edit_${area}`] as const),
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type PermissionKey = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

export const PERMISSION_GROUP_LABELS: Record<PermissionGroup, string> = {
  employees: 'Employees',
  store: 'Store',
  roles: 'Roles',
  company: 'Company',
  banners: 'Banners',
  store_pages: 'Store pages',
  location_management: 'Location management',
};

export const ALL_PERMISSIONS: readonly PermissionKey[] = Object.values(PERMISSION_GROUPS).flat();

export function isPermissionKey(value: string): value is PermissionKey {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

export function permissionGroupOf(key: PermissionKey): PermissionGroup {
  const group = (Object.keys(PERMISSION_GROUPS) as PermissionGroup[]).find((name) =>
    (PERMISSION_GROUPS[name] as readonly string[]).includes(key),
  );
  if (!group) throw new Error(`Unknown permission ${key}`);
  return group;
}

/** "lm_edit_store_hours" -> "Edit store hours" */
export function permissionName(key: PermissionKey): string {
  const words = key.replace(/^lm_/, '').split('_');
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

export const DEFAULT_ROLE_NAMES = ['superadmin', 'admin', 'supervisor', 'manager', 'staff+', 'staff'] as const;
export type DefaultRoleName = (typeof DEFAULT_ROLE_NAMES)[number];

export const DEFAULT_ROLE_LABELS: Record<DefaultRoleName, string> = {
  superadmin: 'Super Admin',
  admin: 'Admin',
  supervisor: 'Supervisor',
  manager: 'Manager',
  'staff+': 'Staff Plus',
  staff: 'Staff',
};

const lmView = LOCATION_AREAS.map((area) => `lm_view_${area}` as const);
const lmEdit = (...areas: (typeof LOCATION_AREAS)[number][]) => areas.map((area) => `lm_edit_${area}` as const);

const STAFF: PermissionKey[] = [
  'view_employees',
  'view_store_details',
  'view_company_details',
  'view_banners',
  'view_store_pages',
  'lm_view_store_hours',
  'lm_view_store_inventory',
  'lm_view_store_menus',
  'lm_view_store_status',
  'lm_view_orders',
  'lm_view_store_activity',
  'lm_view_feedback',
];

const STAFF_PLUS: PermissionKey[] = [
  ...STAFF,
  'lm_view_store_settings',
  ...lmEdit('store_inventory', 'store_status', 'orders'),
];

const MANAGER: PermissionKey[] = [
  ...new Set<PermissionKey>([
    ...STAFF_PLUS,
    'edit_employees',
    'view_roles',
    'view_store_shipping_details',
    'edit_store_details',
    ...lmView,
    ...lmEdit('store_hours', 'store_menus', 'store_activity', 'feedback'),
  ]),
];

const SUPERVISOR: PermissionKey[] = [
  ...new Set<PermissionKey>([
    ...MANAGER,
    'create_employees',
    'edit_store_shipping_details',
    'create_banners',
    'edit_banners',
    'edit_store_pages',
    ...lmEdit(...LOCATION_AREAS),
  ]),
];

const ADMIN: PermissionKey[] = ALL_PERMISSIONS.filter(
  (key) => !['create_custom_roles', 'edit_custom_roles', 'delete_custom_roles', 'edit_company_details'].includes(key),
);

/** What a retail chain expects each default level to do; documented in README.md. */
export const DEFAULT_ROLE_PERMISSIONS: Record<DefaultRoleName, readonly PermissionKey[]> = {
  superadmin: ALL_PERMISSIONS,
  admin: ADMIN,
  supervisor: SUPERVISOR,
  manager: MANAGER,
  'staff+': STAFF_PLUS,
  staff: STAFF,
};
