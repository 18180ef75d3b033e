import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeCreateBody, EmployeeListAnswer } from '../../src/contract/employees.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions.ts';
import { storeFixture } from './support/companies.ts';
import { roleFixture, storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

// The shared form machinery (issue 11 point 2): validation from the call's contract, one save feedback,
// and a question before unsaved changes are left behind.

const STAFF = roleFixture(6, 'staff', 'Staff', 'DEFAULT');
const NO_EMPLOYEES: EmployeeListAnswer = { count: 0, users: [] };

function openEmployees() {
  const added: EmployeeCreateBody[] = [];
  storeSession('MERCHANT');
  mswServer.use(
    ...sessionHandlers({ userType: 'MERCHANT', permissions: DEFAULT_ROLE_PERMISSIONS.superadmin }),
    http.get(api('/user-service/company/7'), () => HttpResponse.json(NO_EMPLOYEES)),
    http.get(api('/stores/employees/list-count-and-store-names'), () => HttpResponse.json([])),
    http.get(api('/user-service/accessible-roles'), () => HttpResponse.json([STAFF])),
    http.post(api('/user-service/add_employee'), async ({ request }) => {
      added.push((await request.json()) as EmployeeCreateBody);
      return HttpResponse.json({ message: 'ok' }, { status: 201 });
    }),
  );
  renderAppAt('/employees');
  return added;
}

async function openAddEmployee(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add employee' }));
  return screen.findByRole('dialog', { name: 'Add employee' });
}

async function fillEmployee(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, firstName: string) {
  await user.click(within(dialog).getByRole('textbox', { name: /^First name/ }));
  await user.paste(firstName);
  await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Lee');
  await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'dana@cornermarket.example');
  await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
  await user.click(await screen.findByRole('option', { name: 'Staff' }));
  await user.type(within(dialog).getByLabelText(/^Password/), 'password1');
}

afterEach(() => vi.restoreAllMocks());

describe('form validation from the contract of the call', () => {
  it('shows the limit the add-employee contract sets on a first name and sends nothing', async () => {
    const added = openEmployees();
    const user = userEvent.setup({ delay: null });
    const dialog = await openAddEmployee(user);
    await fillEmployee(user, dialog, 'D'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('At most 80 characters')).toBeInTheDocument();
    expect(added).toEqual([]);
  });
});

describe('save feedback', () => {
  it('says a save succeeded in a notification and closes the form', async () => {
    const added = openEmployees();
    const user = userEvent.setup({ delay: null });
    const dialog = await openAddEmployee(user);
    await fillEmployee(user, dialog, 'Dana');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Dana Lee added')).toBeInTheDocument();
    expect(added).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add employee' })).not.toBeInTheDocument());
  });

  it('shows a failure under the spec heading with the server message, keeping the form open', async () => {
    openEmployees();
    mswServer.use(http.post(api('/user-service/add_employee'), () => HttpResponse.json({ message: 'That email is taken' }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    const dialog = await openAddEmployee(user);
    await fillEmployee(user, dialog, 'Dana');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('dialog', { name: 'Unable to add new employee' });
    expect(within(alert).getByText('That email is taken')).toBeInTheDocument();
    // the form stays open under the alert (hidden from the accessibility tree while the alert is up)
    expect(screen.getByRole('dialog', { name: 'Add employee', hidden: true })).toBeInTheDocument();
  });
});

describe('unsaved changes', () => {
  it('asks before a form dialog with changes closes on Escape, and keeps the changes when told to', async () => {
    openEmployees();
    const user = userEvent.setup({ delay: null });
    const dialog = await openAddEmployee(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Dana');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: /^First name/ })).toHaveValue('Dana');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add employee' })).not.toBeInTheDocument());
  });

  it('closes an untouched form dialog on Escape without asking', async () => {
    openEmployees();
    const user = userEvent.setup({ delay: null });
    await openAddEmployee(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add employee' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });

  it('asks before leaving a page form with changes, and stays when the user says no', async () => {
    storeSession('INTERNAL');
    mswServer.use(
      ...sessionHandlers({ userType: 'INTERNAL', permissions: ['lm_view_store_settings', 'edit_store_details'] }),
      http.get(api('/stores/31'), () => HttpResponse.json(storeFixture(31, { name: 'Corner Market Downtown' }))),
      http.get(api('/stores/company/7/tags'), () => HttpResponse.json([])),
      http.get(api('/user-service/company/7'), () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
      http.get(api('/stores/31/store-hours'), () => HttpResponse.json({ timezone: 'America/Chicago', hours: [] })),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderAppAt('/stores/31?sidebarActiveTab=store-settings');
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByRole('textbox', { name: /^Store name/ });
    await user.type(name, ' North');

    await user.click(screen.getByRole('link', { name: 'LSM' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?"));
    expect(currentPath()).toBe('/stores/31?sidebarActiveTab=store-settings');
    expect(screen.getByRole('textbox', { name: /^Store name/ })).toHaveValue('Corner Market Downtown North');
  });
});
