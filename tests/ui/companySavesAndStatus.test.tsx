import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { companyFixture, storeFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';

function serveCompany() {
  storeSession('INTERNAL');
  const company = companyFixture(12, { name: 'Harbor Grocers', phone_number: '+15557654321' });
  const puts: unknown[] = [];
  mswServer.use(
    ...sessionHandlers({ userType: 'INTERNAL', permissions: ['view_company_details', 'edit_company_details', 'create_store'] }),
    http.get(api('/stores/company/'), () => HttpResponse.json({ companies: [company], count: 1, totalCompaniesCount: 1, totalStoresCount: 1 })),
    http.put(api('/stores/company/12'), async ({ request }) => {
      puts.push(await request.json());
      return HttpResponse.json(company);
    }),
    http.get(api('/stores/company/12/tags'), () => HttpResponse.json([])),
  );
  return puts;
}

describe('company saves and the store list status', () => {
  it('saving a company edit says so and closes the dialog', async () => {
    const puts = serveCompany();
    renderAppAt('/companies/12?sidebarActiveTab=settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(await screen.findByText('Company "Harbor Grocers" saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit company' })).not.toBeInTheDocument());
  });

  it('the store list shows the operating status now (the Home tab rule), not the status last set by hand', async () => {
    serveCompany();
    const setOpen = { id: 1, codename: 'accepting_orders', name: 'Accepting Orders' };
    mswServer.use(
      http.get(api('/stores/'), () =>
        HttpResponse.json({
          count: 1,
          stores: [storeFixture(31, { name: 'Harbor Night', storeStatus: setOpen, operatingStatus: 'closed' })],
        }),
      ),
    );
    renderAppAt('/companies/12?sidebarActiveTab=stores');
    const row = (await screen.findByRole('link', { name: 'Harbor Night' })).closest('tr')!;
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    expect(within(row).queryByText('Accepting Orders')).not.toBeInTheDocument();
  });

  it('the Status filter offers the five operating statuses and lists the stores showing the one chosen', async () => {
    serveCompany();
    const setOpen = { id: 1, codename: 'accepting_orders', name: 'Accepting Orders' };
    const seen: (string | null)[] = [];
    mswServer.use(
      http.get(api('/stores/'), ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        seen.push(status);
        const stores =
          status === 'closed'
            ? [storeFixture(31, { name: 'Harbor Night', storeStatus: setOpen, operatingStatus: 'closed' })]
            : [
                storeFixture(31, { name: 'Harbor Night', storeStatus: setOpen, operatingStatus: 'closed' }),
                storeFixture(32, { name: 'Harbor Day', storeStatus: setOpen, operatingStatus: 'accepting_orders' }),
              ];
        return HttpResponse.json({ count: stores.length, stores });
      }),
    );
    renderAppAt('/companies/12?sidebarActiveTab=stores');
    expect(await screen.findByRole('link', { name: 'Harbor Day' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All statuses',
      'Accepting Orders',
      'Paused',
      'Offline',
      'Closed',
      'Integration Failure',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(seen.at(-1)).toBe('closed'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Harbor Day' })).not.toBeInTheDocument());
    const row = screen.getByRole('link', { name: 'Harbor Night' }).closest('tr')!;
    expect(within(row).getByText('Closed')).toBeInTheDocument();
  });
});
