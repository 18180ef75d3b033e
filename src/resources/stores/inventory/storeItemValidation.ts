import { StoreItemCreateBody, StoreItemUpdateBody, type StoreItem } from '../../../contract/inventory.ts';
import { composeValidators, contractValidator, type FieldMessage, type FormErrors, type FormValidator } from '../../../custom/form/contractValidation.ts';
import { createBody, isPriceText, sendsIndependentFields, updateBody, type StoreItemFormValues } from './storeItemPayload.ts';

/** Body field to the form field that edits it, so the contract's refusals land on the right input. */
const FORM_FIELDS: Record<string, keyof StoreItemFormValues> = {
  unit_count: 'unitCount',
  external_id: 'externalId',
  category: 'categoryId',
  sub_category: 'subCategoryId',
  menus: 'menuIds',
  modifier_groups: 'modifierGroupIds',
  active: 'available',
  sell_independently: 'sellIndependently',
  is_restricted: 'isRestricted',
};

/** The contract's refusals told in the form's words: a price out of range, a UPC of the wrong shape. */
const MESSAGES: Record<string, FieldMessage> = {
  price: 'lsm.inventory.form.errors.price_format',
  upc: 'lsm.inventory.form.errors.upc_format',
};

/**
 * What the contract cannot tell: a price is typed text, required on update too, a plain number with at most
 * two decimals (the server checks the decimals outside the schema, and the create call's cents would round
 * them away). A fractional unit count, which the contract would call "Invalid value", is told in the form's words.
 */
function storeItemRules(item: StoreItem | null): FormValidator<StoreItemFormValues> {
  return (values) => {
    const errors: FormErrors = {};
    if (!values.price.trim()) errors.price = 'ra.validation.required';
    else if (!isPriceText(values.price)) errors.price = 'lsm.inventory.form.errors.price_format';
    if (sendsIndependentFields(item, values) && values.unitCount !== null && !Number.isInteger(values.unitCount)) {
      errors.unitCount = 'lsm.inventory.form.errors.unit_count_format';
    }
    return errors;
  };
}

/** The store item form's `validate`: what the create or update call would refuse, field by field. */
export function storeItemValidator(item: StoreItem | null) {
  const contract = item
    ? contractValidator<StoreItemFormValues>(StoreItemUpdateBody, { toBody: (values) => updateBody(item, values), fields: FORM_FIELDS, messages: MESSAGES })
    : contractValidator<StoreItemFormValues>(StoreItemCreateBody, { toBody: createBody, fields: FORM_FIELDS, messages: MESSAGES });
  return composeValidators(storeItemRules(item), contract);
}
