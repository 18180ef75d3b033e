import type { Company, CompanyAddress, CompanyCreateBody, CompanyStatus } from '../../../contract/companies.ts';
import { DEFAULT_COMPANY_COLORS } from '../../../domain/company.ts';
import { formatPhone, toStoredPhone } from '../../../domain/phone.ts';

export interface AddressValues {
  line_1: string;
  line_2: string;
  city: string;
  state: string;
  zip: string;
}

/** What the company form edits: text as typed, phone as (xxx) xxx-xxxx. */
export interface CompanyFormValues {
  name: string;
  email: string;
  phone: string;
  website: string;
  status: CompanyStatus;
  company_type: string;
  address: AddressValues;
  primary_accent_color: string;
  support_color: string;
  accent_paired_text_color: string;
  logo: string | null;
  favicon: string | null;
}

export const EMPTY_ADDRESS: AddressValues = { line_1: '', line_2: '', city: '', state: '', zip: '' };

const DEFAULT_STATUS: CompanyStatus = 'On Boarding';

function isCompanyStatus(value: string): value is CompanyStatus {
  return ['Live', 'Trial', 'Churned', 'Inactive', 'Paused', 'Off Boarding', 'On Boarding'].includes(value);
}

/** Initial values: the record's (edit) or empty with the default colours (create). */
export function companyFormValues(company: Company | null): CompanyFormValues {
  const address = company?.address;
  return {
    name: company?.name ?? '',
    email: company?.email ?? '',
    phone: formatPhone(company?.phone_number),
    website: company?.website ?? '',
    status: company && isCompanyStatus(company.status) ? company.status : DEFAULT_STATUS,
    company_type: company?.company_type ?? '',
    address: address
      ? { line_1: address.line_1, line_2: address.line_2 ?? '', city: address.city, state: address.state, zip: address.zip }
      : EMPTY_ADDRESS,
    primary_accent_color: company?.primary_accent_color ?? DEFAULT_COMPANY_COLORS.primary_accent_color,
    support_color: company?.support_color ?? DEFAULT_COMPANY_COLORS.support_color,
    accent_paired_text_color: company?.accent_paired_text_color ?? DEFAULT_COMPANY_COLORS.accent_paired_text_color,
    logo: company?.logo ?? null,
    favicon: company?.favicon ?? null,
  };
}

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();
const orNull = (value: string | null | undefined): string | null => trimmed(value) || null;

/** True when any address field holds text: then line 1, city, state and zip are required. */
export function hasAddress(address: AddressValues | undefined): boolean {
  return Boolean(address && Object.values(address).some((value) => trimmed(value) !== ''));
}

function toAddress(address: AddressValues): CompanyAddress | null {
  if (!hasAddress(address)) return null;
  return {
    line_1: trimmed(address.line_1),
    line_2: orNull(address.line_2),
    city: trimmed(address.city),
    state: trimmed(address.state),
    zip: trimmed(address.zip),
  };
}

/** The create and update payload: text trimmed, empty text null, phone as +1 and the digits. */
export function companyPayload(values: CompanyFormValues): CompanyCreateBody {
  return {
    name: trimmed(values.name),
    email: orNull(values.email),
    phone_number: trimmed(values.phone) ? toStoredPhone(values.phone) : null,
    website: orNull(values.website),
    status: values.status,
    company_type: orNull(values.company_type),
    address: toAddress(values.address),
    primary_accent_color: values.primary_accent_color,
    support_color: values.support_color,
    accent_paired_text_color: values.accent_paired_text_color,
    logo: values.logo,
    favicon: values.favicon,
  };
}
