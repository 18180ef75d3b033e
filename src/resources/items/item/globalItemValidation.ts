import { GlobalItemCreateBody, GlobalItemUpdateBody } from '../../../contract/catalogue.ts';
import { composeValidators, contractValidator, type FormErrors } from '../../../custom/form/contractValidation.ts';
import { createBody, updateBody, validateGlobalItem, type GlobalItemFormValues } from '../../../domain/globalItemPayload.ts';
import type { CompanyChoice } from '../list/CompanyPicker.tsx';

/** The form's values: the item's, and the company an internal user chose for a new one. */
export interface GlobalItemFormState extends GlobalItemFormValues {
  company: CompanyChoice | null;
}

/** Text the body cannot carry as typed (a UPC, a count, a price): checked as text, before it is converted. */
const typedText = (values: GlobalItemFormState): FormErrors => {
  const errors: FormErrors = {};
  for (const [field, error] of Object.entries(validateGlobalItem(values))) errors[field] = `lsm.globalItems.form.errors.${error}`;
  return errors;
};

const BODY_FIELDS = { retail_price: 'retailPrice', unit_count: 'unitCount', category: 'categoryId', subcategory: 'subcategoryId', status: 'available' };

/** The global item form's validation: its typed text, then the create or update contract of the body. */
export const validateGlobalItemForm = (creating: boolean, companyId: number | null) =>
  composeValidators<GlobalItemFormState>(
    typedText,
    contractValidator(creating ? GlobalItemCreateBody : GlobalItemUpdateBody, {
      toBody: (values) => (creating ? createBody(values, companyId ?? values.company?.id ?? null) : updateBody(values)),
      fields: BODY_FIELDS,
    }),
  );
