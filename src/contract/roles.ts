import { Type, type Static } from 'typebox';
import { PERMISSION_GROUPS, type PermissionGroup } from '../domain/permissions.ts';
import { PermissionEntry } from './auth.ts';
import { BasedOnVersion, NullableString, StringEnum } from './common.ts';

// Roles and permissions of spec 000 sections 3, 5, 6 and 7.

export const RoleType = StringEnum(['DEFAULT', 'CUSTOM']);
export type RoleType = Static<typeof RoleType>;

export const Role = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  label: Type.String(),
  icon: NullableString,
  color: NullableString,
  description: NullableString,
  category: NullableString,
  type: RoleType,
  /** not-deleted users of the company in scope holding this role */
  users_count: Type.Integer(),
  meta_info: Type.Unknown(),
  created_at: Type.String(),
  updated_at: Type.String(),
  manage_roles: Type.Boolean(),
  /** the granted permission keys, in the order of spec 000 section 6 */
  permissions: Type.Array(Type.String()),
});
export type Role = Static<typeof Role>;

// GET /user-service/accessible-roles?company_id: default roles (spec order) then the company's custom roles by name
export const AccessibleRolesQuery = Type.Object({ company_id: Type.Optional(Type.Integer({ minimum: 1 })) });
export type AccessibleRolesQuery = Static<typeof AccessibleRolesQuery>;
export const AccessibleRolesAnswer = Type.Array(Role);
export type AccessibleRolesAnswer = Static<typeof AccessibleRolesAnswer>;

// GET /user-service/roles/{id}?company_id (company_id scopes users_count of a default role)
export const RoleQuery = AccessibleRolesQuery;

// GET /user-service/permissions/{id}
export const PermissionGroupName = StringEnum(Object.keys(PERMISSION_GROUPS) as PermissionGroup[]);
export const PermissionGroupEntry = Type.Object({
  group: PermissionGroupName,
  label: Type.String(),
  permissions: Type.Array(PermissionEntry),
});
export type PermissionGroupEntry = Static<typeof PermissionGroupEntry>;
export const RolePermissionsAnswer = Type.Object({ role_id: Type.Integer(), groups: Type.Array(PermissionGroupEntry) });
export type RolePermissionsAnswer = Static<typeof RolePermissionsAnswer>;

const RoleName = Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' });
const OptionalText = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const HexColor = Type.Optional(Type.Union([Type.String({ pattern: '^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$' }), Type.Null()]));
/** permission keys (spec 000 section 6); unknown keys are refused naming them */
const PermissionKeys = Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 100 });

// POST /user-service/create-role
export const RoleCreateBody = Type.Object({
  company_id: Type.Integer({ minimum: 1 }),
  name: RoleName,
  /** defaults to the name */
  label: Type.Optional(RoleName),
  description: OptionalText(500),
  color: HexColor,
  icon: OptionalText(60),
  permissions: PermissionKeys,
});
export type RoleCreateBody = Static<typeof RoleCreateBody>;

// PATCH /user-service/update-role
export const RoleUpdateBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.Optional(RoleName),
  label: Type.Optional(RoleName),
  description: OptionalText(500),
  color: HexColor,
  icon: OptionalText(60),
  permissions: Type.Optional(PermissionKeys),
  updated_at: BasedOnVersion,
});
export type RoleUpdateBody = Static<typeof RoleUpdateBody>;

export const RoleIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const RoleMessageAnswer = Type.Object({ message: Type.String() });
