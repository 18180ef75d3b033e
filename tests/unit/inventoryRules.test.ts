import { describe, expect, it } from 'vitest';
import { INGESTION_COLUMNS } from '../../src/contract/inventory.ts';
import { attachmentName } from '../../src/providers/fileDownload.ts';
import { failedRowsCsv, templateCsv } from '../../src/resources/stores/inventory/csvText.ts';
import { DEFAULT_FILTERS, DEFAULT_SORT, inventoryFilters, inventoryListQuery } from '../../src/providers/data/inventoryFilters.ts';
import { createBody, EMPTY_STORE_ITEM, validateStoreItem } from '../../src/resources/stores/inventory/storeItemPayload.ts';

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

  it('validates name, price, UPC and unit count', () => {
    expect(validateStoreItem({ ...EMPTY_STORE_ITEM, price: '1.234', upc: '123', unitCount: '0' })).toEqual({
      name: 'lsm.inventory.form.errors.name_required',
      price: 'lsm.inventory.form.errors.price_format',
      upc: 'lsm.inventory.form.errors.upc_format',
      unitCount: 'lsm.inventory.form.errors.unit_count_format',
    });
    expect(validateStoreItem({ ...EMPTY_STORE_ITEM, name: 'A', price: '999999.99', upc: '01234567', unitCount: '6' })).toEqual({});
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
