// The demo data set, one step per area, in the order they run. Adding an area is one line here.
import type { DemoStep } from '../context.ts';
import { campaignsStep } from './campaigns.ts';
import { catalogue } from './catalogue.ts';
import { channels } from './channels.ts';
import { channelSync } from './channelSync.ts';
import { inventory } from './inventory.ts';
import { matching } from './matching.ts';
import { menuRules } from './menuRules.ts';
import { menusStep } from './menus.ts';
import { modifiers } from './modifiers.ts';
import { organisations } from './organisations.ts';
import { ordersStep } from './orders.ts';
import { people } from './people.ts';
import { storesStep } from './stores.ts';
import { tasks } from './tasks.ts';

export const DEMO_STEPS: readonly DemoStep[] = [
  organisations,
  people,
  storesStep,
  channels,
  catalogue,
  inventory,
  matching,
  menusStep,
  modifiers,
  menuRules,
  tasks,
  campaignsStep,
  channelSync,
  ordersStep,
];
