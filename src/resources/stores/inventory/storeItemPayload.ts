// Store item form values and the bodies they become (spec 001 §5).
import type { StoreItem, StoreItemCreateBody, StoreItemUpdateBody } from '../../../contract/inventory.ts';
import { formatPrice, toCents, truncateDescription } from '../../../domain/numbers.ts';

export interface StoreItemFormValues {
  name: string;
  upc: string;
  /** dollars, as typed */
  price: string;
  size: string;
  unitCount: number | null;
  description: string;
  available: boolean;
  sellIndependently: boolean;
  isRestricted: boolean;
  externalId: string;
  categoryId: number | null;
  subCategoryId: number | null;
  menuIds: number[];
  modifierGroupIds: number[];
  /** creating: the image chosen, uploaded once the item exists (an existing item's image is uploaded at once) */
  image: File | null;
}

export const EMPTY_STORE_ITEM: StoreItemFormValues = {
  name: '',
  upc: '',
  price: '',
  size: '',
  unitCount: null,
  description: '',
  available: true,
  sellIndependently: true,
  isRestricted: false,
  externalId: '',
  categoryId: null,
  subCategoryId: null,
  menuIds: [],
  modifierGroupIds: [],
  image: null,
};

export function formValuesOf(item: StoreItem): StoreItemFormValues {
  return {
    name: item.name,
    upc: item.upc ?? '',
    price: formatPrice(item.price),
    size: item.size ?? '',
    unitCount: item.unit_count,
    description: item.description ?? '',
    available: item.active,
    sellIndependently: item.sell_independently,
    isRestricted: item.is_restricted,
    externalId: item.external_id ?? '',
    categoryId: item.category?.id ?? null,
    subCategoryId: item.sub_category?.id ?? null,
    menuIds: item.menus.map((menu) => menu.id),
    modifierGroupIds: item.modifier_groups.map((group) => group.id),
    image: null,
  };
}

const PRICE = /^\d+(\.\d{0,2})?$/;

/** A price as typed: a plain number of dollars with at most two decimals ("4", "4.5", "4.50"). */
export const isPriceText = (text: string) => PRICE.test(text.trim());

/**
 * Whether the body carries category, sub-category, description, size, unit count, menus and modifier groups:
 * always on create, on update only for an item sold independently.
 */
export const sendsIndependentFields = (item: StoreItem | null, values: Pick<StoreItemFormValues, 'sellIndependently'>) =>
  item === null || values.sellIndependently;

const textOrNull = (value: string) => value.trim() || null;
const descriptionOf = (value: string) => textOrNull(truncateDescription(value.trim()));
// no sub-category without a category
const subCategoryOf = (values: StoreItemFormValues) => (values.categoryId === null ? null : values.subCategoryId);

/** POST body: price in cents, quantity 1 when available else 0, description cut to 350; empty fields left out. */
export function createBody(values: StoreItemFormValues): StoreItemCreateBody {
  const body: StoreItemCreateBody = {
    name: values.name.trim(),
    // NaN for a price that is no price: the contract refuses it
    price: isPriceText(values.price) ? toCents(values.price) : Number.NaN,
    quantity: values.available ? 1 : 0,
    active: values.available,
    upc: textOrNull(values.upc),
    sell_independently: values.sellIndependently,
    is_restricted: values.isRestricted,
  };
  const size = textOrNull(values.size);
  const description = descriptionOf(values.description);
  const externalId = textOrNull(values.externalId);
  const subCategory = subCategoryOf(values);
  if (size !== null) body.size = size;
  if (values.unitCount !== null) body.unit_count = values.unitCount;
  if (description !== null) body.description = description;
  if (externalId !== null) body.external_id = externalId;
  if (values.categoryId !== null) body.category = values.categoryId;
  if (subCategory !== null) body.sub_category = subCategory;
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
    price: isPriceText(values.price) ? Number(values.price.trim()) : Number.NaN,
    quantity: values.available ? Math.max(item.quantity, 1) : 0,
    active: values.available,
    upc: textOrNull(values.upc),
    sell_independently: values.sellIndependently,
    is_restricted: values.isRestricted,
    external_id: textOrNull(values.externalId),
  };
  if (!sendsIndependentFields(item, values)) return body;
  return {
    ...body,
    category: values.categoryId,
    sub_category: subCategoryOf(values),
    description: descriptionOf(values.description),
    size: textOrNull(values.size),
    unit_count: values.unitCount,
    menus: values.menuIds,
    modifier_groups: values.modifierGroupIds,
  };
}
