import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_NAMES, DEFAULT_ROLE_PERMISSIONS, PERMISSION_GROUPS } from '../../src/domain/permissions.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;
interface RoleBody {
  id: number;
  name: string;
  type: string;
  users_count: number;
  permissions: string[];
}

const NO_COMPANY_ACCESS = "You don't have access to this company";
const NO_ESCALATION = 'You cannot grant a role with permissions you do not have';

let t: TestApp;
let internal: Inject;
let cornerOwner: Inject;
let cornerStaff: Inject;
let quickOwner: Inject;
let cornerId: number;
let quickId: number;
let counter = 0;

const createRole = (inject: Inject, payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/user-service/create-role', payload: { company_id: cornerId, ...payload } });
const updateRole = (inject: Inject, payload: Record<string, unknown>) =>
  inject({ method: 'PATCH', url: '/api/user-service/update-role', payload });
const accessibleRoles = async (inject: Inject, companyId = cornerId): Promise<RoleBody[]> =>
  (await inject({ url: `/api/user-service/accessible-roles?company_id=${companyId}` })).json();

/** A Corner Market employee holding `roleId`, signed in. */
async function employeeHolding(roleId: number, roleName: string) {
  const email = `role.holder.${++counter}@cornermarket.example`;
  const created = await cornerOwner({
    method: 'POST',
    url: '/api/user-service/add_employee',
    payload: { company_id: cornerId, first_name: 'Role', last_name: `Holder ${counter}`, password: 'secret123', email, role: roleName, role_id: roleId },
  });
  expect(created.statusCode).toBe(201);
  const { accessToken } = await t.login(email, 'secret123');
  const inject: Inject = (options) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${accessToken}` } });
  return { userId: created.json().userId as number, inject };
}

async function roleWithHolder(name: string, permissions: string[]) {
  const role = await createRole(cornerOwner, { name, permissions });
  expect(role.statusCode).toBe(201);
  return { roleId: role.json().id as number, ...(await employeeHolding(role.json().id, name)) };
}

beforeAll(async () => {
  t = await createTestApp();
  internal = await t.as(ACCOUNTS.internal);
  cornerOwner = await t.as(ACCOUNTS.cornerOwner);
  cornerStaff = await t.as(ACCOUNTS.cornerStaff);
  quickOwner = await t.as(ACCOUNTS.quickOwner);
  cornerId = (await cornerOwner({ url: '/api/user-service/fetch_profile' })).json().company_id;
  quickId = (await quickOwner({ url: '/api/user-service/fetch_profile' })).json().company_id;
});
afterAll(() => t.close());

describe('GET /user-service/accessible-roles', () => {
  it('gives the default roles in spec order, then the company custom roles by name, with holders and permissions', async () => {
    for (const name of ['Zeta shift', 'alpha shift', 'Night lead']) {
      expect((await createRole(cornerOwner, { name, permissions: ['view_employees'] })).statusCode).toBe(201);
    }
    expect((await createRole(quickOwner, { company_id: quickId, name: 'Quick crew', permissions: [] })).statusCode).toBe(201);

    const list = await accessibleRoles(cornerOwner);
    expect(list.map((role) => role.name)).toEqual([...DEFAULT_ROLE_NAMES, 'alpha shift', 'Night lead', 'Zeta shift']);
    expect(list.map((role) => role.type)).toEqual([...DEFAULT_ROLE_NAMES.map(() => 'DEFAULT'), 'CUSTOM', 'CUSTOM', 'CUSTOM']);
    const byName = new Map(list.map((role) => [role.name, role]));
    expect(byName.get('staff')?.users_count).toBe(3);
    expect(byName.get('manager')?.users_count).toBe(2);
    expect(byName.get('alpha shift')?.users_count).toBe(0);
    expect(byName.get('staff')?.permissions).toEqual([...DEFAULT_ROLE_PERMISSIONS.staff].sort((a, b) => order(a) - order(b)));
    expect(byName.get('superadmin')).toMatchObject({ label: 'Super Admin', manage_roles: expect.any(Boolean), created_at: expect.any(String) });

    const quickList = await accessibleRoles(internal, quickId);
    expect(quickList.map((role) => role.name)).toEqual([...DEFAULT_ROLE_NAMES, 'Quick crew']);
    expect(quickList.find((role) => role.name === 'staff')?.users_count).toBe(2);
  });

  it('scopes merchants to their company and needs company_id from internal users', async () => {
    const own = await cornerOwner({ url: '/api/user-service/accessible-roles' });
    expect(own.statusCode).toBe(200);
    const other = await cornerOwner({ url: `/api/user-service/accessible-roles?company_id=${quickId}` });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NO_COMPANY_ACCESS);
    const missing = await internal({ url: '/api/user-service/accessible-roles' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('company_id is required');
    const bad = await internal({ url: '/api/user-service/accessible-roles?company_id=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^company_id /);
  });

  it('is open to view_roles, create_employees or edit_employees, and refuses staff', async () => {
    const staff = await cornerStaff({ url: '/api/user-service/accessible-roles' });
    expect(staff.statusCode).toBe(403);
    const hiring = await roleWithHolder('Hiring only', ['view_employees', 'create_employees']);
    expect((await hiring.inject({ url: '/api/user-service/accessible-roles' })).statusCode).toBe(200);
  });
});

const ALL_KEYS: string[] = Object.values(PERMISSION_GROUPS).flat();
const order = (key: string) => ALL_KEYS.indexOf(key);

describe('GET /user-service/roles/{id} and /user-service/permissions/{id}', () => {
  it('gives a default role to any company and a custom role to its own company only', async () => {
    const list = await accessibleRoles(cornerOwner);
    const manager = list.find((role) => role.name === 'manager');
    const response = await cornerOwner({ url: `/api/user-service/roles/${manager?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(manager);
    const quickView = await quickOwner({ url: `/api/user-service/roles/${manager?.id}` });
    expect(quickView.json().users_count).toBe(1);

    const quickRole = (await accessibleRoles(internal, quickId)).find((role) => role.type === 'CUSTOM');
    const refused = await cornerOwner({ url: `/api/user-service/roles/${quickRole?.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NO_COMPANY_ACCESS);
    expect((await cornerOwner({ url: `/api/user-service/permissions/${quickRole?.id}` })).statusCode).toBe(403);
    expect((await internal({ url: `/api/user-service/roles/${quickRole?.id}` })).statusCode).toBe(200);
    expect((await cornerOwner({ url: '/api/user-service/roles/999999' })).statusCode).toBe(404);
    expect((await cornerStaff({ url: `/api/user-service/roles/${manager?.id}` })).statusCode).toBe(403);
    const bad = await cornerOwner({ url: '/api/user-service/roles/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id /);
  });

  it('groups every permission as spec section 6 with toggles for the role', async () => {
    const supervisor = (await accessibleRoles(cornerOwner)).find((role) => role.name === 'supervisor');
    const response = await cornerOwner({ url: `/api/user-service/permissions/${supervisor?.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.role_id).toBe(supervisor?.id);
    expect(body.groups.map((group: { group: string }) => group.group)).toEqual(Object.keys(PERMISSION_GROUPS));
    expect(body.groups.map((group: { label: string }) => group.label)).toEqual([
      'Employees',
      'Store',
      'Roles',
      'Company',
      'Banners',
      'Store pages',
      'Location management',
    ]);
    for (const group of body.groups as { group: keyof typeof PERMISSION_GROUPS; permissions: { key: string; toggle: boolean }[] }[]) {
      expect(group.permissions.map((permission) => permission.key)).toEqual(PERMISSION_GROUPS[group.group]);
    }
    const granted = body.groups.flatMap((group: { permissions: { key: string; toggle: boolean }[] }) =>
      group.permissions.filter((permission) => permission.toggle).map((permission) => permission.key),
    );
    expect(granted).toEqual(supervisor?.permissions);
    expect(new Set(granted)).toEqual(new Set(DEFAULT_ROLE_PERMISSIONS.supervisor));
    expect(body.groups[0].permissions[0]).toEqual({
      id: expect.any(Number),
      key: 'view_employees',
      name: expect.any(String),
      description: expect.any(String),
      toggle: true,
    });
    expect((await cornerStaff({ url: `/api/user-service/permissions/${supervisor?.id}` })).statusCode).toBe(403);
  });
});

describe('POST /user-service/create-role', () => {
  it('creates a custom role with the given permissions', async () => {
    const response = await createRole(cornerOwner, {
      name: ' Weekend lead ',
      description: 'Runs weekends',
      color: '#336699',
      icon: 'star',
      permissions: ['lm_edit_store_hours', 'view_employees', 'view_employees'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Weekend lead',
      label: 'Weekend lead',
      description: 'Runs weekends',
      color: '#336699',
      icon: 'star',
      type: 'CUSTOM',
      users_count: 0,
      permissions: ['view_employees', 'lm_edit_store_hours'],
    });
  });

  it('refuses a taken or default name with 409 and unknown permissions with 400 naming them', async () => {
    expect((await createRole(cornerOwner, { name: 'Duplicate me', permissions: [] })).statusCode).toBe(201);
    for (const name of ['duplicate ME', 'Admin', 'staff+', 'Super Admin']) {
      const response = await createRole(cornerOwner, { name, permissions: [] });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`A role named "${name}" already exists`);
    }
    expect((await createRole(quickOwner, { company_id: quickId, name: 'Duplicate me', permissions: [] })).statusCode).toBe(201);
    const unknown = await createRole(cornerOwner, { name: 'Unknowns', permissions: ['view_employees', 'fly', 'teleport'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown permissions: fly, teleport');
  });

  it('names bad fields', async () => {
    const missing = await cornerOwner({ method: 'POST', url: '/api/user-service/create-role', payload: { company_id: cornerId, permissions: [] } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('name is required');
    const color = await createRole(cornerOwner, { name: 'Colourful', color: 'red', permissions: [] });
    expect(color.statusCode).toBe(400);
    expect(color.json().message).toMatch(/^color /);
    const noPermissions = await cornerOwner({ method: 'POST', url: '/api/user-service/create-role', payload: { company_id: cornerId, name: 'X' } });
    expect(noPermissions.json().message).toBe('permissions is required');
  });

  it('refuses staff, another company, and permissions the caller lacks', async () => {
    expect((await createRole(cornerStaff, { name: 'Staff made', permissions: [] })).statusCode).toBe(403);
    const other = await createRole(cornerOwner, { company_id: quickId, name: 'Intruder', permissions: [] });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NO_COMPANY_ACCESS);

    const maker = await roleWithHolder('Role maker', ['view_roles', 'create_custom_roles', 'view_employees']);
    const escalate = await createRole(maker.inject, { name: 'Sneaky', permissions: ['view_employees', 'edit_employees'] });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toBe(NO_ESCALATION);
    expect((await createRole(maker.inject, { name: 'Modest', permissions: ['view_employees'] })).statusCode).toBe(201);
  });
});

describe('PATCH /user-service/update-role', () => {
  it('changes the fields and replaces the permissions', async () => {
    const id = (await createRole(cornerOwner, { name: 'Editable', permissions: ['view_employees', 'view_roles'] })).json().id;
    const response = await updateRole(cornerOwner, { id, name: 'Edited', label: 'Edited label', description: null, permissions: ['lm_view_orders'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, name: 'Edited', label: 'Edited label', description: null, permissions: ['lm_view_orders'] });
    const renameOnly = await updateRole(cornerOwner, { id, color: '#000000' });
    expect(renameOnly.json()).toMatchObject({ name: 'Edited', color: '#000000', permissions: ['lm_view_orders'] });
  });

  it('refuses default roles, taken names, unknown permissions and bad fields', async () => {
    const admin = (await accessibleRoles(cornerOwner)).find((role) => role.name === 'admin');
    const readOnly = await updateRole(cornerOwner, { id: admin?.id, label: 'Boss' });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().message).toBe('Default roles cannot be changed');
    const id = (await createRole(cornerOwner, { name: 'Rename me', permissions: [] })).json().id;
    const taken = await updateRole(cornerOwner, { id, name: 'manager' });
    expect(taken.statusCode).toBe(409);
    const unknown = await updateRole(cornerOwner, { id, permissions: ['nope'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown permissions: nope');
    const missing = await updateRole(cornerOwner, { name: 'No id' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('id is required');
    expect((await updateRole(cornerOwner, { id: 999999, name: 'Ghost' })).statusCode).toBe(404);
  });

  it('refuses staff, another company, the own role, and adding permissions the caller lacks', async () => {
    const id = (await createRole(cornerOwner, { name: 'Target role', permissions: ['view_employees'] })).json().id;
    expect((await updateRole(cornerStaff, { id, label: 'x' })).statusCode).toBe(403);
    const quickRole = (await createRole(quickOwner, { company_id: quickId, name: 'Quick target', permissions: [] })).json().id;
    const other = await updateRole(cornerOwner, { id: quickRole, label: 'x' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NO_COMPANY_ACCESS);

    const editor = await roleWithHolder('Role editor', ['view_roles', 'edit_custom_roles', 'view_employees']);
    const own = await updateRole(editor.inject, { id: editor.roleId, label: 'Mine' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change the role you hold yourself');
    const escalate = await updateRole(editor.inject, { id, permissions: ['view_employees', 'delete_employees'] });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toBe(NO_ESCALATION);
    expect((await updateRole(editor.inject, { id, permissions: ['view_employees', 'view_roles'] })).statusCode).toBe(200);
  });
});

describe('DELETE /user-service/roles/{id}', () => {
  it('deletes an unused custom role', async () => {
    const id = (await createRole(cornerOwner, { name: 'Short lived', permissions: ['view_employees'] })).json().id;
    const response = await cornerOwner({ method: 'DELETE', url: `/api/user-service/roles/${id}` });
    expect(response.statusCode).toBe(200);
    expect((await cornerOwner({ url: `/api/user-service/roles/${id}` })).statusCode).toBe(404);
  });

  it('refuses a role in use, counting its holders, until they are reassigned or deleted', async () => {
    const id = (await createRole(cornerOwner, { name: 'In use', permissions: ['view_employees'] })).json().id;
    const first = await employeeHolding(id, 'In use');
    const second = await employeeHolding(id, 'In use');
    const refused = await cornerOwner({ method: 'DELETE', url: `/api/user-service/roles/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This role is assigned to 2 employees. Reassign them first');
    expect((await cornerOwner({ method: 'DELETE', url: `/api/user-service/delete_user/${first.userId}` })).statusCode).toBe(200);
    const one = await cornerOwner({ method: 'DELETE', url: `/api/user-service/roles/${id}` });
    expect(one.json().message).toBe('This role is assigned to 1 employee. Reassign them first');
    const staffRole = (await accessibleRoles(cornerOwner)).find((role) => role.name === 'staff');
    const reassign = await cornerOwner({
      method: 'PUT',
      url: `/api/user-service/update_employee/${second.userId}`,
      payload: { role_id: staffRole?.id },
    });
    expect(reassign.statusCode).toBe(200);
    expect((await cornerOwner({ method: 'DELETE', url: `/api/user-service/roles/${id}` })).statusCode).toBe(200);
  });

  it('refuses default roles, staff and another company', async () => {
    const staffRole = (await accessibleRoles(cornerOwner)).find((role) => role.name === 'staff');
    const readOnly = await cornerOwner({ method: 'DELETE', url: `/api/user-service/roles/${staffRole?.id}` });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().message).toBe('Default roles cannot be deleted');
    const id = (await createRole(cornerOwner, { name: 'Keep me', permissions: [] })).json().id;
    expect((await cornerStaff({ method: 'DELETE', url: `/api/user-service/roles/${id}` })).statusCode).toBe(403);
    const other = await quickOwner({ method: 'DELETE', url: `/api/user-service/roles/${id}` });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NO_COMPANY_ACCESS);
    expect((await cornerOwner({ method: 'DELETE', url: '/api/user-service/roles/999999' })).statusCode).toBe(404);
  });
});
