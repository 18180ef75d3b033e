import { toStoredPhone } from '../../../domain/phone.ts';

// Field validators for react-admin inputs; each answers an i18n key (or undefined when valid).

type Validator = (value: unknown) => string | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Required, where spaces alone do not count (the server refuses blank text). */
export const requiredText: Validator = (value) => (text(value) ? undefined : 'ra.validation.required');

/** Optional US phone, entered as (xxx) xxx-xxxx. */
export const phone: Validator = (value) =>
  !text(value) || toStoredPhone(text(value)) ? undefined : 'lsm.companies.validation.phone';

export const zip: Validator = (value) =>
  !text(value) || /^[0-9]{5}(-[0-9]{4})?$/.test(text(value)) ? undefined : 'lsm.companies.validation.zip';

export const email: Validator = (value) =>
  !text(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(value)) ? undefined : 'lsm.companies.validation.email';

export const hexColor: Validator = (value) =>
  /^#([0-9A-Fa-f]{6})$/.test(text(value)) ? undefined : 'lsm.companies.validation.color';

interface WithAddress {
  address?: Record<string, unknown>;
}

/** Company address: optional as a whole; once any field is filled, this one is required. */
export const requiredWithAddress = (value: unknown, values: WithAddress): string | undefined => {
  const address = values.address ?? {};
  const anyFilled = Object.values(address).some((field) => text(field) !== '');
  return anyFilled && !text(value) ? 'ra.validation.required' : undefined;
};
