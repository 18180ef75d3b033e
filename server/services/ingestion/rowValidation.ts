import type { IngestionColumn } from '../../../src/contract/inventory.ts';
import { truncateDescription } from '../../../src/domain/numbers.ts';

/** Values of one CSV row, only for the columns the file has (absent columns are left as they are). */
export interface RowValues {
  name: string;
  price: number;
  upc?: string | null;
  size?: string | null;
  unit_count?: number | null;
  description?: string | null;
  category_id?: number | null;
  sub_category_id?: number | null;
  /** undefined: not given (create: 1; update: unchanged) */
  quantity?: number;
  /** undefined: not given (create: true; update: unchanged) */
  active?: boolean;
  external_id?: string | null;
}

/** How a row finds the item it updates: by UPC, else external id, else lower(name). */
export type RowKey = { kind: 'upc' | 'external_id' | 'name'; value: string };

export interface CategoryLookup {
  /** lower(name) -> id */
  categories: Map<string, number>;
  /** `${categoryId}/${lower(name)}` -> id */
  subCategories: Map<string, number>;
}

export type Checked = { ok: true; values: RowValues; key: RowKey } | { ok: false; reason: string };

const UPC = /^(\d{8}|\d{11,14})$/;
const PRICE = /^\d{1,7}(\.\d{1,2})?$/;
const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n']);

const text = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);

/** Validates one row against the file's columns; the first problem found is the reason. */
export function checkRow(row: Partial<Record<IngestionColumn, string>>, lookup: CategoryLookup): Checked {
  const fail = (reason: string): Checked => ({ ok: false, reason });
  const name = row.name?.trim() ?? '';
  if (!name) return fail('name is required');
  if (name.length > 200) return fail('name must be at most 200 characters');

  const priceText = row.price?.trim() ?? '';
  if (!priceText) return fail('price is required');
  if (!PRICE.test(priceText)) return fail(`price "${priceText}" must be a non-negative number with at most 2 decimals`);
  const values: RowValues = { name, price: Number(priceText) };

  if (row.upc !== undefined) {
    const upc = row.upc.trim();
    if (upc && !UPC.test(upc)) return fail(`upc "${upc}" must be 8 or 11 to 14 digits`);
    values.upc = upc || null;
  }
  if (row.size !== undefined) {
    values.size = text(row.size);
    if ((values.size?.length ?? 0) > 100) return fail('size must be at most 100 characters');
  }
  if (row.unit_count !== undefined) {
    const count = row.unit_count.trim();
    if (count && !/^\d{1,6}$/.test(count)) return fail(`unit_count "${count}" must be a whole number`);
    if (count && Number(count) < 1) return fail('unit_count must be at least 1');
    values.unit_count = count ? Number(count) : null;
  }
  if (row.description !== undefined) {
    const description = text(row.description);
    values.description = description ? truncateDescription(description) : null;
  }
  if (row.external_id !== undefined) {
    values.external_id = text(row.external_id);
    if ((values.external_id?.length ?? 0) > 100) return fail('external_id must be at most 100 characters');
  }
  if (row.quantity !== undefined && row.quantity.trim()) {
    const quantity = row.quantity.trim();
    if (!/^\d{1,7}$/.test(quantity)) return fail(`quantity "${quantity}" must be a whole number, 0 or more`);
    values.quantity = Number(quantity);
  }
  if (row.active !== undefined && row.active.trim()) {
    const active = row.active.trim().toLowerCase();
    if (!TRUE.has(active) && !FALSE.has(active)) return fail(`active "${row.active.trim()}" must be true or false`);
    values.active = TRUE.has(active);
  }

  const category = row.category?.trim();
  const subCategory = row.sub_category?.trim();
  if (row.category !== undefined) {
    values.category_id = null;
    if (category) {
      const id = lookup.categories.get(category.toLowerCase());
      if (id === undefined) return fail(`category "${category}" does not exist`);
      values.category_id = id;
    }
  }
  if (row.sub_category !== undefined) {
    values.sub_category_id = null;
    if (subCategory) {
      if (!values.category_id) return fail('sub_category needs a category');
      const id = lookup.subCategories.get(`${values.category_id}/${subCategory.toLowerCase()}`);
      if (id === undefined) return fail(`sub_category "${subCategory}" does not exist in category "${category}"`);
      values.sub_category_id = id;
    }
  }

  const key: RowKey = values.upc
    ? { kind: 'upc', value: values.upc }
    : values.external_id
      ? { kind: 'external_id', value: values.external_id }
      : { kind: 'name', value: name.toLowerCase() };
  return { ok: true, values, key };
}
