import type { Store, StoreAddress, StoreCreateBody, StoreUpdateBody } from '../../../contract/stores.ts';
import { formatPhone, toStoredPhone } from '../../../domain/phone.ts';

export interface StoreAddressValues {
  line_1: string;
  line_2: string;
  city: string;
  state: string;
  zip: string;
}

/** What the store form edits: text as typed, phone as (xxx) xxx-xxxx, tags as ids. */
export interface StoreFormValues {
  name: string;
  email: string;
  phone: string;
  /** '' for none */
  point_of_contact_id: number | '';
  main: StoreAddressValues & { timezone: string };
  shipping: StoreAddressValues;
  same_as_store_address: boolean;
  tag_ids: number[];
  create_bill_vendor: boolean;
}

/** What the user may do with the WelcomePackage (shipping) address. */
export interface ShippingAccess {
  view: boolean;
  edit: boolean;
}

const EMPTY: StoreAddressValues = { line_1: '', line_2: '', city: '', state: '', zip: '' };
const ADDRESS_FIELDS = ['line_1', 'line_2', 'city', 'state', 'zip'] as const;

function addressValues(address: StoreAddress | undefined): StoreAddressValues {
  if (!address) return { ...EMPTY };
  return { line_1: address.line_1, line_2: address.line_2 ?? '', city: address.city, state: address.state, zip: address.zip };
}

/** Initial values: the store's (edit) or empty (create). */
export function storeFormValues(store: Store | null): StoreFormValues {
  const main = store?.address.find((address) => address.address_type === 'Main');
  const shipping = store?.address.find((address) => address.address_type === 'WelcomePackage');
  return {
    name: store?.name ?? '',
    email: store?.storeEmail ?? '',
    phone: formatPhone(store?.phoneNo),
    point_of_contact_id: store?.pointOfContact?.id ?? '',
    main: { ...addressValues(main), timezone: main?.timezone ?? '' },
    shipping: addressValues(shipping),
    same_as_store_address: shipping?.same_as_store_address ?? false,
    tag_ids: store?.storeCompanyTags.map((tag) => tag.id) ?? [],
    create_bill_vendor: false,
  };
}

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/** The Main address fields without the time zone (what "Same as store address" copies). */
export function copyOfMain(values: Pick<StoreFormValues, 'main'>): StoreAddressValues {
  const copy = { ...EMPTY };
  for (const field of ADDRESS_FIELDS) copy[field] = values.main[field];
  return copy;
}

export function isBlankAddress(address: StoreAddressValues | undefined): boolean {
  return !address || ADDRESS_FIELDS.every((field) => trimmed(address[field]) === '');
}

function wireAddress(address: StoreAddressValues, type: StoreAddress['address_type']): StoreAddress {
  return {
    line_1: trimmed(address.line_1),
    line_2: trimmed(address.line_2) || null,
    city: trimmed(address.city),
    state: trimmed(address.state),
    zip: trimmed(address.zip),
    address_type: type,
  };
}

/** Main (with its time zone) and, when allowed and given, WelcomePackage; same-as copies Main. */
export function storeAddresses(values: StoreFormValues, includeShipping: boolean): StoreAddress[] {
  const main: StoreAddress = { ...wireAddress(values.main, 'Main'), timezone: trimmed(values.main.timezone) };
  if (!includeShipping) return [main];
  if (values.same_as_store_address) {
    return [main, { ...wireAddress(copyOfMain(values), 'WelcomePackage'), same_as_store_address: true }];
  }
  if (isBlankAddress(values.shipping)) return [main];
  return [main, { ...wireAddress(values.shipping, 'WelcomePackage'), same_as_store_address: false }];
}

function commonFields(values: StoreFormValues) {
  const contact = Number(values.point_of_contact_id);
  return {
    name: trimmed(values.name),
    email: trimmed(values.email) || null,
    phone_number: trimmed(values.phone) ? toStoredPhone(values.phone) : null,
    point_of_contact: Number.isInteger(contact) && contact > 0 ? { id: contact } : null,
  };
}

/** POST /stores/store/ body. */
export function storeCreatePayload(values: StoreFormValues, companyId: number, shipping: ShippingAccess): StoreCreateBody {
  return {
    ...commonFields(values),
    company_id: companyId,
    addresses: storeAddresses(values, shipping.view && shipping.edit),
    create_bill_vendor: values.create_bill_vendor,
    company_tag_ids: [...new Set(values.tag_ids)],
  };
}

/** Tags to add and to remove, from the store's tags before and after the edit. */
export function tagDifference(before: readonly number[], after: readonly number[]) {
  return {
    new_company_tag_ids: after.filter((id, index) => !before.includes(id) && after.indexOf(id) === index),
    company_tag_ids_to_be_deleted: before.filter((id) => !after.includes(id)),
  };
}

/** PUT /stores/{id}?company_id= body; WelcomePackage only when the user may edit it. */
export function storeUpdatePayload(values: StoreFormValues, tagsBefore: readonly number[], shipping: ShippingAccess): StoreUpdateBody {
  return {
    ...commonFields(values),
    addresses: storeAddresses(values, shipping.view && shipping.edit),
    ...tagDifference(tagsBefore, values.tag_ids),
  };
}
