// Store item form values and the bodies they become (spec 001 §5).
import type { StoreItem, StoreItemCreateBody, StoreItemUpdateBody } from '../../../contract/inventory.ts';
import { formatPrice, toCents, truncateDescription } from '../../../domain/numbers.ts';
import type { LsmMessageKey } from '../../../providers/i18n/messageKeys.ts';

export interface StoreItemFormValues {
  name: string;
  upc: string;
  /** dollars, as typed */
  price: string;
  size: string;
  unitCount: string;
  description: string;
  available: boolean;
  sellIndependently: boolean;
  isRestricted: boolean;
  externalId: string;
  categoryId: number | null;
  subCategoryId: number | null;
  menuIds: number[];
  modifierGroupIds: number[];
}

export const EMPTY_STORE_ITEM: StoreItemFormValues = {
  name: '',
  upc: '',
  price: '',
  size: '',
  unitCount: '',
  description: '',
  available: true,
  sellIndependently: true,
  isRestricted: false,
  externalId: '',
  categoryId: null,
  subCategoryId: null,
  menuIds: [],
  modifierGroupIds: [],
};

export function formValuesOf(item: StoreItem): StoreItemFormValues {
  return {
    name: item.name,
    upc: item.upc ?? '',
    price: formatPrice(item.price),
    size: item.size ?? '',
    unitCount: item.unit_count === null ? '' : String(item.unit_count),
    description: item.description ?? '',
    available: item.active,
    sellIndependently: item.sell_independently,
    isRestricted: item.is_restricted,
    externalId: item.external_id ?? '',
    categoryId: item.category?.id ?? null,
    subCategoryId: item.sub_category?.id ?? null,
    menuIds: item.menus.map((menu) => menu.id),
    modifierGroupIds: item.modifier_groups.map((group) => group.id),
  };
}

const PRICE = /^\d{1,6}(\.\d{0,2})?$/;
const UPC = /^(\d{8}|\d{11,14})$/;
const WHOLE = /^\d{1,6}$/;

export type StoreItemFormErrors = Partial<Record<'name' | 'price' | 'upc' | 'unitCount', LsmMessageKey>>;

/** Problems as i18n keys under lsm.inventory.form.errors. */
export function validateStoreItem(values: StoreItemFormValues): StoreItemFormErrors {
  const errors: StoreItemFormErrors = {};
  if (!values.name.trim()) errors.name = 'lsm.inventory.form.errors.name_required';
  const price = values.price.trim();
  if (!price) errors.price = 'lsm.inventory.form.errors.price_required';
  else if (!PRICE.test(price)) errors.price = 'lsm.inventory.form.errors.price_format';
  const upc = values.upc.trim();
  if (upc && !UPC.test(upc)) errors.upc = 'lsm.inventory.form.errors.upc_format';
  const unitCount = values.unitCount.trim();
  if (unitCount && (!WHOLE.test(unitCount) || Number(unitCount) < 1)) errors.unitCount = 'lsm.inventory.form.errors.unit_count_format';
  return errors;
}

const textOrNull = (value: string) => value.trim() || null;
const unitCountOf = (value: string) => (value.trim() ? Number(value.trim()) : null);
const descriptionOf = (value: string) => textOrNull(truncateDescription(value.trim()));

/** POST body: price in cents, quantity 1 when available else 0, description cut to 350; empty fields left out. */
export function createBody(values: StoreItemFormValues): StoreItemCreateBody {
  const body: StoreItemCreateBody = {
    name: values.name.trim(),
    price: toCents(values.price),
    quantity: values.available ? 1 : 0,
    active: values.available,
    upc: textOrNull(values.upc),
    sell_independently: values.sellIndependently,
    is_restricted: values.isRestricted,
  };
  const size = textOrNull(values.size);
  const unitCount = unitCountOf(values.unitCount);
  const description = descriptionOf(values.description);
  const externalId = textOrNull(values.externalId);
  if (size !== null) body.size = size;
  if (unitCount !== null) body.unit_count = unitCount;
  if (description !== null) body.description = description;
  if (externalId !== null) body.external_id = externalId;
  if (values.categoryId !== null) body.category = values.categoryId;
  if (values.subCategoryId !== null) body.sub_category = values.subCategoryId;
  return body;
}

/**
 * PUT body: price as a plain number; quantity 0 when unavailable, else the item's own quantity (1 when it
 * had none). Category, sub-category, description, size, unit count, menus and modifier groups only when
 * the item is sold independently.
 */
export function updateBody(item: StoreItem, values: StoreItemFormValues): StoreItemUpdateBody {
  const body: StoreItemUpdateBody = {
    id: item.id,
    name: values.name.trim(),
    price: Number(values.price.trim()),
    quantity: values.available ? Math.max(item.quantity, 1) : 0,
    active: values.available,
    upc: textOrNull(values.upc),
    sell_independently: values.sellIndependently,
    is_restricted: values.isRestricted,
    external_id: textOrNull(values.externalId),
  };
  if (!values.sellIndependently) return body;
  return {
    ...body,
    category: values.categoryId,
    sub_category: values.subCategoryId,
    description: descriptionOf(values.description),
    size: textOrNull(values.size),
    unit_count: unitCountOf(values.unitCount),
    menus: values.menuIds,
    modifier_groups: values.modifierGroupIds,
  };
}
