import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelEntry, StoreStatusAnswer } from '../../src/contract/stores.ts';
import type { UserType } from '../../src/contract/auth.ts';
import { DEFAULT_ROLE_PERMISSIONS, type PermissionKey } from '../../src/domain/permissions.ts';
import { storeFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';
import { storePageHandlers } from './support/stores.ts';
import { storeOrdersHandlers } from './support/orders.ts';

// 10:00 in Chicago, the store's time zone (CDT, UTC-5).
const NOW = new Date('2026-07-14T15:00:00.000Z');
const STORE = 31;
const IN_TWO_AND_A_HALF_HOURS = '2026-07-14T17:30:00.000Z'; // 12:30 PM in Chicago

function channel(id: number, name: string, over: Partial<ChannelEntry> = {}): ChannelEntry {
  return {
    id,
    partner_store_id: `${name.slice(0, 2).toUpperCase()}-${id}00`,
    name,
    description: `Online on ${name}`,
    is_open: true,
    status: 'ONLINE',
    success: true,
    end_time: null,
    current_pause: null,
    ...over,
  };
}

const pausedUberEats = channel(2, 'UberEats', {
  is_open: false,
  status: 'PAUSED',
  description: 'Paused on UberEats',
  end_time: IN_TWO_AND_A_HALF_HOURS,
  current_pause: { id: 9, started_at: NOW.toISOString(), end_time: IN_TWO_AND_A_HALF_HOURS },
});

function statusAnswer(channels: Partial<Record<'DoorDash' | 'UberEats' | 'GrubHub' | 'LulaDirect', ChannelEntry[]>>): StoreStatusAnswer {
  const pauses = Object.values(channels)
    .flat()
    .map((entry) => entry.current_pause)
    .filter((pause) => pause !== null);
  return {
    is_closed: false,
    current_pause: pauses[0] ?? null,
    store_status: { id: 1, codename: 'accepting_orders', name: 'Accepting Orders' },
    DoorDash: [],
    UberEats: [],
    GrubHub: [],
    LulaDirect: [],
    company_logo: null,
    ...channels,
  };
}

/** DoorDash open, UberEats paused, GrubHub failing, LulaDirect not linked. */
const MIXED = statusAnswer({
  DoorDash: [channel(1, 'DoorDash')],
  UberEats: [pausedUberEats],
  GrubHub: [channel(3, 'GrubHub', { is_open: false, status: 'ERROR', success: false, description: 'GrubHub reports an integration error', partner_store_id: 'ERR-3' })],
});

interface Recorded {
  statusQueries: URLSearchParams[];
  puts: { path: string; body: unknown }[];
  posts: { path: string; body: unknown }[];
}

/** The store's status as the server holds it: a PUT changes what the next GET answers. */
function homeHandlers(initial: StoreStatusAnswer, recorded: Recorded, statusAfterPut: StoreStatusAnswer = initial) {
  let status = initial;
  return [
    ...storePageHandlers(storeFixture(STORE)),
    ...storeOrdersHandlers(STORE),
    http.get(api(`/stores/${STORE}/status`), ({ request }) => {
      recorded.statusQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(status);
    }),
    http.put(api(`/stores/${STORE}/status`), async ({ request }) => {
      recorded.puts.push({ path: 'status', body: await request.json() });
      status = statusAfterPut;
      return HttpResponse.json(status);
    }),
    http.put(api(`/stores/${STORE}/internal_status`), async ({ request }) => {
      recorded.puts.push({ path: 'internal_status', body: await request.json() });
      status = { ...status, store_status: { id: 4, codename: 'closed', name: 'Closed' }, is_closed: true };
      return HttpResponse.json(status);
    }),
    http.get(api(`/stores/${STORE}/pos-integration-status/:partner`), ({ params }) =>
      HttpResponse.json({ partner: params.partner, pos_enabled: params.partner === 'UberEats', connected: params.partner === 'UberEats', status: params.partner === 'UberEats' ? 'Connected' : 'POS integration off', last_checked_at: NOW.toISOString() }),
    ),
    http.get(api(`/stores/${STORE}/store-partners/unsync-count/`), () =>
      HttpResponse.json({
        unsync_count: 4,
        partners: [
          { partner: 'DoorDash', partner_id: 1, unsync_count: 4, count_exact: true, never_pushed: false },
          { partner: 'UberEats', partner_id: 2, unsync_count: 0, count_exact: true, never_pushed: false },
        ],
      }),
    ),
    http.get(api('/stores/tasks'), () =>
      HttpResponse.json({
        count: 1,
        tasks: [
          { id: 71, store_id: STORE, title: 'Confirm holiday hours', description: 'Check the special schedule', task_type: 'hours', status: 'open', completed_at: null, created_at: '2026-07-10T12:00:00.000Z' },
          { id: 70, store_id: STORE, title: 'Restock shelf labels', description: null, task_type: 'inventory', status: 'completed', completed_at: '2026-07-09T12:00:00.000Z', created_at: '2026-07-08T12:00:00.000Z' },
        ],
      }),
    ),
    http.post(api('/stores/tasks/:id'), async ({ request, params }) => {
      recorded.posts.push({ path: `tasks/${String(params.id)}`, body: await request.json() });
      return HttpResponse.json({ id: Number(params.id), store_id: STORE, title: 'x', description: null, task_type: 'hours', status: 'completed', completed_at: NOW.toISOString(), created_at: NOW.toISOString() });
    }),
    http.get(api(`/stores/onboarding/store/${STORE}/statuses`), () =>
      HttpResponse.json([
        { id: 1, partner_name: 'DoorDash', status: 'completed', updated_at: '2026-01-02T00:00:00.000Z' },
        { id: 2, partner_name: 'GrubHub', status: 'failed', updated_at: '2026-06-02T00:00:00.000Z' },
      ]),
    ),
    http.get(api(`/stores/onboarding/store/${STORE}/requests`), () => HttpResponse.json([])),
    http.post(api(`/stores/onboarding/${STORE}`), async ({ request }) => {
      recorded.posts.push({ path: 'onboarding', body: await request.json() });
      return HttpResponse.json({ id: 5, partner_name: 'GrubHub', status: 'requested', created_at: NOW.toISOString() }, { status: 201 });
    }),
  ];
}

function openHome(userType: UserType, permissions: readonly PermissionKey[], status: StoreStatusAnswer, statusAfterPut?: StoreStatusAnswer) {
  const recorded: Recorded = { statusQueries: [], puts: [], posts: [] };
  storeSession(userType);
  mswServer.use(...sessionHandlers({ userType, permissions }), ...homeHandlers(status, recorded, statusAfterPut));
  renderAppAt(`/stores/${STORE}`);
  return recorded;
}

const card = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  // Only the clock is frozen: timers, and with them msw and react-query, run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('store Home: status display', () => {
  it('shows each channel’s state, the pause end in store time, and the store-wide and operating status', async () => {
    const recorded = openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.superadmin, MIXED);

    const uberEats = await card('UberEats');
    expect(within(uberEats).getByText('Paused')).toBeInTheDocument();
    expect(within(uberEats).getByText('Paused until Jul 14, 12:30:00 PM')).toBeInTheDocument();
    expect(within(uberEats).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(within(uberEats).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(await within(uberEats).findByText('POS connected')).toBeInTheDocument();

    const doorDash = await card('DoorDash');
    expect(within(doorDash).getByText('Open')).toBeInTheDocument();
    expect(within(doorDash).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(await within(doorDash).findByText('4 items not synced')).toBeInTheDocument();
    expect(within(doorDash).getByText('POS integration off')).toBeInTheDocument();

    const grubHub = await card('GrubHub');
    expect(within(grubHub).getByText('Integration failure')).toBeInTheDocument();
    expect(within(grubHub).getByText('GrubHub reports an integration error')).toBeInTheDocument();
    expect(within(grubHub).queryByRole('button')).not.toBeInTheDocument();

    expect(within(await card('LulaDirect')).getByText('Not linked')).toBeInTheDocument();

    const status = await card('Store and channel status');
    expect(within(status).getByTestId('store-wide-status')).toHaveTextContent('Some channels paused');
    expect(within(status).getByTestId('operating-status')).toHaveTextContent('Accepting Orders');
    expect(within(status).getByText('Times are store time (America/Chicago)')).toBeInTheDocument();
    // the store's wall clock, not the browser's
    expect(recorded.statusQueries[0]?.get('current_local_date')).toBe('2026-07-14T10:00:00');
    // merchants do not set the store status directly
    expect(screen.queryByRole('region', { name: 'Set store status (internal)' })).not.toBeInTheDocument();
  });

  it('shows a store paused on every channel as all paused, with the pause end', async () => {
    openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.staff, statusAnswer({ UberEats: [pausedUberEats] }));
    const status = await card('Store and channel status');
    expect(await within(status).findByTestId('store-wide-status')).toHaveTextContent('All channels paused');
    expect(within(status).getByTestId('operating-status')).toHaveTextContent('Paused');
    // once for the store, once on the UberEats card
    expect(within(status).getAllByText('Paused until Jul 14, 12:30:00 PM')).toHaveLength(2);
  });

  it('shows a view-only user the status without pause, resume, task or onboarding controls', async () => {
    openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.staff, MIXED);
    const uberEats = await card('UberEats');
    expect(within(uberEats).getByText('Paused')).toBeInTheDocument();
    expect(within(uberEats).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await card('DoorDash')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause all channels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume all channels' })).not.toBeInTheDocument();
    expect(await screen.findByText('Confirm holiday hours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Channel onboarding' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request onboarding/ })).not.toBeInTheDocument();
  });

  it('shows only what the role allows: tasks without status for an activity-only role', async () => {
    openHome('MERCHANT', ['lm_view_store_activity'], MIXED);
    expect(await screen.findByRole('region', { name: 'Recent tasks' })).toBeInTheDocument();
    expect(await screen.findByText('1 open task')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Store and channel status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Channel onboarding' })).not.toBeInTheDocument();
  });
  it('alerts with the server message when the status cannot be read', async () => {
    openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.staff, MIXED);
    mswServer.use(
      http.get(api(`/stores/${STORE}/status`), () =>
        HttpResponse.json({ message: 'You do not have permission to do this (needs lm_view_store_status)' }, { status: 403 }),
      ),
    );
    const alert = await screen.findByRole('dialog', { name: 'Unable to fetch Data' });
    expect(within(alert).getByText('You do not have permission to do this (needs lm_view_store_status)')).toBeInTheDocument();
  });
});

describe('store Home: pausing and resuming', () => {
  it('pauses DoorDash for two hours with the right payload, then shows it paused and the store-wide change', async () => {
    const both = statusAnswer({ DoorDash: [channel(1, 'DoorDash')], UberEats: [channel(2, 'UberEats')] });
    const twoHours = '2026-07-14T17:00:00.000Z';
    const doorDashPaused = statusAnswer({
      DoorDash: [channel(1, 'DoorDash', { is_open: false, status: 'PAUSED', end_time: twoHours, current_pause: { id: 10, started_at: NOW.toISOString(), end_time: twoHours } })],
      UberEats: [channel(2, 'UberEats')],
    });
    const recorded = openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.manager, both, doorDashPaused);
    const user = userEvent.setup();
    const status = await card('Store and channel status');
    expect(await within(status).findByTestId('store-wide-status')).toHaveTextContent('All channels open');

    await user.click(within(await card('DoorDash')).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause DoorDash' });
    await user.click(within(dialog).getByRole('radio', { name: '2 hours' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Paused until Jul 14, 12:00:00 PM store time');
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));

    await waitFor(() => expect(recorded.puts).toEqual([{ path: 'status', body: { dsp_name: 'DoorDash', is_active: false, pause_end: twoHours } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Pause set')).toBeInTheDocument();
    const doorDash = await card('DoorDash');
    await waitFor(() => expect(within(doorDash).getByText('Paused until Jul 14, 12:00:00 PM')).toBeInTheDocument());
    expect(within(status).getByTestId('store-wide-status')).toHaveTextContent('Some channels paused');
  });

  it('ends the rest of the day at the store’s midnight', async () => {
    const recorded = openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.manager, statusAnswer({ DoorDash: [channel(1, 'DoorDash')] }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause all channels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause all channels' });
    await user.click(within(dialog).getByRole('radio', { name: 'Rest of the day' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Paused until Jul 15, 12:00:00 AM store time');
    expect(within(dialog).queryByText(/more than one week/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(recorded.puts).toEqual([{ path: 'status', body: { dsp_name: 'all', is_active: false, pause_end: '2026-07-15T05:00:00.000Z' } }]),
    );
  });

  it('pauses until a custom store-time end and warns when it is more than a week away', async () => {
    // The date field times the keystrokes it reads as one entry: it needs a running clock.
    vi.useRealTimers();
    const recorded = openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.manager, statusAnswer({ DoorDash: [channel(1, 'DoorDash')] }));
    const user = userEvent.setup();
    await user.click(within(await card('DoorDash')).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause DoorDash' });
    await user.click(within(dialog).getByRole('radio', { name: 'Until a date and time' }));
    const field = within(dialog).getByRole('group', { name: 'Pause until (store time)' });
    // Sections: month, day, year, hours, minutes, meridiem. The year goes first: typing it digit by
    // digit passes through years like 0209 in which the field resets the day.
    const sections = within(field).getAllByRole('spinbutton');
    for (const [index, typed] of [[2, '2099'], [0, '12'], [1, '24'], [3, '0830P']] as const) {
      await user.click(sections[index]);
      await user.keyboard(typed);
    }
    expect(within(dialog).getByRole('status')).toHaveTextContent('Paused until Dec 24, 08:30:00 PM store time');
    expect(within(dialog).getByText('A pause of more than one week takes the channel offline.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    // 20:30 in Chicago in winter is 02:30 UTC the next day
    await waitFor(() =>
      expect(recorded.puts).toEqual([{ path: 'status', body: { dsp_name: 'DoorDash', is_active: false, pause_end: '2099-12-25T02:30:00.000Z' } }]),
    );
  });

  it('refuses a chosen end in the past on the form and sends nothing', async () => {
    // The date field times the keystrokes it reads as one entry: it needs a running clock.
    vi.useRealTimers();
    const recorded = openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.manager, statusAnswer({ DoorDash: [channel(1, 'DoorDash')] }));
    const user = userEvent.setup();
    await user.click(within(await card('DoorDash')).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause DoorDash' });
    await user.click(within(dialog).getByRole('radio', { name: 'Until a date and time' }));
    expect(within(dialog).queryByText('Choose a time in the future')).not.toBeInTheDocument();
    const sections = within(within(dialog).getByRole('group', { name: 'Pause until (store time)' })).getAllByRole('spinbutton');
    await user.click(sections[2]);
    await user.keyboard('2020');

    expect(await within(dialog).findByText('Choose a time in the future')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pause' })).toBeDisabled();
    expect(recorded.puts).toEqual([]);
  });

  it('asks before a pause dialog with a changed choice closes, and sends nothing once discarded', async () => {
    const recorded = openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.manager, statusAnswer({ DoorDash: [channel(1, 'DoorDash')] }));
    const user = userEvent.setup();
    await user.click(within(await card('DoorDash')).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause DoorDash' });
    await user.click(within(dialog).getByRole('radio', { name: '4 hours' }));

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('radio', { name: '4 hours' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pause DoorDash' })).not.toBeInTheDocument());
    expect(recorded.puts).toEqual([]);
  });

  it('resumes a paused channel with is_active true', async () => {
    const recorded = openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.manager, MIXED);
    const user = userEvent.setup();
    await user.click(within(await card('UberEats')).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(recorded.puts).toEqual([{ path: 'status', body: { dsp_name: 'UberEats', is_active: true } }]));
  });

  it('shows the partner’s refusal under the update alert heading', async () => {
    openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.manager, MIXED);
    mswServer.use(
      http.put(api(`/stores/${STORE}/status`), () => HttpResponse.json({ message: 'UberEats refused to resume store UB-200' }, { status: 502 })),
    );
    const user = userEvent.setup();
    await user.click(within(await card('UberEats')).getByRole('button', { name: 'Resume' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to update data' });
    expect(within(alert).getByText('UberEats refused to resume store UB-200')).toBeInTheDocument();
  });

  it('lets an internal user set the store status directly', async () => {
    const recorded = openHome('INTERNAL', DEFAULT_ROLE_PERMISSIONS.superadmin, MIXED);
    const user = userEvent.setup();
    const control = await screen.findByRole('region', { name: 'Set store status (internal)' });
    expect(within(control).getByRole('button', { name: 'Set status' })).toBeDisabled();
    await user.click(within(control).getByRole('combobox', { name: 'Store status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await user.click(within(control).getByRole('button', { name: 'Set status' }));
    await waitFor(() =>
      expect(recorded.puts).toEqual([{ path: 'internal_status', body: { storeStatus: 'closed', cognitoId: 'cognito-olivia' } }]),
    );
    const status = await card('Store and channel status');
    await waitFor(() => expect(within(status).getByTestId('store-wide-status')).toHaveTextContent('Store closed'));
    expect(within(status).getByTestId('operating-status')).toHaveTextContent('Closed');
    expect(await screen.findByText('Store status set')).toBeInTheDocument();
    expect(within(control).getByRole('button', { name: 'Set status' })).toBeDisabled();
  });

  it('asks before leaving Home with a status picked but not set, and stays when told to', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const recorded = openHome('INTERNAL', DEFAULT_ROLE_PERMISSIONS.superadmin, MIXED);
    const user = userEvent.setup();
    const control = await screen.findByRole('region', { name: 'Set store status (internal)' });
    await user.click(within(control).getByRole('combobox', { name: 'Store status' }));
    await user.click(await screen.findByRole('option', { name: 'Offline' }));

    await user.click(within(screen.getByRole('navigation', { name: 'Sidebar tabs' })).getByRole('button', { name: 'Store settings' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?"));
    expect(within(control).getByRole('combobox', { name: 'Store status' })).toHaveTextContent('Offline');
    expect(recorded.puts).toEqual([]);
    confirm.mockRestore();
  });
});

describe('store Home: tasks and onboarding', () => {
  it('marks a task done and requests onboarding for a channel whose onboarding failed', async () => {
    const recorded = openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.supervisor, MIXED);
    const user = userEvent.setup();
    const task = await screen.findByRole('listitem', { name: 'Confirm holiday hours' });
    await user.click(within(task).getByRole('button', { name: 'Mark done' }));
    expect(within(await screen.findByRole('listitem', { name: 'Restock shelf labels' })).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();

    const onboarding = await screen.findByRole('table', { name: 'Channel onboarding' });
    expect(within(onboarding).queryByRole('button', { name: 'Request onboarding for DoorDash' })).not.toBeInTheDocument();
    await user.click(within(onboarding).getByRole('button', { name: 'Request onboarding for GrubHub' }));
    await waitFor(() =>
      expect(recorded.posts).toEqual([
        { path: 'tasks/71', body: { status: 'completed' } },
        { path: 'onboarding', body: { partner_name: 'GrubHub' } },
      ]),
    );
  });

  it('links the task that asks for a matching review to the Manual matches screen', async () => {
    openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.supervisor, MIXED);
    mswServer.use(
      http.get(api('/stores/tasks'), () =>
        HttpResponse.json({
          count: 1,
          tasks: [{ id: 72, store_id: STORE, title: 'Review unmatched items', description: 'Review them on the Manual matches tab.', task_type: 'item_matching', status: 'open', completed_at: null, created_at: '2026-07-10T12:00:00.000Z' }],
        }),
      ),
    );
    const task = await screen.findByRole('listitem', { name: 'Review unmatched items' });
    expect(within(task).getByRole('link', { name: 'Open Manual matches' })).toHaveAttribute('href', `/match-items/${STORE}`);
  });

  it('alerts with the spec heading and the server message when onboarding cannot be read', async () => {
    openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.supervisor, MIXED);
    mswServer.use(
      http.get(api(`/stores/onboarding/store/${STORE}/statuses`), () => HttpResponse.json({ message: 'Onboarding service is down' }, { status: 403 })),
    );
    const alert = await screen.findByRole('dialog', { name: 'Unable to fetch store onboarding statuses' });
    expect(within(alert).getByText('Onboarding service is down')).toBeInTheDocument();
  });

  it('alerts with the spec heading and the server message when a request is refused', async () => {
    openHome('MERCHANT', DEFAULT_ROLE_PERMISSIONS.supervisor, MIXED);
    mswServer.use(
      http.post(api(`/stores/onboarding/${STORE}`), () => HttpResponse.json({ message: 'An onboarding request for GrubHub is already open' }, { status: 409 })),
    );
    const user = userEvent.setup();
    const onboarding = await screen.findByRole('table', { name: 'Channel onboarding' });
    await user.click(within(onboarding).getByRole('button', { name: 'Request onboarding for GrubHub' }));
    const alert = await screen.findByRole('dialog', { name: 'Unable to create store onboarding request' });
    expect(within(alert).getByText('An onboarding request for GrubHub is already open')).toBeInTheDocument();
  });
});
