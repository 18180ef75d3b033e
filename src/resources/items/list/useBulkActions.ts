import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import type { GlobalItemBulkTarget } from '../../../providers/data/items.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

export type BulkAction = 'activate' | 'deactivate' | 'delete';

const DONE = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' } as const;

/**
 * Runs a status change or delete on the target (ticked ids or every item matching the filter); on
 * success tells how many items it applied to and refreshes the list and its count; on failure
 * "Unable to update data".
 */
export function useBulkActions(onDone: (message: string, action: BulkAction) => void) {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, target }: { action: BulkAction; target: GlobalItemBulkTarget }) =>
      action === 'delete'
        ? dataProvider.deleteGlobalItems(target)
        : dataProvider.setGlobalItemsStatus(target, action === 'activate' ? 'active' : 'inactive'),
    onSuccess: async (count, { action }) => {
      onDone(translate(`lsm.globalItems.bulk.${DONE[action]}`, { smart_count: count }), action);
      await queryClient.invalidateQueries({ queryKey: ['items'] });
    },
    onError: (error) => alertFailure('unable_to_update_data', error),
  });
}
