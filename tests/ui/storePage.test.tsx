import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreHourRow } from '../../src/contract/stores.ts';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { companyFixture, storeFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';
import { storePageHandlers } from './support/stores.ts';

// Saturday 21 November 2026, 10:00 in Chicago (UTC-6).
const SATURDAY_10AM_CHICAGO = new Date('2026-11-21T16:00:00Z');

const slot = (dayOfWeek: number, open_time: string, close_time: string, id?: number): StoreHourRow => ({
  ...(id === undefined ? {} : { id }),
  dayOfWeek,
  open_time,
  close_time,
  isClosed: false,
});

const chelsea = storeFixture(31, {
  name: 'Corner Market Chelsea',
  phoneNo: '+12125550123',
  company: { id: 12, name: 'Corner Market' },
  address: [
    { id: 1, line_1: '215 W 23rd St', line_2: 'Suite 2', city: 'New York', state: 'NY', zip: '10011', address_type: 'Main', timezone: 'America/Chicago' },
    { id: 2, line_1: '9 Dock Rd', line_2: null, city: 'Newark', state: 'NJ', zip: '07102', address_type: 'WelcomePackage' },
  ],
});

function sidebar(): Promise<HTMLElement> {
  return screen.findByRole('complementary');
}

function signIn(userType: 'INTERNAL' | 'MERCHANT', permissions: readonly PermissionKey[]) {
  storeSession(userType);
  mswServer.use(...sessionHandlers({ userType, permissions }));
}

beforeEach(() => {
  // Only the clock is faked: timers stay real so the app and msw run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SATURDAY_10AM_CHICAGO);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('store page sidebar', () => {
  it("shows the store's name, Main address, formatted phone and today's hours, and goes back to its company", async () => {
    signIn('INTERNAL', ['lm_view_store_hours', 'lm_view_store_status']);
    mswServer.use(...storePageHandlers(chelsea, [slot(5, '09:00', '12:00'), slot(5, '13:00', '17:00'), slot(0, '08:00', '20:00')]));
    renderAppAt('/stores/31/');

    const aside = await sidebar();
    const name = await within(aside).findByText('Corner Market Chelsea');
    // A long name wraps to two lines in the narrow sidebar instead of ending in an ellipsis on one.
    expect(getComputedStyle(name).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(name).textOverflow).not.toBe('ellipsis');
    expect(name).toHaveAttribute('title', 'Corner Market Chelsea');
    expect(within(aside).getByText('215 W 23rd St, Suite 2, New York, NY 10011')).toBeInTheDocument();
    expect(within(aside).getByText('(212) 555-0123')).toBeInTheDocument();
    expect(await within(aside).findByText('Closing 12:00 PM')).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Edit store hours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/companies/12?sidebarActiveTab=stores');
  });

  it('shows "Open 24/7", the next opening between slots, and nothing on a closed day', async () => {
    signIn('INTERNAL', []);
    const allWeek = [0, 1, 2, 3, 4, 5, 6].map((day) => slot(day, '00:00', '23:59'));
    mswServer.use(...storePageHandlers(chelsea, allWeek));
    const { unmount } = renderAppAt('/stores/31');
    expect(await within(await sidebar()).findByText('Open 24/7')).toBeInTheDocument();
    expect(within(await sidebar()).queryByRole('button', { name: 'Edit store hours' })).not.toBeInTheDocument();
    unmount();

    vi.setSystemTime(new Date('2026-11-21T18:30:00Z')); // 12:30 in Chicago, between the split shift's slots
    mswServer.use(...storePageHandlers(chelsea, [slot(5, '09:00', '12:00'), slot(5, '13:00', '17:00')]));
    const second = renderAppAt('/stores/31');
    expect(await within(await sidebar()).findByText('Open 1:00 PM')).toBeInTheDocument();
    second.unmount();

    let hoursRead = false;
    mswServer.use(
      http.get(api('/stores/31/store-hours'), () => {
        hoursRead = true;
        const closedSaturday = { dayOfWeek: 5, open_time: '00:00', close_time: '00:00', isClosed: true };
        return HttpResponse.json({ timezone: 'America/Chicago', hours: [closedSaturday, slot(6, '09:00', '17:00')] });
      }),
    );
    renderAppAt('/stores/31');
    const aside = await sidebar();
    expect(await within(aside).findByText('Corner Market Chelsea')).toBeInTheDocument();
    await waitFor(() => expect(hoursRead).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(aside).queryByTestId('store-hours-text')).not.toBeInTheDocument();
  });

  it("refuses a merchant another company's store: the alert, no store data, none of the tabs' calls, back on their company", async () => {
    signIn('MERCHANT', ['lm_view_store_hours', 'lm_view_store_settings', 'lm_view_store_status', 'view_employees']);
    const calls: string[] = [];
    mswServer.use(
      http.get(api('/stores/99'), ({ request }) => {
        calls.push(new URL(request.url).search);
        return HttpResponse.json({ message: "You don't have access to this company" }, { status: 403 });
      }),
      http.get(api('/stores/99/*'), ({ request }) => {
        calls.push(request.url);
        return HttpResponse.json({ message: "You don't have access to this company" }, { status: 403 });
      }),
      http.get(api('/user-service/store/99/users'), ({ request }) => {
        calls.push(request.url);
        return HttpResponse.json({ message: "You don't have access to this company" }, { status: 403 });
      }),
      // their own company, where they are sent back
      http.get(api('/stores/company/'), () => HttpResponse.json({ companies: [companyFixture(7)], count: 1, totalCompaniesCount: 1, totalStoresCount: 0 })),
      http.get(api('/stores/'), () => HttpResponse.json({ count: 0, stores: [] })),
      http.get(api('/stores/company/7/tags'), () => HttpResponse.json([])),
    );
    renderAppAt('/stores/99?sidebarActiveTab=store-settings');

    const alert = await screen.findByRole('dialog', { name: 'Unable to fetch Data' });
    expect(within(alert).getByText("You don't have access to this company")).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['?company_id=7']);
    // The refused merchant is back on their own company, with nothing of the store on screen.
    await waitFor(() => expect(currentPath()).toBe('/companies/7?sidebarActiveTab=stores'));
    for (const tab of ['Home', 'Inventory', 'Menus', 'Store settings']) {
      expect(screen.queryByRole('button', { name: tab })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Store settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit store hours' })).not.toBeInTheDocument();
  });

  it('shows "Unable to fetch store hours" when the hours cannot be read', async () => {
    signIn('INTERNAL', []);
    mswServer.use(
      http.get(api('/stores/31'), () => HttpResponse.json(chelsea)),
      http.get(api('/stores/31/store-hours'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderAppAt('/stores/31');
    const alert = await screen.findByRole('dialog', { name: 'Unable to fetch store hours' });
    expect(within(alert).getByText('Failed to fetch store hours')).toBeInTheDocument();
  });
});
