// Merging store items' global items into a certified item (spec 001 §7 merge-with-certified-item).
import type { GlobalItem } from '../contract/catalogue.ts';

type MergeCandidate = Pick<GlobalItem, 'id' | 'verification' | 'company_id'>;

/**
 * The certified item the other selected items can be merged into: at least two items selected,
 * exactly one of them Certified, and the others of its company (any company when it is platform-wide).
 */
export function certifiedMergeTarget<Item extends MergeCandidate>(selected: readonly Item[]): Item | null {
  if (selected.length < 2) return null;
  const certified = selected.filter((item) => item.verification === 'certified');
  if (certified.length !== 1) return null;
  const [target] = certified;
  const sameCatalogue = target.company_id === null || selected.every((item) => item.company_id === target.company_id);
  return sameCatalogue ? target : null;
}
