// Rule-based menus and every demo menu's membership materialised from its rules (demo/menus.ts).
import type { DemoStep } from '../context.ts';
import { seedDemoMenus } from '../menus.ts';

export const menuRules: DemoStep = {
  name: 'menu rules',
  run: ({ tx }) => seedDemoMenus(tx),
};
