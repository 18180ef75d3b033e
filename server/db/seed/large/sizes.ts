// How many rows of each kind a given --scale produces.

export interface Sizes {
  companies: number;
  stores: number;
  employees: number;
  globalItems: number;
  /** store items of the designated store "Scale Store 1" of company 1 */
  bigStoreItems: number;
  /** store items of every other store */
  itemsPerStore: number;
  /** share of all global items that belong to company 1 (it must cover the big store) */
  firstCompanyShare: number;
}

export function sizesFor(scale: number): Sizes {
  const at = (full: number, min: number) => Math.max(min, Math.round(full * scale));
  return {
    companies: at(100, 2),
    stores: at(10_000, 20),
    employees: at(5_000, 20),
    globalItems: at(1_000_000, 2_000),
    bigStoreItems: at(100_000, 500),
    itemsPerStore: 20,
    firstCompanyShare: 0.15,
  };
}
