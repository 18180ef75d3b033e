import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import type { LinkStoresAnswer, UnlinkStoresAnswer } from '../../../contract/catalogue.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface LinkStoresButtonProps {
  itemId: number;
  /** the list shows linked stores: the button unlinks the selected ones; otherwise it links them */
  linked: boolean;
  onDone: (message: string) => void;
}

/**
 * The bulk button of the linked stores list: Link (POST .../link-stores-with-global-item) or Unlink
 * (PUT .../unlink-stores-from-global-item) the selected stores, then says what happened.
 */
export const LinkStoresButton = ({ itemId, linked, onDone }: LinkStoresButtonProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const { selectedIds, onUnselectItems } = useListContext();
  const storeIds = selectedIds.map(Number);

  const change = useMutation({
    mutationFn: async (): Promise<LinkStoresAnswer | UnlinkStoresAnswer> =>
      linked ? dataProvider.unlinkGlobalItemStores(itemId, storeIds) : dataProvider.linkGlobalItemStores(itemId, storeIds),
    onSuccess: async (answer) => {
      onUnselectItems();
      onDone(
        'unlinked' in answer
          ? translate('lsm.globalItems.stores.unlinked_done', { smart_count: answer.unlinked })
          : [
              translate('lsm.globalItems.stores.linked_done', { smart_count: answer.linked }),
              answer.already_linked > 0 ? translate('lsm.globalItems.stores.already_linked', { smart_count: answer.already_linked }) : '',
            ]
              .filter(Boolean)
              .join(' '),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['global-item-stores'] }),
        queryClient.invalidateQueries({ queryKey: ['linked-store-items'] }),
      ]);
    },
    onError: (error) => alertFailure(linked ? 'unable_to_unassign_stores' : 'unable_to_assign_stores', error),
  });

  return (
    <Button variant="contained" size="small" disabled={storeIds.length === 0 || change.isPending} onClick={() => change.mutate()}>
      {translate(linked ? 'lsm.globalItems.stores.unlink' : 'lsm.globalItems.stores.link')}
    </Button>
  );
};
