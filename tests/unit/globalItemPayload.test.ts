import { describe, expect, it } from 'vitest';
import type { GlobalItem } from '../../src/contract/catalogue.ts';
import {
  EMPTY_GLOBAL_ITEM_FORM,
  createBody,
  formValuesOf,
  isUpdateDisabled,
  updateBody,
  validateGlobalItem,
  type GlobalItemFormValues,
} from '../../src/domain/globalItemPayload.ts';

const form = (patch: Partial<GlobalItemFormValues> = {}): GlobalItemFormValues => ({ ...EMPTY_GLOBAL_ITEM_FORM, ...patch });

const complete = form({ name: 'Cola 12 oz', size: '12 oz', upc: '012345678905', categoryId: 1 });

const stored: GlobalItem = {
  id: 5,
  name: 'Cola 12 oz',
  status: 'active',
  upc: '012345678905',
  retail_price: 1.49,
  images: ['/api/uploads/a.png'],
  image: '/api/uploads/a.png',
  description: 'Fizzy',
  category: { id: 1, name: 'Beverages' },
  subcategory: { id: 2, name: 'Soda' },
  size: '12 oz',
  unit_count: 1,
  tags: [{ id: 9, name: 'New' }],
  store_item_id: null,
  parent_item_id: 3,
  company_id: 7,
  company_name: 'Corner Market',
  verification: 'certified',
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
};

describe('global item create and update bodies', () => {
  it('leaves out empty fields, sends upc null and status from availability', () => {
    const values = form({ name: ' Cola ', available: false });
    expect(createBody(values, null)).toEqual({ name: 'Cola', status: 'inactive', upc: null, retail_price: null });
    expect(updateBody(values)).toEqual({ name: 'Cola', status: 'inactive', upc: null, retail_price: null });
  });

  it('sends filled fields with their wire names and types', () => {
    const values = form({
      name: 'Cola',
      upc: ' 012345678905 ',
      size: '12 oz',
      unitCount: '6',
      retailPrice: '4.99',
      description: 'Fizzy',
      image: '/api/uploads/a.png',
      categoryId: 1,
      subcategoryId: 2,
      storeItemId: 40,
      parentItemId: 3,
    });
    expect(updateBody(values)).toEqual({
      name: 'Cola',
      status: 'active',
      upc: '012345678905',
      retail_price: 4.99,
      size: '12 oz',
      unit_count: 6,
      image: '/api/uploads/a.png',
      description: 'Fizzy',
      category: 1,
      subcategory: 2,
      store_item_id: 40,
      parent_item_id: 3,
    });
  });

  it('sends tags on create only, and only when some are chosen', () => {
    expect(createBody(form({ name: 'Cola', tags: [4, 9] }), null).tags).toEqual([4, 9]);
    expect(createBody(form({ name: 'Cola', tags: [] }), null)).not.toHaveProperty('tags');
    expect(updateBody(form({ name: 'Cola', tags: [4, 9] }))).not.toHaveProperty('tags');
  });

  it('adds company_id on create when the item belongs to a company', () => {
    expect(createBody(form({ name: 'Cola' }), 7).company_id).toBe(7);
    expect(createBody(form({ name: 'Cola' }), null)).not.toHaveProperty('company_id');
  });

  it('cuts the description to 350 characters', () => {
    const body = updateBody(form({ name: 'Cola', description: 'x'.repeat(400) }));
    expect(body.description).toHaveLength(350);
  });

  it('fills the form from a stored item and gives back the same fields', () => {
    const values = formValuesOf(stored);
    expect(values).toMatchObject({ retailPrice: '1.49', unitCount: '1', categoryId: 1, subcategoryId: 2, tags: [9], available: true, parentItemId: 3 });
    expect(updateBody(values)).toMatchObject({ retail_price: 1.49, upc: '012345678905', image: '/api/uploads/a.png', parent_item_id: 3 });
  });
});

describe('global item form rules', () => {
  it('disables the update when name, size, upc or category is missing', () => {
    const before = form();
    expect(isUpdateDisabled({ ...complete, name: ' ' }, before)).toBe(true);
    expect(isUpdateDisabled({ ...complete, size: '' }, before)).toBe(true);
    expect(isUpdateDisabled({ ...complete, upc: '' }, before)).toBe(true);
    expect(isUpdateDisabled({ ...complete, categoryId: null }, before)).toBe(true);
    expect(isUpdateDisabled(complete, before)).toBe(false);
  });

  it('disables the update while the form equals the stored item', () => {
    const values = formValuesOf(stored);
    expect(isUpdateDisabled(values, values)).toBe(true);
    expect(isUpdateDisabled({ ...values, retailPrice: '1.59' }, values)).toBe(false);
  });

  it('reports a bad UPC, unit count or price, and a missing name', () => {
    expect(validateGlobalItem(form({ name: '', upc: '12345', unitCount: '0', retailPrice: '1.999' }))).toEqual({
      name: 'required',
      upc: 'upc',
      unitCount: 'unit_count',
      retailPrice: 'price',
    });
    expect(validateGlobalItem(complete)).toEqual({});
    expect(validateGlobalItem(form({ name: 'x', upc: '01234567', unitCount: '12', retailPrice: '0.5' }))).toEqual({});
  });
});
