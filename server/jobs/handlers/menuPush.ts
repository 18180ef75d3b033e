import type { ChannelAdapters } from '../../channels/adapter.ts';
import { noteFailure, noteRetry, runMenuPush } from '../../services/channels/pushRun.ts';
import { defineJobHandler } from '../handler.ts';

/**
 * Pushes a store's menu to one partner (server/services/channels/pushRun.ts). A partner's refusal fails
 * the task at once; an unreachable partner is tried again with backoff (5 s, 10 s, ... up to 5 minutes).
 */
export const menuPushHandler = (channels: ChannelAdapters) =>
  defineJobHandler({
    kind: 'menu-push',
    timeoutMs: 60_000,
    backoff: { baseMs: 5_000, maxMs: 5 * 60_000 },
    run: (context) => runMenuPush(context, channels),
    onRetry: noteRetry,
    onFailure: noteFailure,
  });
