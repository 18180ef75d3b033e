import type { GlobalItem } from '../../../contract/catalogue.ts';
import type { SelectionState } from './useSelection.ts';

/**
 * The certified item the other selected items can be merged into: there must be at least two ticked
 * items and exactly one of them Certified (a selection by filter cannot be merged).
 */
export function certifiedMergeTarget(selection: SelectionState): GlobalItem | null {
  if (selection.allMatching || selection.items.size < 2) return null;
  const certified = [...selection.items.values()].filter((item) => item.verification === 'certified');
  return certified.length === 1 ? certified[0] : null;
}
