import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from '../../src/custom/alert/reloadPage.ts';
import { companyFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';

const STALE = 'Someone else changed this company after you opened it. Reload to see their changes, then make yours again.';

describe('an edit saved from a copy someone else changed since', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the version it was based on and, on 409, shows the message and offers to reload the latest copy', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    storeSession('INTERNAL');
    const company = companyFixture(12, { name: 'Harbor Grocers', updated_at: '2026-11-24T10:00:00.123Z' });
    const sent: Record<string, unknown>[] = [];
    mswServer.use(
      ...sessionHandlers({ userType: 'INTERNAL', permissions: ['view_company_details', 'edit_company_details'] }),
      http.get(api('/stores/company/'), () => HttpResponse.json({ companies: [company], count: 1, totalCompaniesCount: 1, totalStoresCount: 1 })),
      http.get(api('/stores/'), () => HttpResponse.json({ count: 0, stores: [] })),
      http.get(api('/stores/company/12/tags'), () => HttpResponse.json([])),
      http.put(api('/stores/company/12'), async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ message: STALE }, { status: 409 });
      }),
    );
    renderAppAt('/companies/12?sidebarActiveTab=settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].updated_at).toBe('2026-11-24T10:00:00.123Z');
    const alert = await screen.findByRole('dialog', { name: /unable to update/i });
    expect(within(alert).getByText(STALE)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload the latest copy' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers no reload when an edit fails for another reason', async () => {
    storeSession('INTERNAL');
    const company = companyFixture(12, { name: 'Harbor Grocers' });
    mswServer.use(
      ...sessionHandlers({ userType: 'INTERNAL', permissions: ['view_company_details', 'edit_company_details'] }),
      http.get(api('/stores/company/'), () => HttpResponse.json({ companies: [company], count: 1, totalCompaniesCount: 1, totalStoresCount: 1 })),
      http.get(api('/stores/'), () => HttpResponse.json({ count: 0, stores: [] })),
      http.get(api('/stores/company/12/tags'), () => HttpResponse.json([])),
      http.put(api('/stores/company/12'), () => HttpResponse.json({ message: 'point_of_contact_id: not an employee of this company' }, { status: 400 })),
    );
    renderAppAt('/companies/12?sidebarActiveTab=settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('dialog', { name: /unable to update/i });
    expect(within(alert).getByText('point_of_contact_id: not an employee of this company')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Reload the latest copy' })).not.toBeInTheDocument();
  });
});
