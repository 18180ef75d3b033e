import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import type { SyncStatus } from '../../contract/channels.ts';
import { HttpError } from '../../providers/http.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';

const POLL_MS = 1500;
const isFinished = (task: SyncStatus | null) => task === null || task.status === 'completed' || task.status === 'failed';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PushTracker {
  /** partner ids with a push this user started that has not finished yet */
  pending: ReadonlySet<number>;
  push(partnerId: number, partnerName: string): Promise<boolean>;
}

/**
 * Starts menu pushes and follows the ones this user started until they finish; then, when `toast` is on,
 * says how each ended (showMenuSyncToast). The task list, change counts and storefront links refresh.
 */
export function usePushTracker(storeId: number, toast: boolean): PushTracker {
  const dataProvider = useLsmDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const toastRef = useRef(toast);
  const mounted = useRef(true);
  useEffect(() => {
    toastRef.current = toast;
  }, [toast]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refreshViews = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['sync-status'] });
    void queryClient.invalidateQueries({ queryKey: ['store-partners-unsync', storeId] });
    void queryClient.invalidateQueries({ queryKey: ['menu-details', storeId] });
  }, [queryClient, storeId]);

  const follow = useCallback(
    async (task: SyncStatus) => {
      let current: SyncStatus | null = task;
      while (mounted.current && !isFinished(current)) {
        await pause(POLL_MS);
        current = await dataProvider
          .getList<SyncStatus & { id: number }>('sync-status', { filter: { storeId, syncStatusId: task.id }, pagination: { page: 1, perPage: 1 } })
          .then(({ data }) => data[0] ?? null, () => current);
      }
      if (!mounted.current) return;
      setPending((before) => new Set([...before].filter((partnerId) => partnerId !== task.partner_id)));
      refreshViews();
      if (!current || !toastRef.current) return;
      if (current.status === 'completed') {
        notify('lsm.channels.push.finished_completed', { messageArgs: { partner: current.partner_name }, type: 'success' });
      } else {
        notify('lsm.channels.push.finished_failed', {
          messageArgs: { partner: current.partner_name, message: current.message ?? '' },
          type: 'error',
          autoHideDuration: 10_000,
        });
      }
    },
    [dataProvider, notify, refreshViews, storeId],
  );

  const push = useCallback(
    async (partnerId: number, partnerName: string) => {
      try {
        const task = await dataProvider.pushPartnerMenu(storeId, partnerId);
        setPending((before) => new Set([...before, partnerId]));
        notify('lsm.channels.push.started', { messageArgs: { partner: partnerName }, type: 'info' });
        refreshViews();
        void follow(task);
        return true;
      } catch (error) {
        notify(error instanceof HttpError && error.serverMessage ? error.serverMessage : 'lsm.channels.errors.generic', { type: 'error' });
        return false;
      }
    },
    [dataProvider, follow, notify, refreshViews, storeId],
  );

  return { pending, push };
}
