// Strings of the store page: sidebar summary, store hours editor and the Store users section.
import { addMessageSection } from './sections.ts';

export const storePageMessages = {
  sidebar: {
    loading: 'Loading store',
    refused: 'This store is not available to you.',
    load_failed: 'This store could not be loaded.',
    main_address: 'Main address',
    phone: 'Phone',
    today_hours: "Today's hours",
  },
  hours: {
    title: 'Store hours',
    time_zone: 'Times are in the store’s time zone (%{timeZone}).',
    loading: 'Loading store hours',
    open: 'Open',
    closed: 'Closed',
    day_open: '%{day} open',
    opens: 'Opens',
    closes: 'Closes',
    slot: '%{open} – %{close}',
    add_slot: 'Add slot',
    remove_slot: 'Remove slot %{slot} on %{day}',
    inverted: 'Closing time must be after opening time',
    overlaps: 'Overlaps %{slot}',
    fix_before_saving: 'Correct the highlighted hours before saving.',
    refused: '%{problems}',
    too_many_rows: 'At most %{max} slots a week, closed days counted as one each',
    save: 'Save',
    saved: 'Store hours saved',
    slot_deleted: 'Slot deleted',
    close: 'Close',
    read_only: 'You can view these hours; your role may not change them.',
    copy_menu: 'Copy %{day}’s hours',
    copy_all: 'Copy to all days',
    copy_weekdays: 'Copy to weekdays',
    copied: '%{day}’s hours copied; save to keep them',
  },
  users: {
    title: 'Store users',
    empty: 'No users are assigned to this store',
    loading: 'Loading store users',
    pages: 'Store user pages',
    columns: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      phone: 'Phone',
      role: 'Role',
      created_on: 'Created on',
    },
  },
} as const;

addMessageSection('storePage', storePageMessages);
