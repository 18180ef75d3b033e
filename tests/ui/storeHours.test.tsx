import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreHourRow } from '../../src/contract/stores.ts';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { storeFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';

// Saturday 21 November 2026, 10:00 in Chicago (UTC-6).
const SATURDAY_10AM_CHICAGO = new Date('2026-11-21T16:00:00Z');
const EDITOR: PermissionKey[] = ['lm_view_store_hours', 'lm_edit_store_hours'];

const row = (id: number, dayOfWeek: number, open_time: string, close_time: string, isClosed = false): StoreHourRow => ({
  id,
  dayOfWeek,
  open_time,
  close_time,
  isClosed,
});

/** Monday 09:00-17:00, Tuesday closed, Saturday 08:00-20:00; the other days have no rows. */
const WEEK: StoreHourRow[] = [row(11, 0, '09:00', '17:00'), row(12, 1, '00:00', '00:00', true), row(16, 5, '08:00', '20:00')];

interface Calls {
  puts: unknown[];
  deletes: string[];
}

/** The store, its hours, and PUT/DELETE answering like the server (ids renewed on PUT). */
function serveStore(permissions: readonly PermissionKey[], hours: StoreHourRow[] = WEEK): Calls {
  storeSession('INTERNAL');
  const calls: Calls = { puts: [], deletes: [] };
  let stored = hours;
  let nextId = 100;
  mswServer.use(
    ...sessionHandlers({ userType: 'INTERNAL', permissions }),
    http.get(api('/stores/31'), () => HttpResponse.json(storeFixture(31, { name: 'Corner Market Chelsea' }))),
    http.get(api('/stores/31/store-hours'), () => HttpResponse.json({ timezone: 'America/Chicago', hours: stored })),
    http.put(api('/stores/31/store-hours'), async ({ request }) => {
      const body = (await request.json()) as StoreHourRow[];
      calls.puts.push(body);
      stored = body.map((entry) => ({ ...entry, id: (nextId += 1) }));
      return HttpResponse.json({ timezone: 'America/Chicago', hours: stored });
    }),
    http.delete(api('/stores/31/store-hours/:hourId'), ({ params }) => {
      calls.deletes.push(String(params.hourId));
      stored = stored.filter((entry) => String(entry.id) !== params.hourId);
      return HttpResponse.json({ timezone: 'America/Chicago', hours: stored });
    }),
  );
  return calls;
}

async function openEditor(): Promise<HTMLElement> {
  renderAppAt('/stores/31');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit store hours' }));
  const dialog = await screen.findByRole('dialog', { name: /^Store hours/ });
  await within(dialog).findByRole('group', { name: 'Monday' });
  return dialog;
}

const day = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('group', { name }));

/** The day's slots as "open-close" wire values, in screen order. */
function slotsOf(dialog: HTMLElement, name: string): string[] {
  const group = day(dialog, name);
  const opens = group.queryAllByRole('combobox', { name: 'Opens' }) as HTMLSelectElement[];
  const closes = group.queryAllByRole('combobox', { name: 'Closes' }) as HTMLSelectElement[];
  return opens.map((open, index) => `${open.value}-${closes[index].value}`);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SATURDAY_10AM_CHICAGO);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('store hours editor', () => {
  it('lists the seven days Monday first, closed days closed, and times 12-hour in half-hour steps', async () => {
    serveStore(EDITOR);
    const dialog = await openEditor();

    const groups = within(dialog).getAllByRole('group').map((group) => group.getAttribute('aria-label'));
    expect(groups).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(within(dialog).getByText(/America\/Chicago/)).toBeInTheDocument();
    expect(day(dialog, 'Monday').getByRole('switch', { name: 'Monday open' })).toBeChecked();
    expect(day(dialog, 'Tuesday').getByRole('switch', { name: 'Tuesday open' })).not.toBeChecked();
    expect(day(dialog, 'Tuesday').getByText('Closed')).toBeInTheDocument();
    expect(day(dialog, 'Wednesday').getByRole('switch', { name: 'Wednesday open' })).not.toBeChecked();
    expect(slotsOf(dialog, 'Monday')).toEqual(['09:00-17:00']);

    const open = day(dialog, 'Monday').getByRole('combobox', { name: 'Opens' }) as HTMLSelectElement;
    const choices = [...open.options].map((option) => option.textContent);
    expect(choices).toHaveLength(48);
    expect(choices[0]).toBe('12:00 AM');
    expect(choices[19]).toBe('9:30 AM');
    expect(choices[47]).toBe('11:30 PM');
    const close = day(dialog, 'Monday').getByRole('combobox', { name: 'Closes' }) as HTMLSelectElement;
    expect([...close.options].at(-1)?.textContent).toBe('11:59 PM');
    expect(within(open).getByRole('option', { selected: true })).toHaveTextContent('9:00 AM');
  });

  it('opens a day at 09:00-17:00 and adds a slot after the last one', async () => {
    serveStore(EDITOR);
    const dialog = await openEditor();

    await userEvent.click(day(dialog, 'Wednesday').getByRole('switch', { name: 'Wednesday open' }));
    expect(slotsOf(dialog, 'Wednesday')).toEqual(['09:00-17:00']);
    await userEvent.click(day(dialog, 'Wednesday').getByRole('button', { name: 'Add slot' }));
    expect(slotsOf(dialog, 'Wednesday')).toEqual(['09:00-17:00', '17:00-18:00']);
  });

  it('copies a day to the weekdays or to every day, to save with the week', async () => {
    const calls = serveStore(EDITOR);
    const dialog = await openEditor();

    await userEvent.click(day(dialog, 'Monday').getByRole('button', { name: 'Copy Monday’s hours' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy to weekdays' }));
    for (const name of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) expect(slotsOf(dialog, name)).toEqual(['09:00-17:00']);
    expect(slotsOf(dialog, 'Saturday')).toEqual(['08:00-20:00']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Monday’s hours copied; save to keep them');

    await userEvent.click(day(dialog, 'Saturday').getByRole('button', { name: 'Copy Saturday’s hours' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy to all days' }));
    for (const name of ['Monday', 'Sunday']) expect(slotsOf(dialog, name)).toEqual(['08:00-20:00']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.puts).toHaveLength(1));
    expect((calls.puts[0] as StoreHourRow[]).map((entry) => `${entry.dayOfWeek} ${entry.open_time}-${entry.close_time}`)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => `${dayOfWeek} 08:00-20:00`),
    );
  });

  it('refuses overlapping and inverted slots on screen and keeps the slots sorted by open then close time', async () => {
    const calls = serveStore(EDITOR);
    const dialog = await openEditor();
    const saturday = day(dialog, 'Saturday');

    await userEvent.click(saturday.getByRole('button', { name: 'Add slot' }));
    expect(slotsOf(dialog, 'Saturday')).toEqual(['08:00-20:00', '20:00-21:00']);
    // Move the new slot to 07:00: it now opens first, so it is listed first, and overlaps 8:00 AM - 8:00 PM.
    await userEvent.selectOptions(saturday.getAllByRole('combobox', { name: 'Opens' })[1], '07:00');
    expect(slotsOf(dialog, 'Saturday')).toEqual(['07:00-21:00', '08:00-20:00']);
    expect(saturday.getByText('Overlaps 7:00 AM – 9:00 PM')).toBeInTheDocument();
    expect(within(dialog).getByText('Correct the highlighted hours before saving.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    // Closing before opening.
    await userEvent.selectOptions(saturday.getAllByRole('combobox', { name: 'Closes' })[0], '06:00');
    expect(slotsOf(dialog, 'Saturday')).toEqual(['07:00-06:00', '08:00-20:00']);
    expect(saturday.getByText('Closing time must be after opening time')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    // Touching slots are fine: 07:00-08:00 then 08:00-20:00.
    await userEvent.selectOptions(saturday.getAllByRole('combobox', { name: 'Closes' })[0], '08:00');
    expect(saturday.queryByText(/Overlaps|Closing time/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(calls.puts).toHaveLength(0);
  });

  it('saves the whole week sorted, with closed days as closed rows, says so, closes, and the sidebar follows', async () => {
    const calls = serveStore(EDITOR);
    const dialog = await openEditor();
    expect(within(screen.getByRole('complementary', { hidden: true })).getByText('Closing 8:00 PM')).toBeInTheDocument();

    // Saturday becomes a split shift 09:00-12:00 and 13:00-17:00; Monday closes.
    const saturday = day(dialog, 'Saturday');
    await userEvent.selectOptions(saturday.getByRole('combobox', { name: 'Closes' }), '12:00');
    await userEvent.selectOptions(saturday.getByRole('combobox', { name: 'Opens' }), '09:00');
    await userEvent.click(saturday.getByRole('button', { name: 'Add slot' }));
    await userEvent.selectOptions(saturday.getAllByRole('combobox', { name: 'Opens' })[1], '13:00');
    await userEvent.selectOptions(saturday.getAllByRole('combobox', { name: 'Closes' })[1], '17:00');
    await userEvent.click(day(dialog, 'Monday').getByRole('switch', { name: 'Monday open' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // The confirmation is where the user looks (a notification), and the dialog closes by itself.
    expect(await screen.findByText('Store hours saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Store hours/ })).not.toBeInTheDocument());
    const closed = (dayOfWeek: number, id?: number) => ({
      ...(id === undefined ? {} : { id }),
      open_time: '00:00',
      close_time: '00:00',
      dayOfWeek,
      isClosed: true,
    });
    expect(calls.puts).toEqual([
      [
        closed(0),
        closed(1, 12),
        closed(2),
        closed(3),
        closed(4),
        { id: 16, open_time: '09:00', close_time: '12:00', dayOfWeek: 5, isClosed: false },
        { open_time: '13:00', close_time: '17:00', dayOfWeek: 5, isClosed: false },
        closed(6),
      ],
    ]);
    expect(within(screen.getByRole('complementary')).getByText('Closing 12:00 PM')).toBeInTheDocument();
  });

  it('deletes a stored slot with DELETE only once confirmed, and drops an unsaved one locally', async () => {
    const calls = serveStore(EDITOR);
    const dialog = await openEditor();
    const saturday = day(dialog, 'Saturday');

    await userEvent.click(saturday.getByRole('button', { name: 'Add slot' }));
    await userEvent.click(saturday.getByRole('button', { name: 'Remove slot 8:00 PM – 9:00 PM on Saturday' }));
    expect(slotsOf(dialog, 'Saturday')).toEqual(['08:00-20:00']);
    expect(calls.deletes).toEqual([]);

    // A stored slot asks first; cancelling keeps it.
    const removeMonday = () => day(dialog, 'Monday').getByRole('button', { name: 'Remove slot 9:00 AM – 5:00 PM on Monday' });
    await userEvent.click(removeMonday());
    let confirm = await screen.findByRole('dialog', { name: 'Delete this slot?' });
    expect(within(confirm).getByText('Monday 9:00 AM–5:00 PM is removed from the saved store hours at once.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this slot?' })).not.toBeInTheDocument());
    expect(calls.deletes).toEqual([]);
    expect(slotsOf(dialog, 'Monday')).toEqual(['09:00-17:00']);

    await userEvent.click(removeMonday());
    confirm = await screen.findByRole('dialog', { name: 'Delete this slot?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Slot deleted')).toBeInTheDocument();
    expect(calls.deletes).toEqual(['11']);
    // The confirmation fades out first; until then it hides the editor from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this slot?' })).not.toBeInTheDocument());
    expect(day(dialog, 'Monday').getByRole('switch', { name: 'Monday open' })).not.toBeChecked();
  });

  it('shows the spec alerts when saving or deleting fails', async () => {
    serveStore(EDITOR);
    mswServer.use(
      http.put(api('/stores/31/store-hours'), () => HttpResponse.json({}, { status: 500 })),
      http.delete(api('/stores/31/store-hours/:hourId'), () => HttpResponse.json({ message: 'Store hours row not found' }, { status: 404 })),
    );
    const dialog = await openEditor();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    let alert = await screen.findByRole('dialog', { name: 'Unable to update store hours' });
    expect(within(alert).getByText('Failed to update store hours')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));

    await userEvent.click(
      await within(await screen.findByRole('dialog', { name: /^Store hours/ })).findByRole('button', {
        name: 'Remove slot 9:00 AM – 5:00 PM on Monday',
      }),
    );
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this slot?' })).getByRole('button', { name: 'Delete' }));
    alert = await screen.findByRole('dialog', { name: 'Unable to delete store hours' });
    expect(within(alert).getByText('Store hours row not found')).toBeInTheDocument();
  });

  it('refuses a week longer than the store-hours contract allows (70 rows) and sends nothing', async () => {
    // ten one-hour slots a day from midnight: the contract's limit exactly
    const full = [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) =>
      Array.from({ length: 10 }, (_, hour) => row(dayOfWeek * 10 + hour + 1, dayOfWeek, `0${hour}:00`, hour === 9 ? '10:00' : `0${hour + 1}:00`)),
    );
    const calls = serveStore(EDITOR, full);
    const dialog = await openEditor();

    const sunday = day(dialog, 'Sunday');
    await userEvent.click(sunday.getByRole('button', { name: 'Add slot' }));
    await userEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('At most 70 slots a week, closed days counted as one each')).toBeInTheDocument();
    expect(calls.puts).toHaveLength(0);

    await userEvent.click(sunday.getByRole('button', { name: 'Remove slot 10:00 AM – 11:00 AM on Sunday' }));
    await waitFor(() => expect(within(dialog).queryByText(/At most 70/)).not.toBeInTheDocument());
    // 140 time selects on screen: slow on a busy machine
  }, 90_000);

  it('closes without asking after a stored slot was deleted: the deletion is saved already', async () => {
    const calls = serveStore(EDITOR);
    const dialog = await openEditor();

    await userEvent.click(day(dialog, 'Monday').getByRole('button', { name: 'Remove slot 9:00 AM – 5:00 PM on Monday' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this slot?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Slot deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this slot?' })).not.toBeInTheDocument());
    expect(calls.deletes).toEqual(['11']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Store hours/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });

  it('asks before closing with unsaved changes, keeps them when told to, and discards them when told to', async () => {
    const calls = serveStore(EDITOR);
    const dialog = await openEditor();

    await userEvent.click(day(dialog, 'Wednesday').getByRole('switch', { name: 'Wednesday open' }));
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(slotsOf(dialog, 'Wednesday')).toEqual(['09:00-17:00']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Store hours/ })).not.toBeInTheDocument());
    expect(calls.puts).toHaveLength(0);
  });

  it('shows the hours read-only to a user who may view but not edit them', async () => {
    const calls = serveStore(['lm_view_store_hours']);
    renderAppAt('/stores/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit store hours' }));
    const dialog = await screen.findByRole('dialog', { name: /^Store hours/ });

    const monday = await within(dialog).findByRole('row', { name: /Monday/ });
    expect(monday).toHaveTextContent('9:00 AM – 5:00 PM');
    expect(within(dialog).getByRole('row', { name: /Tuesday/ })).toHaveTextContent('Closed');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(calls.puts).toHaveLength(0);
  });
});
