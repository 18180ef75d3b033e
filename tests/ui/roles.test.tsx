import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role, RoleCreateBody, RolePermissionsAnswer } from '../../src/contract/roles.ts';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_GROUPS, PERMISSION_GROUP_LABELS, type PermissionGroup } from '../../src/domain/permissions.ts';
import { roleFixture, storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';

const role = (id: number, name: string, label: string, type: Role['type'], users_count: number): Role =>
  roleFixture(id, name, label, type, { users_count });

// deliberately out of order: the tab shows the spec order whatever the answer's order
const ROLES: Role[] = [
  role(40, 'Shift lead', 'Shift lead', 'CUSTOM', 3),
  role(6, 'staff', 'Staff', 'DEFAULT', 4),
  role(1, 'superadmin', 'Super Admin', 'DEFAULT', 1),
  role(41, 'auditor', 'Auditor', 'CUSTOM', 0),
  role(3, 'supervisor', 'Supervisor', 'DEFAULT', 0),
  role(2, 'admin', 'Admin', 'DEFAULT', 2),
  role(5, 'staff+', 'Staff Plus', 'DEFAULT', 0),
  role(4, 'manager', 'Manager', 'DEFAULT', 0),
];

function permissionsOf(roleId: number, granted: readonly string[]): RolePermissionsAnswer {
  let id = 0;
  return {
    role_id: roleId,
    groups: (Object.keys(PERMISSION_GROUPS) as PermissionGroup[]).map((group) => ({
      group,
      label: PERMISSION_GROUP_LABELS[group],
      permissions: PERMISSION_GROUPS[group].map((key) => ({ id: ++id, key, name: key, description: key, toggle: granted.includes(key) })),
    })),
  };
}

function start() {
  const created: RoleCreateBody[] = [];
  storeSession('MERCHANT');
  mswServer.use(
    ...sessionHandlers({ userType: 'MERCHANT', permissions: DEFAULT_ROLE_PERMISSIONS.superadmin }),
    http.get(api('/stores/company/'), () => HttpResponse.json({ companies: [], count: 0, totalCompaniesCount: 0, totalStoresCount: 0 })),
    http.get(api('/user-service/accessible-roles'), ({ request }) =>
      new URL(request.url).searchParams.get('company_id') === '7' ? HttpResponse.json(ROLES) : HttpResponse.json([], { status: 400 }),
    ),
    http.get(api('/user-service/permissions/1'), () => HttpResponse.json(permissionsOf(1, ['view_employees', 'edit_employees']))),
    http.post(api('/user-service/create-role'), async ({ request }) => {
      const body = (await request.json()) as RoleCreateBody;
      created.push(body);
      return HttpResponse.json(role(42, body.name, body.name, 'CUSTOM', 0), { status: 201 });
    }),
  );
  renderAppAt('/companies/7?sidebarActiveTab=roles');
  return created;
}

/** The body rows of the roles table (react-admin's DataTable). */
function roleRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: 'Roles' })).getAllByRole('row').slice(1);
}

describe('company roles tab', () => {
  it('lists default roles in spec order, then custom roles by name, with type and user count', async () => {
    start();
    await screen.findByText('Shift lead');
    const rows = roleRows().map((row) => row.textContent);
    expect(rows).toEqual([
      'Super AdminDefault role1 user',
      'AdminDefault role2 users',
      'SupervisorDefault role0 users',
      'ManagerDefault role0 users',
      'Staff PlusDefault role0 users',
      'StaffDefault role4 users',
      'AuditorCustom role0 users',
      'Shift leadCustom role3 users',
    ]);
    expect(within(screen.getByRole('group', { name: 'Role list pages' })).getByText('1-8 of 8')).toBeInTheDocument();
  });

  it('shows 20 roles a page', async () => {
    start();
    const many = Array.from({ length: 25 }, (_, index) => role(100 + index, `custom ${String(index).padStart(2, '0')}`, `Custom ${String(index).padStart(2, '0')}`, 'CUSTOM', 0));
    mswServer.use(http.get(api('/user-service/accessible-roles'), () => HttpResponse.json(many)));
    await screen.findByText('Custom 00');
    expect(roleRows()).toHaveLength(20);
    const pages = screen.getByRole('group', { name: 'Role list pages' });
    expect(within(pages).getByText('1-20 of 25')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Custom 24')).toBeInTheDocument();
    expect(roleRows().map((row) => within(row).getByRole('button').textContent)).toEqual(['Custom 20', 'Custom 21', 'Custom 22', 'Custom 23', 'Custom 24']);
  });

  it('shows a default role read-only with its granted permissions', async () => {
    start();
    await screen.findByText('Shift lead');
    await userEvent.click(within(roleRows()[0] as HTMLElement).getByRole('button', { name: 'Super Admin' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Default roles are read-only')).toBeInTheDocument();
    const viewEmployees = await within(dialog).findByRole('checkbox', { name: 'View employees' });
    await waitFor(() => expect(viewEmployees).toBeChecked());
    expect(viewEmployees).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Delete employees' })).not.toBeChecked();
    expect(within(dialog).getByText('Location management')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Start from role' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete role' })).not.toBeInTheDocument();
  });

  it('creates a custom role with the toggled permission keys', async () => {
    const created = start();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create custom role' }));
    const dialog = await screen.findByRole('dialog');
    // typed as one change each: the dialog holds every permission toggle, so keystrokes are slow under jsdom
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Shift lead ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Description/ }), { target: { value: 'Runs shifts' } });
    await user.click(within(dialog).getByRole('checkbox', { name: 'View store details' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'View employees' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      company_id: 7,
      name: 'Shift lead',
      description: 'Runs shifts',
      permissions: ['view_employees', 'view_store_details'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the permissions as a matrix: areas as rows, view / create / edit / delete as columns', async () => {
    start();
    await userEvent.click(await screen.findByRole('button', { name: 'Create custom role' }));
    const matrix = within(await screen.findByRole('dialog')).getByRole('table', { name: 'Permissions' });
    const header = within(matrix).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header).toEqual(['Area', 'View', 'Create', 'Edit', 'Delete', 'All']);
    const cellsOf = (area: string) => {
      const row = within(matrix).getByRole('rowheader', { name: area }).closest('tr') as HTMLElement;
      return within(row).getAllByRole('cell').map((cell) => within(cell).queryByRole('checkbox')?.getAttribute('aria-label') ?? '');
    };
    expect(cellsOf('Employees')).toEqual(['View employees', 'Create employees', 'Edit employees', 'Delete employees', 'All Employees permissions']);
    expect(cellsOf('Store hours')).toEqual(['View store hours', '', 'Edit store hours', '', 'All Store hours permissions']);
    expect(cellsOf('Roles')).toEqual(['View roles', 'Create custom roles', 'Edit custom roles', 'Delete custom roles', 'All Roles permissions']);
    // every permission has exactly one cell
    const boxes = within(matrix).getAllByRole('checkbox').filter((box) => !/^All /.test(box.getAttribute('aria-label') ?? ''));
    expect(boxes).toHaveLength(Object.values(PERMISSION_GROUPS).flat().length);
  });

  it('starts from another role and ticks a whole row at once', async () => {
    const created = start();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create custom role' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Copy of admin' } });
    await user.click(within(dialog).getByRole('combobox', { name: 'Start from role' }));
    await user.click(await screen.findByRole('option', { name: 'Super Admin' }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Edit employees' })).toBeChecked());
    const allEmployees = within(dialog).getByRole('checkbox', { name: 'All Employees permissions' });
    expect(allEmployees).toHaveAttribute('data-indeterminate', 'true');
    await user.click(within(dialog).getByRole('checkbox', { name: 'All Banners permissions' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Delete banners' })).toBeChecked();
    await user.click(allEmployees);
    expect(within(dialog).getByRole('checkbox', { name: 'Delete employees' })).toBeChecked();
    await user.click(allEmployees);
    expect(within(dialog).getByRole('checkbox', { name: 'View employees' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.name).toBe('Copy of admin');
    expect(created[0]?.permissions).toEqual(['view_banners', 'create_banners', 'edit_banners', 'delete_banners']);
  });

  it('refuses a blank name field by field, says the role was saved, and asks before changes are discarded', async () => {
    const created = start();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create custom role' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: '   ' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Auditor 2' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role Auditor 2 saved')).toBeInTheDocument();
    expect(created.map((body) => body.name)).toEqual(['Auditor 2']);
  });

  it('keeps the dialog open with "Unable to create custom role" and the server\'s message when the save is refused', async () => {
    const created = start();
    mswServer.use(http.post(api('/user-service/create-role'), () => HttpResponse.json({ message: 'A role named Auditor exists' }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create custom role' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Auditor' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Unable to create custom role' })).toBeInTheDocument();
    expect(screen.getByText('A role named Auditor exists')).toBeInTheDocument();
    // the alert hides the dialog from the accessibility tree while it shows; the dialog and its values stay
    expect(within(dialog).getByRole('textbox', { name: /^Name/, hidden: true })).toHaveValue('Auditor');
    expect(created).toHaveLength(0);
  });

  it('shows "Unable to fetch roles" when the roles cannot be fetched', async () => {
    start();
    mswServer.use(http.get(api('/user-service/accessible-roles'), () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    expect(await screen.findByRole('heading', { name: 'Unable to fetch roles' })).toBeInTheDocument();
  });
});
