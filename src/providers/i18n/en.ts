import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { alertMessages } from './alerts.ts';
import { companyMessages } from './companies.ts';
import { employeeMessages } from './employees.ts';
import { storePageMessages } from './storePage.ts';
import { storeHomeMessages } from './storeHome.ts';
import { inventoryMessages } from './inventory.ts';
import { storeSearchMessages } from './storeSearch.ts';
import { globalItemMessages } from './globalItems.ts';
import { bannerMessages } from './banners.ts';
import { modifierGroupMessages } from './modifierGroups.ts';
import { menuMessages } from './menus.ts';
import { channelsMessages } from './channels.ts';
import { analyticsMessages } from './analytics.ts';
import { listMessages } from './lists.ts';
import { confirmMessages, saveMessages } from './feedback.ts';
import { matchingMessages } from './matching.ts';
import { formMessages } from './forms.ts';

/** Every user-visible string of the app, under the `lsm` namespace. */
export const lsmMessages = {
  app: { name: 'LSM', welcome: 'Welcome, %{firstName}', please_wait: 'Please wait...' },
  alerts: alertMessages,
  companies: companyMessages,
  employees: employeeMessages,
  storePage: storePageMessages,
  store_home: storeHomeMessages,
  inventory: inventoryMessages,
  store_search: storeSearchMessages,
  globalItems: globalItemMessages,
  banners: bannerMessages,
  modifierGroups: modifierGroupMessages,
  menus: menuMessages,
  channels: channelsMessages,
  analytics: analyticsMessages,
  list: listMessages,
  saves: saveMessages,
  forms: formMessages,
  confirm: confirmMessages,
  alert: { ok: 'OK', close: 'Close', reload_latest: 'Reload the latest copy' },
  matching: matchingMessages,
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

export const en = {
  ...englishMessages,
  lsm: lsmMessages,
} satisfies TranslationMessages;
