import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GLOBAL_ITEM_FILTERS,
  globalItemFilterQuery,
  globalItemListQuery,
  type GlobalItemListFilters,
} from '../../src/domain/globalItemQuery.ts';
import { buildQuery } from '../../src/domain/paging.ts';

const filters = (patch: Partial<GlobalItemListFilters> = {}): GlobalItemListFilters => ({ ...DEFAULT_GLOBAL_ITEM_FILTERS, ...patch });
const queryString = (patch: Partial<GlobalItemListFilters> = {}, page = 1) => buildQuery(globalItemListQuery(filters(patch), page));

describe('global item list query', () => {
  it('opens on available items by name, ascending, with the default price range and offset 0', () => {
    expect(queryString()).toBe('min_price=0&max_price=99999&active=true&order=name&sort_dir=ASC&offset=0');
  });

  it('sends every chosen filter with the spec names, arrays as repeated parameters', () => {
    const query = new URLSearchParams(
      queryString(
        {
          companyId: 7,
          showGlobalItemsContent: true,
          availability: 'unavailable',
          itemOption: 'has_modifiers',
          verification: 'certified',
          categories: [3, 5],
          tags: [11],
          menus: [2, 4],
          minPrice: 1.5,
          maxPrice: 20,
          startDate: '2024-01-01',
          endDate: '2024-02-01T10:00:00',
          search: 'cola',
          incompleteOnly: true,
          outOfStockOnly: true,
          sort: 'price_desc',
        },
        3,
      ),
    );
    expect(Object.fromEntries([...new Set(query.keys())].map((key) => [key, query.getAll(key)]))).toEqual({
      company_id: ['7'],
      has_modifier_groups: ['true'],
      show_global_items_content: ['true'],
      min_price: ['1.5'],
      max_price: ['20'],
      start_date: ['2024-01-01'],
      end_date: ['2024-02-01T10:00:00'],
      menus: ['2', '4'],
      tags: ['11'],
      active: ['false'],
      search_string: ['cola'],
      categories: ['3', '5'],
      out_of_stock: ['true'],
      incomplete: ['true'],
      verification: ['certified'],
      order: ['retail_price'],
      sort_dir: ['DESC'],
      offset: ['40'],
    });
  });

  it('drops empty and unset values: no search, empty arrays, All choices, unticked toggles', () => {
    const query = globalItemFilterQuery(filters({ search: '   ', categories: [], tags: [], verification: 'all', itemOption: 'all' }));
    expect(buildQuery(query)).toBe('min_price=0&max_price=99999&active=true');
    expect(query.search_string).toBeUndefined();
    expect(query.incomplete).toBeUndefined();
  });

  it('strips the leading whitespace of the search text only', () => {
    expect(globalItemFilterQuery(filters({ search: '  diet coke ' })).search_string).toBe('diet coke ');
  });

  it('maps availability to active: All -> all, Available -> true, Unavailable -> false', () => {
    expect(globalItemFilterQuery(filters({ availability: 'all' })).active).toBe('all');
    expect(globalItemFilterQuery(filters({ availability: 'available' })).active).toBe('true');
    expect(globalItemFilterQuery(filters({ availability: 'unavailable' })).active).toBe('false');
  });

  it('maps the item filter options to one field each', () => {
    const fields = (itemOption: GlobalItemListFilters['itemOption']) => {
      const { sell_independently, has_modifier_groups, modifier_item } = globalItemFilterQuery(filters({ itemOption }));
      return { sell_independently, has_modifier_groups, modifier_item };
    };
    expect(fields('all')).toEqual({ sell_independently: undefined, has_modifier_groups: undefined, modifier_item: undefined });
    expect(fields('sold_independently')).toEqual({ sell_independently: true, has_modifier_groups: undefined, modifier_item: undefined });
    expect(fields('not_sold_independently')).toEqual({ sell_independently: false, has_modifier_groups: undefined, modifier_item: undefined });
    expect(fields('has_modifiers')).toEqual({ sell_independently: undefined, has_modifier_groups: true, modifier_item: undefined });
    expect(fields('is_modifier')).toEqual({ sell_independently: undefined, has_modifier_groups: undefined, modifier_item: true });
    expect(buildQuery(globalItemFilterQuery(filters({ itemOption: 'not_sold_independently' })))).toContain('sell_independently=false');
  });

  it('keeps a price of 0 that the user typed', () => {
    expect(globalItemFilterQuery(filters({ minPrice: 0, maxPrice: 0 }))).toMatchObject({ min_price: 0, max_price: 0 });
  });

  it('has every sort choice on an order column the server accepts', () => {
    expect(globalItemListQuery(filters({ sort: 'newest' }), 1)).toMatchObject({ order: 'created_at', sort_dir: 'DESC' });
    expect(globalItemListQuery(filters({ sort: 'name_desc' }), 1)).toMatchObject({ order: 'name', sort_dir: 'DESC' });
    expect(globalItemListQuery(filters({ sort: 'updated' }), 2)).toMatchObject({ order: 'updated_at', sort_dir: 'DESC', offset: 20 });
  });
});
