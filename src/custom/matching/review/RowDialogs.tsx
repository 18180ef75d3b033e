import { Confirm } from 'react-admin';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { useStore } from '../../../resources/stores/useStore.ts';
import type { MatchActions } from '../useMatchActions.ts';
import type { ReviewRow } from '../useMatchData.ts';
import { CatalogueSearchDialog } from './CatalogueSearchDialog.tsx';

interface RowDialogsProps {
  storeId: number;
  actions: MatchActions;
  /** the row whose catalogue item is being searched for, or null */
  searching: ReviewRow | null;
  /** the row whose store item is about to be deleted, or null */
  deleting: ReviewRow | null;
  onCloseSearch(): void;
  onCloseDelete(): void;
}

/** "Search another" (link the item chosen in the store's company catalogue) and the confirmation of a delete. */
export const RowDialogs = ({ storeId, actions, searching, deleting, onCloseSearch, onCloseDelete }: RowDialogsProps) => {
  const current = useIdentifiedUser();
  const store = useStore(String(storeId)).data;
  return (
    <>
      {searching && (
        <CatalogueSearchDialog
          storeItem={searching.storeItem}
          companyId={store?.company.id ?? current?.companyId ?? null}
          busy={actions.busy}
          onClose={onCloseSearch}
          onLink={(globalItem) =>
            actions.run({ kind: 'link', storeItemId: searching.storeItem.id, globalItemId: globalItem.id, globalItemName: globalItem.name }, onCloseSearch)
          }
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="lsm.matching.confirm.delete_title"
        content="lsm.matching.confirm.delete_content"
        translateOptions={{ name: deleting?.storeItem.name ?? '' }}
        loading={actions.busy}
        onConfirm={() => {
          if (deleting) actions.run({ kind: 'delete', storeItemIds: [deleting.storeItem.id] }, onCloseDelete);
        }}
        onClose={onCloseDelete}
      />
    </>
  );
};
