import type { ChannelAdapters } from '../../channels/adapter.ts';
import type { RegisteredHandler } from '../handler.ts';
import { menuPushHandler } from './menuPush.ts';
import { itemMatchingHandler } from './itemMatching.ts';

/** What handlers need from the app. */
export interface HandlerDependencies {
  now: () => Date;
  channels: ChannelAdapters;
}

/** Every kind of job the server runs, one handler file each. */
export function jobHandlers(dependencies: HandlerDependencies): RegisteredHandler[] {
  return [menuPushHandler(dependencies.channels), itemMatchingHandler];
}
