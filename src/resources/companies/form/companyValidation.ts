import { CompanyCreateBody, CompanyUpdateBody } from '../../../contract/companies.ts';
import { composeValidators, contractValidator, type FormErrors } from '../../../custom/form/contractValidation.ts';
import { toStoredPhone } from '../../../domain/phone.ts';
import { companyPayload, type CompanyFormValues } from './companyFormValues.ts';

/** A phone typed but not a US number: the payload would drop it to null, which the contract accepts. */
const typedPhone = (values: CompanyFormValues): FormErrors =>
  values.phone?.trim() && toStoredPhone(values.phone) === null ? { phone: 'lsm.companies.validation.phone' } : {};

const messages = {
  email: 'lsm.companies.validation.email',
  'address.zip': 'lsm.companies.validation.zip',
  primary_accent_color: 'lsm.companies.validation.color',
  support_color: 'lsm.companies.validation.color',
  accent_paired_text_color: 'lsm.companies.validation.color',
} as const;

/** The company form's validation: the create or update contract, and the typed phone. */
export const validateCompany = (creating: boolean) =>
  composeValidators<CompanyFormValues>(
    typedPhone,
    contractValidator(creating ? CompanyCreateBody : CompanyUpdateBody, { toBody: companyPayload, fields: { phone_number: 'phone' }, messages }),
  );
