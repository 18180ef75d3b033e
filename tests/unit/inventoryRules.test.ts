import { describe, expect, it } from 'vitest';
import { INGESTION_COLUMNS } from '../../src/contract/inventory.ts';
import { attachmentName } from '../../src/providers/fileDownload.ts';
import { failedRowsCsv, templateCsv } from '../../src/resources/stores/inventory/csvText.ts';
import { DEFAULT_FILTERS, DEFAULT_SORT, inventoryFilters, inventoryListQuery } from '../../src/providers/data/inventoryFilters.ts';
import { createBody, EMPTY_STORE_ITEM, formValuesOf } from '../../src/resources/stores/inventory/storeItemPayload.ts';
import { storeItemValidator } from '../../src/resources/stores/inventory/storeItemValidation.ts';
import type { StoreItem } from '../../src/contract/inventory.ts';

describe('store item create body', () => {
  it('sends whole cents without float error and leaves empty fields out', () => {
    const body = createBody({ ...EMPTY_STORE_ITEM, name: ' Soda ', price: '19.99', upc: '  ' });
    expect(body).toEqual({ name: 'Soda', price: 1999, quantity: 1, active: true, upc: null, sell_independently: true, is_restricted: false });
    expect(createBody({ ...EMPTY_STORE_ITEM, name: 'A', price: '0.29' }).price).toBe(29);
    expect(createBody({ ...EMPTY_STORE_ITEM, name: 'A', price: '1.1' }).price).toBe(110);
  });

  it('cuts the description to 350 characters without splitting an emoji', () => {
    const body = createBody({ ...EMPTY_STORE_ITEM, name: 'A', price: '1', description: `${'a'.repeat(349)}😀😀` });
    expect(body.description).toBe(`${'a'.repeat(349)}😀`);
  });

  it('refuses name, price, UPC and unit count field by field, from the create contract and the rules it cannot express', () => {
    const validate = storeItemValidator(null);
    expect(validate({ ...EMPTY_STORE_ITEM, name: '  ', price: '1.234', upc: '123', unitCount: 0, size: 's'.repeat(101) })).toEqual({
      name: 'ra.validation.required',
      price: 'lsm.inventory.form.errors.price_format',
      upc: 'lsm.inventory.form.errors.upc_format',
      unitCount: { message: 'lsm.forms.validation.too_small', args: { min: 1 } },
      size: { message: 'lsm.forms.validation.too_long', args: { max: 100 } },
    });
    expect(validate({ ...EMPTY_STORE_ITEM, name: 'A', price: '', unitCount: 1.5 })).toEqual({
      price: 'ra.validation.required',
      unitCount: 'lsm.inventory.form.errors.unit_count_format',
    });
    // beyond the contract's 99999999 cents
    expect(validate({ ...EMPTY_STORE_ITEM, name: 'A', price: '1000000' })).toEqual({ price: 'lsm.inventory.form.errors.price_format' });
    expect(validate({ ...EMPTY_STORE_ITEM, name: 'A', price: '999999.99', upc: '01234567', unitCount: 6, description: 'd'.repeat(6000) })).toEqual({});
  });

  it('leaves alone on update what an item not sold independently does not send', () => {
    const item: StoreItem = {
      id: 7, store_id: 31, name: 'Cold Brew', upc: null, size: '12 oz', unit_count: 1, description: null, price: 4.5, quantity: 3,
      active: true, sell_independently: true, images: [], category: { id: 5, name: 'Beverages' }, sub_category: null, item_id: null,
      is_reviewed: false, is_editable: true, is_restricted: false, external_id: null, sale_state: 'for_sale', doordash_added: false,
      ubereats_added: false, grubhub_added: false, modifier_groups: [], menus: [{ id: 9, name: 'All Day' }],
      created_at: '2024-03-05T10:00:00.000Z', updated_at: '2024-03-05T10:00:00.000Z',
    };
    const validate = storeItemValidator(item);
    const values = { ...formValuesOf(item), unitCount: 1.5, size: 's'.repeat(101), menuIds: [9, 9] };
    expect(validate({ ...values, sellIndependently: false })).toEqual({});
    expect(validate(values)).toEqual({
      unitCount: 'lsm.inventory.form.errors.unit_count_format',
      size: { message: 'lsm.forms.validation.too_long', args: { max: 100 } },
      menuIds: 'lsm.forms.validation.duplicates',
    });
  });
});

describe('inventory list query', () => {
  it('sends the default price range and the first page, sorted by name', () => {
    expect(inventoryListQuery(DEFAULT_FILTERS, 1, DEFAULT_SORT)).toEqual({
      min_price: 0,
      max_price: 99999,
      order: 'name',
      sort_dir: 'ASC',
      offset: 0,
      limit: 20,
    });
  });

  it('maps each item filter option to its query field', () => {
    expect(inventoryFilters({ ...DEFAULT_FILTERS, itemType: 'sold_independently' })).toMatchObject({ sell_independently: true });
    expect(inventoryFilters({ ...DEFAULT_FILTERS, itemType: 'not_sold_independently' })).toMatchObject({ sell_independently: false });
    expect(inventoryFilters({ ...DEFAULT_FILTERS, itemType: 'has_modifiers' })).toMatchObject({ has_modifier_groups: true });
    expect(inventoryFilters({ ...DEFAULT_FILTERS, itemType: 'is_modifier' })).toMatchObject({ modifier_item: true });
    expect(inventoryFilters({ ...DEFAULT_FILTERS, minPrice: '-3', maxPrice: 'abc' })).toMatchObject({ min_price: 0, max_price: 99999 });
    expect(inventoryFilters({ ...DEFAULT_FILTERS, search: '  tea ' }).search_string).toBe('tea ');
  });
});

describe('CSV files written in the browser', () => {
  it('lists failed rows with line, reason and the row cells in upload column order, quoting where needed', () => {
    const csv = failedRowsCsv([
      { line: 7, reason: 'price "x" is bad', row: { price: 'x', name: 'A, B' } },
      { line: 9, reason: 'name is required', row: { name: '', upc: '123' } },
    ]);
    expect(csv).toBe('line,reason,name,upc,price\r\n7,"price ""x"" is bad","A, B",,x\r\n9,name is required,,123,\r\n');
  });

  it('offers a template with every upload column', () => {
    const [header, example] = templateCsv().split('\r\n');
    expect(header).toBe(INGESTION_COLUMNS.join(','));
    expect(example.split(',')).toHaveLength(INGESTION_COLUMNS.length);
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(attachmentName('attachment; filename="Corner_Market_items.csv"')).toBe('Corner_Market_items.csv');
    expect(attachmentName("attachment; filename*=UTF-8''caf%C3%A9.csv; filename=\"cafe.csv\"")).toBe('café.csv');
    expect(attachmentName('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(attachmentName(null)).toBeNull();
  });
});
