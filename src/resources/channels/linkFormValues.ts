import type { LinkSettings, StorePartner } from '../../contract/channels.ts';

/** The form's values: every link setting of spec 001 §3. */
export type LinkFormValues = Required<LinkSettings>;

export const NEW_LINK: LinkFormValues = {
  partnerStoreId: '',
  orderEnabled: true,
  menuEnabled: true,
  posEnabled: false,
  upcharge: 0,
  deliveryUpcharge: 0,
  pickupUpcharge: 0,
  sellsAlcohol: false,
  sellsTobacco: false,
  enableDelivery: true,
  deliveryInstructions: '',
  enablePickup: false,
  pickupInstructions: '',
  deliveryFee: 0,
  pickupFee: 0,
  isDoordashRetail: false,
  batchId: '',
};

export function linkFormValues(link: StorePartner | undefined): LinkFormValues {
  if (!link) return NEW_LINK;
  const values = { ...NEW_LINK };
  for (const key of Object.keys(NEW_LINK) as (keyof LinkFormValues)[]) {
    Object.assign(values, { [key]: link[key] ?? NEW_LINK[key] });
  }
  return values;
}

const blankToNull = (value: string | null | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const numberOr0 = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** What the form sends: blank texts as null, empty numbers as 0, instructions only for an enabled mode. */
export function linkPayload(values: LinkFormValues): LinkSettings {
  // only the link's settings: the form's values also hold the record's id
  const settings = Object.fromEntries((Object.keys(NEW_LINK) as (keyof LinkFormValues)[]).map((key) => [key, values[key]])) as LinkFormValues;
  return {
    ...settings,
    partnerStoreId: blankToNull(values.partnerStoreId),
    upcharge: numberOr0(values.upcharge),
    deliveryUpcharge: numberOr0(values.deliveryUpcharge),
    pickupUpcharge: numberOr0(values.pickupUpcharge),
    deliveryFee: numberOr0(values.deliveryFee),
    pickupFee: numberOr0(values.pickupFee),
    deliveryInstructions: values.enableDelivery ? blankToNull(values.deliveryInstructions) : null,
    pickupInstructions: values.enablePickup ? blankToNull(values.pickupInstructions) : null,
    batchId: blankToNull(values.batchId),
  };
}
