// The global item form and its create/update bodies (spec 001 §4 and §5).
import { UPC_PATTERN, type GlobalItem, type GlobalItemCreateBody, type GlobalItemUpdateBody } from '../contract/catalogue.ts';
import { truncateDescription } from './numbers.ts';

/** The form as the user edits it: text as typed, ids of the chosen category, sub-category and tags. */
export interface GlobalItemFormValues {
  name: string;
  upc: string;
  size: string;
  unitCount: string;
  retailPrice: string;
  description: string;
  image: string;
  categoryId: number | null;
  subcategoryId: number | null;
  tags: readonly number[];
  /** status active when true, inactive otherwise */
  available: boolean;
  storeItemId: number | null;
  parentItemId: number | null;
}

export const EMPTY_GLOBAL_ITEM_FORM: GlobalItemFormValues = {
  name: '',
  upc: '',
  size: '',
  unitCount: '',
  retailPrice: '',
  description: '',
  image: '',
  categoryId: null,
  subcategoryId: null,
  tags: [],
  available: true,
  storeItemId: null,
  parentItemId: null,
};

/** The form filled from a stored item (edit mode). */
export function formValuesOf(item: GlobalItem): GlobalItemFormValues {
  return {
    name: item.name,
    upc: item.upc ?? '',
    size: item.size ?? '',
    unitCount: item.unit_count === null ? '' : String(item.unit_count),
    retailPrice: item.retail_price === null ? '' : String(item.retail_price),
    description: item.description ?? '',
    image: item.image ?? '',
    categoryId: item.category?.id ?? null,
    subcategoryId: item.subcategory?.id ?? null,
    tags: item.tags.map((tag) => tag.id),
    available: item.status === 'active',
    storeItemId: item.store_item_id,
    parentItemId: item.parent_item_id,
  };
}

export type GlobalItemField = 'name' | 'upc' | 'unitCount' | 'retailPrice';
export type GlobalItemFieldError = 'required' | 'upc' | 'unit_count' | 'price';

const UPC = new RegExp(UPC_PATTERN);
const PRICE = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** Field errors that would make the server refuse the body; an empty object when there are none. */
export function validateGlobalItem(values: GlobalItemFormValues): Partial<Record<GlobalItemField, GlobalItemFieldError>> {
  const errors: Partial<Record<GlobalItemField, GlobalItemFieldError>> = {};
  if (!values.name.trim()) errors.name = 'required';
  const upc = values.upc.trim();
  if (upc && !UPC.test(upc)) errors.upc = 'upc';
  const unitCount = values.unitCount.trim();
  if (unitCount && (!WHOLE.test(unitCount) || Number(unitCount) < 1 || Number(unitCount) > 100_000)) errors.unitCount = 'unit_count';
  const price = values.retailPrice.trim();
  if (price && !PRICE.test(price)) errors.retailPrice = 'price';
  return errors;
}

const nonEmpty = (text: string): string | undefined => text.trim() || undefined;

/**
 * The fields both calls share. Empty name, size, unit count, image, description, category,
 * subcategory, store_item_id and linked parent are left out; upc is null when empty; status is
 * active when the item is available.
 */
function commonFields(values: GlobalItemFormValues) {
  const unitCount = nonEmpty(values.unitCount);
  const price = nonEmpty(values.retailPrice);
  const description = nonEmpty(values.description);
  return {
    name: nonEmpty(values.name),
    status: values.available ? ('active' as const) : ('inactive' as const),
    upc: nonEmpty(values.upc) ?? null,
    retail_price: price === undefined ? null : Number(price),
    size: nonEmpty(values.size),
    unit_count: unitCount === undefined ? undefined : Number(unitCount),
    image: nonEmpty(values.image),
    description: description === undefined ? undefined : truncateDescription(description),
    category: values.categoryId ?? undefined,
    subcategory: values.subcategoryId ?? undefined,
    store_item_id: values.storeItemId ?? undefined,
    parent_item_id: values.parentItemId ?? undefined,
  };
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** POST body; tags only when some are chosen; company_id for internal users creating in a company. */
export function createBody(values: GlobalItemFormValues, companyId: number | null): GlobalItemCreateBody {
  const { name, ...rest } = commonFields(values);
  return definedOnly({
    name: name ?? '',
    ...rest,
    tags: values.tags.length ? [...values.tags] : undefined,
    company_id: companyId ?? undefined,
  });
}

/** PATCH body: never tags (they are set on create only). */
export function updateBody(values: GlobalItemFormValues): GlobalItemUpdateBody {
  return definedOnly(commonFields(values));
}

/** Name, size, upc and category are what a complete catalogue item needs. */
export function missingRequiredFields(values: GlobalItemFormValues): boolean {
  return !values.name.trim() || !values.size.trim() || !values.upc.trim() || values.categoryId === null;
}

/**
 * The update button is disabled when name, size, upc or category is missing, or when the form
 * still equals the stored item (nothing would change).
 */
export function isUpdateDisabled(values: GlobalItemFormValues, stored: GlobalItemFormValues): boolean {
  if (missingRequiredFields(values)) return true;
  return JSON.stringify(updateBody(values)) === JSON.stringify(updateBody(stored));
}
