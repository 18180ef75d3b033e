import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { alertMessages } from './alerts.ts';
import { storeSearchMessages } from './storeSearch.ts';
import { listMessages } from './lists.ts';
import { confirmMessages, saveMessages } from './feedback.ts';
import { formMessages } from './forms.ts';

/**
 * The strings of the app's shell (layout, sign-in, alerts, lists, forms), under the `lsm` namespace: always there.
 * Each screen's own strings are a section (sections.ts) its code registers as it loads; allMessages.ts has them all.
 */
export const shellMessages = {
  app: { name: 'LSM', welcome: 'Welcome, %{firstName}', please_wait: 'Please wait...' },
  alerts: alertMessages,
  store_search: storeSearchMessages,
  list: listMessages,
  saves: saveMessages,
  forms: formMessages,
  confirm: confirmMessages,
  alert: { ok: 'OK', close: 'Close', reload_latest: 'Reload the latest copy' },
  log: { failed_to_load_image: 'Failed to load image' },
  login: {
    title: 'Sign in to LSM',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
  },
  layout: {
    loading: 'Loading',
    main_navigation: 'Main navigation',
    profile_menu: 'Profile menu',
    profile_menu_of: 'Profile menu of %{name}',
    logout: 'Logout',
    log_out: 'Log out',
    account_settings: 'Account settings',
    back: 'Back',
    collapse_sidebar: 'Collapse sidebar',
    expand_sidebar: 'Expand sidebar',
    sidebar_tabs: 'Sidebar tabs',
  },
  nav: {
    companies: 'Companies',
    reports: 'Reports',
    items: 'Items',
    team: 'Team',
    analytics: 'Analytics',
  },
  pages: {
    home: 'Home',
    items: 'Items',
    reports: 'Reports',
    companies: 'Companies',
    employees: 'Employees',
    insights: 'Analytics',
    company: 'Company',
    store: 'Store',
    employee: 'Employee',
    match_items: 'Match items',
  },
  sidebar: {
    company_fallback: 'Company #%{id}',
    store_fallback: 'Store #%{id}',
    employee_fallback: 'Employee #%{id}',
    employee_label: 'Employee',
    match_items_fallback: 'Store #%{id}',
    edit_store_hours: 'Edit store hours',
    store_hours_title: 'Store hours',
  },
  tabs: {
    store: {
      home: 'Home',
      inventory: 'Inventory',
      menus: 'Menus',
      'modifier-groups': 'Modifier groups',
      settings: 'Settings',
      'store-settings': 'Store settings',
      'channels-settings': 'Channels settings',
      'fee-settings': 'Fee settings',
    },
    company: {
      stores: 'Stores',
      products: 'Products',
      analytics: 'Analytics',
      settings: 'Settings',
      employees: 'Employees',
      roles: 'Roles',
      banners: 'Banners',
      'sync-grid': 'Menu sync',
    },
    employee: {
      details: 'Details',
      'assigned-stores': 'Assigned stores',
      notifications: 'Notifications',
    },
    'match-items': { 'manual-matches': 'Manual matches' },
  },
} as const;

/** react-admin's messages and the shell's, before any screen's section is added. */
export const en = {
  ...englishMessages,
  lsm: shellMessages,
} satisfies TranslationMessages;
