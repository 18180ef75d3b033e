import type { MatchCandidate } from '../../../contract/matching.ts';
import { globalItemUpdateBlock, type GlobalItemUpdateBlock } from '../../../domain/matchReview.ts';
import type { ReviewRow } from '../useMatchData.ts';
import type { RowCommand } from './RowActions.tsx';

/** The row's proposal first, then its alternatives. */
export function proposalsOf(row: ReviewRow): MatchCandidate[] {
  if (!row.globalItem) return [];
  return [{ globalItem: row.globalItem, score: row.score ?? 0, reasons: row.reasons }, ...row.candidates];
}

/** The proposal the person has chosen (by global item id), else the row's own. */
export function chosenProposal(row: ReviewRow, chosenId: number | undefined): MatchCandidate | null {
  const proposals = proposalsOf(row);
  return proposals.find((proposal) => proposal.globalItem.id === chosenId) ?? proposals[0] ?? null;
}

/** What a person may do to the row; nothing without the edit permission. */
export function offeredCommands(row: ReviewRow, proposal: MatchCandidate | null, canEdit: boolean): RowCommand[] {
  if (!canEdit) return [];
  const { storeItem } = row;
  const linked = storeItem.item_id !== null;
  const commands: RowCommand[] = [];
  if (proposal) {
    const confirmed = storeItem.is_reviewed && storeItem.item_id === proposal.globalItem.id;
    if (!confirmed) commands.push('accept');
    commands.push('reject');
  } else if (!linked) {
    commands.push('insert');
  }
  commands.push('search');
  if (linked) commands.push('unlink');
  if (proposal) commands.push('copy');
  commands.push('no_catalogue_item', 'delete');
  return commands;
}

export function copyBlockOf(row: ReviewRow, proposal: MatchCandidate | null): GlobalItemUpdateBlock | null {
  return proposal ? globalItemUpdateBlock(row.storeItem, proposal.globalItem) : { kind: 'not_linked' };
}
