import { shellMessages } from './en.ts';
import { companyMessages } from './companies.ts';
import { employeeMessages } from './employees.ts';
import { storePageMessages } from './storePage.ts';
import { storeHomeMessages } from './storeHome.ts';
import { inventoryMessages } from './inventory.ts';
import { globalItemMessages } from './globalItems.ts';
import { bannerMessages } from './banners.ts';
import { modifierGroupMessages } from './modifierGroups.ts';
import { menuMessages } from './menus.ts';
import { channelsMessages } from './channels.ts';
import { analyticsMessages } from './analytics.ts';
import { matchingMessages } from './matching.ts';

/**
 * The whole catalogue: the shell's messages and every screen's section. The app's code never imports it (a screen's
 * section comes with the screen's code, sections.ts; tests/unit/messageSections.test.ts checks it); the message
 * key types and the tests do.
 */
export const lsmMessages = {
  ...shellMessages,
  companies: companyMessages,
  employees: employeeMessages,
  storePage: storePageMessages,
  store_home: storeHomeMessages,
  inventory: inventoryMessages,
  globalItems: globalItemMessages,
  banners: bannerMessages,
  modifierGroups: modifierGroupMessages,
  menus: menuMessages,
  channels: channelsMessages,
  analytics: analyticsMessages,
  matching: matchingMessages,
} as const;
