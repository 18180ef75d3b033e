// Phone numbers (spec 000 §5, §9): stored as "+1" plus 10 digits, shown as "(555) 123-4567".

export const PHONE_COUNTRY_PREFIX = '+1';

const ALLOWED = /^\+?[\d\s().-]+$/;

/**
 * "(555) 123-4567", "555-123-4567", "555.123.4567", "+15551234567" and "15551234567" -> "+15551234567".
 * Only digits, spaces, parentheses, dots, dashes and one leading "+" are accepted; after removing a leading
 * country 1 there must be exactly 10 digits, and a "+" must be followed by that country 1. Else null.
 */
export function toStoredPhone(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!ALLOWED.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return PHONE_COUNTRY_PREFIX + digits.slice(1);
  if (digits.length === 10 && !text.startsWith('+')) return PHONE_COUNTRY_PREFIX + digits;
  return null;
}

/** "+15551234567" -> "(555) 123-4567". Null/undefined -> ""; anything not a US number comes back unchanged. */
export function formatPhone(stored: string | null | undefined): string {
  if (typeof stored !== 'string') return '';
  const normal = toStoredPhone(stored);
  if (normal === null) return stored;
  const digits = normal.slice(PHONE_COUNTRY_PREFIX.length);
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Company detail view rule (spec 000 §3): the first 2 characters of the phone number are stripped, i.e. the
 * "+1" of the stored form: "+15551234567" -> "5551234567". A value not starting with "+1" is returned as is
 * (stripping blindly would eat real digits); null/undefined -> "".
 */
export function stripCountryPrefix(phone: string | null | undefined): string {
  if (typeof phone !== 'string') return '';
  return phone.startsWith(PHONE_COUNTRY_PREFIX) ? phone.slice(PHONE_COUNTRY_PREFIX.length) : phone;
}
