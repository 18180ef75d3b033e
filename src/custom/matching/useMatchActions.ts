import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { MatchActionResult } from '../../contract/matching.ts';
import { MATCH_ITEMS_RESOURCE } from '../../providers/data/matching.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../alert/alertFailure.ts';
import { matchCountsKey, matchingKey } from './useMatchData.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** What a person can do to store items from the Manual matches tab. */
export type MatchAction =
  | { kind: 'accept'; storeItemIds: readonly number[] }
  | { kind: 'link'; storeItemId: number; globalItemId: number; globalItemName: string }
  | { kind: 'reject' | 'unlink'; storeItemId: number; globalItemId: number }
  | { kind: 'insert' | 'copy' | 'no_catalogue_item' | 'delete'; storeItemIds: readonly number[] };

type Done = (result: MatchActionResult) => void;

/** Runs an action, puts the answer's counts in place, refreshes the lists and says what happened. */
export function useMatchActions(storeId: number) {
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const translate = useLsmTranslate();
  const notify = useNotify();

  const call = (action: MatchAction): Promise<MatchActionResult> => {
    switch (action.kind) {
      case 'accept':
        return dataProvider.reviewMatchItems(storeId, action.storeItemIds, 'accept');
      case 'no_catalogue_item':
        return dataProvider.reviewMatchItems(storeId, action.storeItemIds, 'no_catalogue_item');
      case 'link':
        return dataProvider.linkMatchItem(storeId, action.storeItemId, action.globalItemId);
      case 'reject':
      case 'unlink':
        return dataProvider.unlinkMatchItems(storeId, [{ store_item_id: action.storeItemId, global_item_id: action.globalItemId }]);
      case 'insert':
        return dataProvider.insertMatchItems(storeId, action.storeItemIds);
      case 'copy':
        return dataProvider.updateMatchGlobalItems(storeId, action.storeItemIds);
      case 'delete':
        return dataProvider.deleteMatchItems(storeId, action.storeItemIds);
    }
  };

  const message = (action: MatchAction, result: MatchActionResult): string => {
    const applied = result.applied.length;
    switch (action.kind) {
      case 'accept':
        return translate('lsm.matching.done.accepted', { smart_count: applied });
      case 'insert':
        return translate('lsm.matching.done.inserted', { smart_count: applied });
      case 'link':
        return translate('lsm.matching.done.linked', { name: action.globalItemName });
      case 'reject':
        return translate('lsm.matching.done.rejected');
      case 'unlink':
        return translate('lsm.matching.done.unlinked');
      case 'copy':
        return translate('lsm.matching.done.copied');
      case 'no_catalogue_item':
        return translate('lsm.matching.done.no_catalogue_item');
      case 'delete':
        return translate('lsm.matching.done.deleted');
    }
  };

  const mutation = useMutation({
    mutationFn: ({ action }: { action: MatchAction; onDone?: Done }) => call(action),
    onSuccess: (result, { action, onDone }) => {
      queryClient.setQueryData(matchCountsKey(storeId), result.counts);
      const skipped = result.skipped.length
        ? ` ${translate('lsm.matching.done.skipped', { smart_count: result.skipped.length, reasons: result.skipped.map((entry) => entry.reason).join('; ') })}`
        : '';
      notify(`${message(action, result)}${skipped}`, { type: result.skipped.length ? 'warning' : 'success' });
      onDone?.(result);
    },
    onError: (error) => alertFailure('unable_to_update_data', error),
    // The lists, and any other screen's view of the counts, follow the change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchingKey(storeId) }),
        queryClient.invalidateQueries({ queryKey: [MATCH_ITEMS_RESOURCE] }),
      ]),
  });

  return {
    /** runs the action; `onDone` once it succeeded */
    run: (action: MatchAction, onDone?: Done) => mutation.mutate({ action, onDone }),
    busy: mutation.isPending,
  };
}

export type MatchActions = ReturnType<typeof useMatchActions>;
