import { StoreCreateBody, StoreUpdateBody } from '../../../contract/stores.ts';
import { composeValidators, contractValidator, type FormErrors } from '../../../custom/form/contractValidation.ts';
import { toStoredPhone } from '../../../domain/phone.ts';
import { storeCreatePayload, storeUpdatePayload, type ShippingAccess, type StoreFormValues } from './storeFormValues.ts';

/** What the contract cannot tell: a phone typed but not a US number (sent as null), and the Main address's time zone. */
const storeFormRules = (values: StoreFormValues): FormErrors => {
  const errors: FormErrors = {};
  if (values.phone?.trim() && toStoredPhone(values.phone) === null) errors.phone = 'lsm.companies.validation.phone';
  if (!values.main?.timezone) errors.main = { timezone: 'ra.validation.required' };
  return errors;
};

const messages = { email: 'lsm.companies.validation.email', 'addresses.zip': 'lsm.companies.validation.zip' } as const;

/**
 * The store form's validation: the create or update contract of the body it would send (a shipping address
 * copied from Main is checked as Main), and the form's own rules.
 */
export function validateStore(companyId: number, tagsBefore: readonly number[] | null, shipping: ShippingAccess) {
  const toBody = (values: StoreFormValues) => {
    const body = tagsBefore === null ? storeCreatePayload(values, companyId, shipping) : storeUpdatePayload(values, tagsBefore, shipping);
    return values.same_as_store_address ? { ...body, addresses: body.addresses?.slice(0, 1) } : body;
  };
  return composeValidators<StoreFormValues>(
    storeFormRules,
    contractValidator(tagsBefore === null ? StoreCreateBody : StoreUpdateBody, {
      toBody,
      fields: { phone_number: 'phone', 'addresses.0': 'main', 'addresses.1': 'shipping' },
      messages,
    }),
  );
}
