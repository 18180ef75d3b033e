import { useState } from 'react';
import type { MatchActions } from '../useMatchActions.ts';
import type { ReviewRow } from '../useMatchData.ts';
import { chosenProposal } from './proposals.ts';
import type { RowCommand } from './RowActions.tsx';

/**
 * What a row's button (or review key) does: accept the chosen proposal (linking it when it is an
 * alternative), reject or unlink it, or run the action; search and delete first open their dialog.
 */
export function useRowCommands(actions: MatchActions, chosen: Readonly<Record<number, number>>) {
  const [searching, setSearching] = useState<ReviewRow | null>(null);
  const [deleting, setDeleting] = useState<ReviewRow | null>(null);

  const command = (row: ReviewRow, name: RowCommand) => {
    const { storeItem } = row;
    const proposal = chosenProposal(row, chosen[storeItem.id]);
    switch (name) {
      case 'accept':
        if (!proposal) return;
        if (proposal.globalItem.id === row.globalItem?.id) actions.run({ kind: 'accept', storeItemIds: [storeItem.id] });
        else actions.run({ kind: 'link', storeItemId: storeItem.id, globalItemId: proposal.globalItem.id, globalItemName: proposal.globalItem.name });
        return;
      case 'reject':
        if (proposal) actions.run({ kind: 'reject', storeItemId: storeItem.id, globalItemId: proposal.globalItem.id });
        return;
      case 'unlink':
        if (storeItem.item_id !== null) actions.run({ kind: 'unlink', storeItemId: storeItem.id, globalItemId: storeItem.item_id });
        return;
      case 'search':
        setSearching(row);
        return;
      case 'delete':
        setDeleting(row);
        return;
      case 'insert':
      case 'copy':
      case 'no_catalogue_item':
        actions.run({ kind: name, storeItemIds: [storeItem.id] });
        return;
    }
  };

  return { command, searching, deleting, closeSearch: () => setSearching(null), closeDelete: () => setDeleting(null) };
}
