import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { globalItemFilterQuery, type GlobalItemListFilters } from '../../../domain/globalItemQuery.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import type { GlobalItemBulkTarget } from '../globalItemMethods.ts';
import type { Selection } from './useSelection.ts';

export type BulkAction = 'activate' | 'deactivate' | 'delete';

const DONE = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' } as const;

/** The selection as a bulk target: the ticked ids, or the list's filters when "all matching" is chosen. */
export function bulkTarget(selection: Selection, applied: GlobalItemListFilters): GlobalItemBulkTarget {
  return selection.allMatching
    ? { kind: 'filter', filters: globalItemFilterQuery(applied) }
    : { kind: 'selection', itemIds: [...selection.items.keys()], companyId: applied.companyId };
}

/**
 * Runs a status change or delete on the selection; on success tells how many items it applied to,
 * clears the selection and refreshes the list and its count; on failure "Unable to update data".
 */
export function useBulkActions(selection: Selection, applied: GlobalItemListFilters, onDone: (message: string) => void) {
  const translate = useTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BulkAction) => {
      const target = bulkTarget(selection, applied);
      return action === 'delete'
        ? dataProvider.deleteGlobalItems(target)
        : dataProvider.setGlobalItemsStatus(target, action === 'activate' ? 'active' : 'inactive');
    },
    onSuccess: async (count, action) => {
      selection.clear();
      onDone(translate(`lsm.globalItems.bulk.${DONE[action]}`, { smart_count: count }));
      await queryClient.invalidateQueries({ queryKey: ['items'] });
    },
    onError: (error) => alertFailure('unable_to_update_data', error),
  });
}
