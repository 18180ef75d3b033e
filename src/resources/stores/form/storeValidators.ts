import { isBlankAddress, type StoreFormValues } from './storeFormValues.ts';

/** Shipping address: optional as a whole unless copied; once any field is filled, this one is required. */
export const requiredWithShipping = (value: unknown, values: Partial<StoreFormValues>): string | undefined => {
  if (values.same_as_store_address || isBlankAddress(values.shipping)) return undefined;
  return typeof value === 'string' && value.trim() ? undefined : 'ra.validation.required';
};
