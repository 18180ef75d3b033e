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

/** The group's rules tab as sent (spec 001 §3): quantities and the default option among the options. */
export interface ModifierGroupRules extends ModifierQuantities {
  max_free_options?: number | null;
  max_options_qty?: number | null;
  default_option?: number | null;
  /** ids of the group's options */
  option_ids: readonly number[];
}

export interface ModifierProblem {
  field: string;
  message: string;
}

/**
 * Everything wrong with a group's rules (empty = valid): quantities are whole numbers, not negative; the
 * maximum at least 1 and not below the minimum; free options and the quantity per option not negative, free
 * options not above the maximum; the default option one of the group's options.
 */
export function modifierGroupProblems(group: ModifierGroupRules): ModifierProblem[] {
  const problems: ModifierProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message: `${field} ${message}` });
  const min = group.min_quantity ?? DEFAULT_MODIFIER_GROUP.min_quantity;
  const max = group.max_quantity ?? DEFAULT_MODIFIER_GROUP.max_quantity;
  const whole = (field: string, value: number | null | undefined) => {
    if (value == null) return true;
    if (!Number.isInteger(value) || value < 0) {
      add(field, 'must be a whole number, 0 or more');
      return false;
    }
    return true;
  };
  const minOk = whole('min_quantity', group.min_quantity);
  const maxOk = whole('max_quantity', group.max_quantity);
  if (maxOk && max < 1) add('max_quantity', 'must be at least 1');
  else if (minOk && maxOk && min > max) add('min_quantity', `must not be above max_quantity (${max})`);
  if (whole('max_free_options', group.max_free_options) && maxOk && group.max_free_options != null && group.max_free_options > max) {
    add('max_free_options', `must not be above max_quantity (${max})`);
  }
  whole('max_options_qty', group.max_options_qty);
  if (group.default_option != null && !group.option_ids.includes(group.default_option)) add('default_option', 'must be one of the group’s options');
  return problems;
}

/** A store item offered as an option: out of stock or switched off, it cannot be chosen. */
export interface OptionItemState {
  active: boolean;
  sale_state: string;
}

/**
 * Whether an option can be chosen: its own status is ACTIVE (or absent), and when it is a store item, that
 * item is active and not out of stock.
 */
export function isOptionAvailable(option: { status?: string | null; store_item?: OptionItemState | null }): boolean {
  if (option.status != null && option.status !== 'ACTIVE') return false;
  const item = option.store_item;
  return !item || (item.active && item.sale_state !== 'out_of_stock');
}

export interface GroupWithOptions extends ModifierQuantities {
  active?: boolean | null;
  status?: string | null;
  options: readonly { status?: string | null; store_item?: OptionItemState | null }[];
}

/**
 * The required groups an item cannot be sold with: available (active), required, and with fewer available
 * options than its minimum. An item offering one is "not sellable on the channels".
 */
export function unsatisfiableGroups<T extends GroupWithOptions>(groups: readonly T[]): T[] {
  return groups.filter((group) => {
    if (!isModifierGroupAvailable(group) || modifierKind(group.min_quantity) !== 'Required') return false;
    const available = group.options.filter(isOptionAvailable).length;
    return available < Math.max(1, group.min_quantity ?? 0);
  });
}

/** Sellable on the channels: no required group of the item lacks available options. */
export function isSellableWithGroups(groups: readonly GroupWithOptions[]): boolean {
  return unsatisfiableGroups(groups).length === 0;
}
