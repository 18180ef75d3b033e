import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPreference, NotificationPreferencesBody } from '../../src/contract/employees.ts';
import { DEFAULT_ROLE_PERMISSIONS, type PermissionKey } from '../../src/domain/permissions.ts';
import { profileFixture, storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

const SAM = profileFixture('MERCHANT', ['view_employees'], { userId: 52, firstName: 'Sam', lastName: 'Shift', email: 'sam@cornermarket.example', username: 'cognito-sam' });
const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";
const TAB_PATH = '/employees/52?sidebarActiveTab=notifications';

const preference = (id: number, eventName: string): NotificationPreference => ({ id, eventName, eventDescription: `When ${eventName.toLowerCase()}`, isEmail: true, isSMS: false, isMobile: false });
const TWO = [preference(1, 'New order'), preference(2, 'Store paused')];

/** Sam's page on the notifications tab; the PUT answers what it was sent. */
function openNotifications(permissions: readonly PermissionKey[], stored: NotificationPreference[] = TWO) {
  const puts: NotificationPreferencesBody[] = [];
  storeSession('MERCHANT');
  mswServer.use(
    ...sessionHandlers({ userType: 'MERCHANT', permissions }),
    http.get(api('/user-service/fetch-profile'), () => HttpResponse.json(SAM)),
    http.get(api('/user-service/notification-preferences/52'), () => HttpResponse.json(stored)),
    http.put(api('/user-service/notification-preferences/52'), async ({ request }) => {
      const body = (await request.json()) as NotificationPreferencesBody;
      puts.push(body);
      return HttpResponse.json(body);
    }),
  );
  renderAppAt(TAB_PATH);
  return { puts, user: userEvent.setup({ delay: null }) };
}

const toggle = (channel: string, event: string) => screen.findByRole('switch', { name: `${channel} for ${event}` });

afterEach(() => vi.restoreAllMocks());

describe('employee notification preferences', () => {
  it('saves the toggled channels with PUT and says so in a notification', async () => {
    const { puts, user } = openNotifications(DEFAULT_ROLE_PERMISSIONS.superadmin);
    await user.click(await toggle('SMS', 'Store paused'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0].map((entry) => [entry.eventName, entry.isEmail, entry.isSMS, entry.isMobile])).toEqual([
      ['New order', true, false, false],
      ['Store paused', true, true, false],
    ]);
  });

  it('refuses a list longer than the contract of the PUT allows (20 events) and sends nothing', async () => {
    const many = Array.from({ length: 21 }, (_, index) => preference(index + 1, `Event ${index + 1}`));
    const { puts, user } = openNotifications(DEFAULT_ROLE_PERMISSIONS.superadmin, many);
    await user.click(await toggle('Mobile', 'Event 3'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('At most 20')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('asks before the changed preferences are left for another tab, and stays when told to', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { puts, user } = openNotifications(DEFAULT_ROLE_PERMISSIONS.superadmin);
    await user.click(await toggle('Email', 'New order'));

    await user.click(within(screen.getByRole('navigation', { name: 'Sidebar tabs' })).getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(currentPath()).toBe(TAB_PATH);
    expect(await toggle('Email', 'New order')).not.toBeChecked();

    // once saved, the tab is left without asking
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    await user.click(within(screen.getByRole('navigation', { name: 'Sidebar tabs' })).getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(currentPath()).toContain('sidebarActiveTab=details'));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('shows the preferences of another employee read-only without edit_employees', async () => {
    const { puts } = openNotifications(['view_employees']);
    expect(await toggle('Email', 'New order')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(puts).toEqual([]);
  });
});
