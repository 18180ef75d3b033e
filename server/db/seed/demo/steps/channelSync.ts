// Fee rules, a refusing partner, the menus the sandbox partners accepted and the push under way (demo/channelSync.ts).
import type { DemoStep } from '../context.ts';
import { seedChannelSync } from '../channelSync.ts';

export const channelSync: DemoStep = {
  name: 'channel sync',
  run: ({ tx, now }) => seedChannelSync(tx, now),
};
