import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmployeeCreateBody, EmployeeListAnswer } from '../../src/contract/employees.ts';
import { PASSWORD_RULE } from '../../src/domain/password.ts';
import type { Role } from '../../src/contract/roles.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions.ts';
import { roleFixture, storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';


const ROLES: Role[] = [roleFixture(1, 'superadmin', 'Super Admin', 'DEFAULT'), roleFixture(6, 'staff', 'Staff', 'DEFAULT'), roleFixture(40, 'Shift lead', 'Shift lead', 'CUSTOM')];

const LIST: EmployeeListAnswer = {
  count: 2,
  users: [
    { userId: 41, employeeId: 'E-41', firstName: 'Maria', lastName: 'Owner', email: 'owner@cornermarket.example', phoneNumber: '+15551230001', roleName: 'superadmin', roleId: 1, storeCount: 0 },
    { userId: 52, employeeId: 'E-52', firstName: 'Sam', lastName: 'Shift', email: 'sam@cornermarket.example', phoneNumber: '+15551230099', roleName: 'Shift lead', roleId: 40, storeCount: 0 },
  ],
};

function employeeHandlers(seen: { listUrls: URL[]; countUrls: URL[]; added: EmployeeCreateBody[] }) {
  return [
    http.get(api('/user-service/company/7'), ({ request }) => {
      seen.listUrls.push(new URL(request.url));
      return HttpResponse.json(LIST);
    }),
    http.get(api('/stores/employees/list-count-and-store-names'), ({ request }) => {
      seen.countUrls.push(new URL(request.url));
      return HttpResponse.json([
        { user_id: 41, stores_count: 0, store_names: [] },
        { user_id: 52, stores_count: 2, store_names: ['Corner Market Downtown', 'Corner Market Uptown'] },
      ]);
    }),
    http.get(api('/user-service/accessible-roles'), () => HttpResponse.json(ROLES)),
    http.post(api('/user-service/add_employee'), async ({ request }) => {
      seen.added.push((await request.json()) as EmployeeCreateBody);
      return HttpResponse.json({ message: 'ok' }, { status: 201 });
    }),
  ];
}

function start() {
  const seen = { listUrls: [] as URL[], countUrls: [] as URL[], added: [] as EmployeeCreateBody[] };
  storeSession('MERCHANT');
  mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions: DEFAULT_ROLE_PERMISSIONS.superadmin }), ...employeeHandlers(seen));
  renderAppAt('/employees');
  return seen;
}

describe('employee list', () => {
  it('lists the company employees, 20 a page, with formatted phones, role labels and store counts', async () => {
    const seen = start();
    const row = (await screen.findByRole('cell', { name: 'sam@cornermarket.example' })).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['Sam Shift', 'E-52', 'sam@cornermarket.example', '(555) 123-0099', 'Shift lead']);
    await waitFor(() => expect(screen.getByTestId('store-count-52')).toHaveTextContent('2'));

    expect(seen.listUrls[0]?.searchParams.get('limit')).toBe('20');
    expect(seen.listUrls[0]?.searchParams.get('offset')).toBe('0');
    expect(seen.countUrls[0]?.searchParams.getAll('user_ids')).toEqual(['41', '52']);
    // nobody deletes themselves: only Sam's row has a delete control
    expect(screen.queryByRole('button', { name: 'Delete employee Maria Owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete employee Sam Shift' })).toBeInTheDocument();
  });

  it('shows each name as a link to the employee (it opens in a new tab too)', async () => {
    start();
    const sam = await screen.findByRole('link', { name: 'Sam Shift' });
    expect(sam).toHaveAttribute('href', '/employees/52');
    await userEvent.click(sam);
    await waitFor(() => expect(window.location.pathname).toBe('/employees/52'));
  });

  it('adds an employee with the phone as +1 digits and the chosen role, stating the password rule', async () => {
    const seen = start();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add employee' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(PASSWORD_RULE)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), ' Dana ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Lee');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'dana@cornermarket.example');
    const phone = within(dialog).getByRole('textbox', { name: /^Phone number/ });
    await user.type(phone, '5551234567');
    expect(phone).toHaveValue('(555) 123-4567');
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Default role')).toBeInTheDocument();
    expect(within(listbox).getByText('Custom role')).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Shift lead' }));
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(seen.added).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Password/), 'pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.added).toHaveLength(1));
    expect(seen.added[0]).toEqual({
      company_id: 7,
      first_name: 'Dana',
      last_name: 'Lee',
      password: 'shortpass1',
      email: 'dana@cornermarket.example',
      phone_number: '+15551234567',
      role: 'Shift lead',
      role_id: 40,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows "Unable to add new employee" with the server message', async () => {
    start();
    mswServer.use(
      http.post(api('/user-service/add_employee'), () =>
        HttpResponse.json({ message: 'An account with this email already exists' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add employee' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Dana');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Lee');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'owner@cornermarket.example');
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Staff' }));
    await user.type(within(dialog).getByLabelText(/^Password/), 'password1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Unable to add new employee' })).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('hides Add employee without create_employees', async () => {
    storeSession('MERCHANT');
    const seen = { listUrls: [] as URL[], countUrls: [] as URL[], added: [] as EmployeeCreateBody[] };
    mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions: ['view_employees'] }), ...employeeHandlers(seen));
    renderAppAt('/employees');
    expect(await screen.findByRole('cell', { name: 'sam@cornermarket.example' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add employee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete employee/ })).not.toBeInTheDocument();
  });
});
