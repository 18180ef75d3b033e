// Modifier groups (spec 001 §3, §4, §5).

export const DEFAULT_MODIFIER_GROUP = Object.freeze({ min_quantity: 0, max_quantity: 1 });

export interface ModifierQuantities {
  min_quantity?: number | null;
  max_quantity?: number | null;
}

export type ModifierKind = 'Required' | 'Optional';

/** Required when the minimum is not 0 (a missing minimum is the default 0), otherwise Optional. */
export function modifierKind(minQuantity: number | null | undefined): ModifierKind {
  return (minQuantity ?? DEFAULT_MODIFIER_GROUP.min_quantity) !== 0 ? 'Required' : 'Optional';
}

/** ["Required", "Min 1", "Max 3"]: the kind, then "Min n" and "Max n" when those are above 0. */
export function modifierSummaryParts(group: ModifierQuantities): string[] {
  const min = group.min_quantity ?? DEFAULT_MODIFIER_GROUP.min_quantity;
  const max = group.max_quantity ?? DEFAULT_MODIFIER_GROUP.max_quantity;
  const parts: string[] = [modifierKind(min)];
  if (min > 0) parts.push(`Min ${min}`);
  if (max > 0) parts.push(`Max ${max}`);
  return parts;
}

/** "Required · Min 1 · Max 3", "Optional · Max 1". */
export function modifierSummary(group: ModifierQuantities): string {
  return modifierSummaryParts(group).join(' · ');
}

/** Multiple selection is allowed when the maximum is above 1. */
export function allowsMultiple(maxQuantity: number | null | undefined): boolean {
  return (maxQuantity ?? DEFAULT_MODIFIER_GROUP.max_quantity) > 1;
}

/** Available when active is true or its status is ACTIVE. */
export function isModifierGroupAvailable(group: { active?: boolean | null; status?: string | null }): boolean {
  return group.active === true || group.status === 'ACTIVE';
}
