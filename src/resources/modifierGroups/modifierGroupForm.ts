import { ModifierGroupCreate, type ModifierGroup, type ModifierOptionInput } from '../../contract/modifierGroups.ts';
import { composeValidators, contractValidator, type FormErrors } from '../../custom/form/contractValidation.ts';
import { DEFAULT_MODIFIER_GROUP, modifierGroupProblems } from '../../domain/modifiers.ts';

/** What the form edits: the record's writable fields (read-only ones the server ignores anyway). */
export type ModifierGroupFormValues = Omit<ModifierGroupCreate, 'options'> & {
  options: (ModifierOptionInput & { precedence?: number })[];
  option_items?: ModifierGroup['option_items'];
  linked_item_summaries?: ModifierGroup['linked_item_summaries'];
};

/** A new group: spec §3's defaults (min 0, max 1), available, a customization. */
export function newGroupValues(storeId: number): ModifierGroupFormValues {
  return {
    store_id: storeId,
    name: '',
    description: null,
    ...DEFAULT_MODIFIER_GROUP,
    max_free_options: null,
    max_options_qty: null,
    default_option: null,
    active: true,
    kind: 'customization',
    options: [],
    linked_items: [],
  };
}

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : (value as number | null));

/**
 * The body sent, create or update (the record's read-only fields ride along; the server ignores them): an
 * emptied minimum or maximum is its default (spec 001 §3: min 0, max 1).
 */
export function modifierGroupBody(values: Partial<ModifierGroupFormValues>): Partial<ModifierGroupFormValues> {
  return {
    ...values,
    min_quantity: emptyToNull(values.min_quantity) ?? DEFAULT_MODIFIER_GROUP.min_quantity,
    max_quantity: emptyToNull(values.max_quantity) ?? DEFAULT_MODIFIER_GROUP.max_quantity,
  };
}

/**
 * The rules tab checked as the server checks it (src/domain/modifiers.ts), as form errors by field: min ≤ max,
 * max at least 1, free options not above the max, the default one of the saved options.
 */
function modifierGroupRules(values: Partial<ModifierGroupFormValues>): FormErrors {
  const max = emptyToNull(values.max_quantity) ?? DEFAULT_MODIFIER_GROUP.max_quantity;
  const problems = modifierGroupProblems({
    min_quantity: emptyToNull(values.min_quantity),
    max_quantity: emptyToNull(values.max_quantity),
    max_free_options: emptyToNull(values.max_free_options),
    max_options_qty: emptyToNull(values.max_options_qty),
    default_option: emptyToNull(values.default_option),
    option_ids: (values.options ?? []).flatMap((option) => (typeof option.id === 'number' ? [option.id] : [])),
  });
  const errors: FormErrors = {};
  for (const { field, message } of problems) {
    if (errors[field]) continue;
    if (message.includes('whole number')) errors[field] = 'lsm.modifierGroups.errors.whole_number';
    else if (field === 'max_quantity') errors[field] = 'lsm.modifierGroups.errors.max_at_least_one';
    else if (field === 'min_quantity') errors[field] = { message: 'lsm.modifierGroups.errors.min_above_max', args: { max } };
    else if (field === 'max_free_options') errors[field] = { message: 'lsm.modifierGroups.errors.free_above_max', args: { max } };
    else errors[field] = 'lsm.modifierGroups.errors.default_not_option';
  }
  return errors;
}

/**
 * The group form's validation: the rules above, then the contract of the body (ModifierGroupCreate; an update
 * takes the same fields), each refusal on its input, an option's on that option's field.
 */
export const validateModifierGroup = composeValidators<Partial<ModifierGroupFormValues>>(
  modifierGroupRules,
  contractValidator(ModifierGroupCreate, { toBody: modifierGroupBody, fields: { options: 'options' } }),
);

/** An option made from a store item: its name, price and first image (spec issue 12). */
export function optionFromItem(item: { id: number; name: string; price: number; images?: readonly string[] }): ModifierOptionInput {
  return {
    store_item_id: item.id,
    name: item.name,
    unit_price: item.price,
    total_price: item.price,
    image: item.images?.[0] ?? null,
    status: 'ACTIVE',
    default_qty: 0,
  };
}

export function freeTextOption(name: string): ModifierOptionInput {
  return { store_item_id: null, name: name.trim(), unit_price: 0, total_price: 0, status: 'ACTIVE', default_qty: 0 };
}
