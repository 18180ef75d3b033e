import { KeyMap, type KeyKind } from './keyMap.ts';
import type { RowKey, RowValues } from './rowValidation.ts';

/** A valid row waiting in its batch (its fields are not kept: a row that fails later is read again for its report). */
export interface GoodRow {
  line: number;
  key: RowKey;
  values: RowValues;
}

/** A store item as the batch lookup reads it (existing items the batch's rows may match). */
export interface Existing extends Record<string, unknown> {
  id: number;
  name: string;
  lname: string;
  upc: string | null;
  external_id: string | null;
  price: string;
  size: string | null;
  unit_count: number | null;
  description: string | null;
  category_id: number | null;
  sub_category_id: number | null;
  quantity: number;
  active: boolean;
  sale_state: string;
}

/** The full record written for a row: what the row says, else what the item has (create: defaults). */
export interface ItemRecord {
  id?: number;
  name: string;
  upc: string | null;
  price: number;
  size: string | null;
  unit_count: number | null;
  description: string | null;
  category_id: number | null;
  sub_category_id: number | null;
  quantity: number;
  active: boolean;
  external_id: string | null;
  sale_state: string;
}

/** Items to create and items to change, written together. */
export interface ItemWrites {
  inserts: ItemRecord[];
  updates: ItemRecord[];
}

export interface BatchPlan extends ItemWrites {
  unchanged: number;
  /** rows that would write an item another row of the file already writes */
  failed: { row: GoodRow; reason: string }[];
}

const pick = <T>(given: T | undefined, current: T) => (given === undefined ? current : given);
const cents = (value: number | string) => Math.round(Number(value) * 100);

function merged(values: RowValues, current: Existing | undefined): ItemRecord {
  const quantity = pick(values.quantity, current?.quantity ?? 1);
  let saleState = current?.sale_state ?? (quantity === 0 ? 'out_of_stock' : 'for_sale');
  if (current && quantity !== current.quantity) {
    if (quantity === 0) saleState = 'out_of_stock';
    else if (saleState === 'out_of_stock') saleState = 'for_sale';
  }
  return {
    id: current?.id,
    name: values.name,
    upc: pick(values.upc, current?.upc ?? null),
    price: values.price,
    size: pick(values.size, current?.size ?? null),
    unit_count: pick(values.unit_count, current?.unit_count ?? null),
    description: pick(values.description, current?.description ?? null),
    category_id: pick(values.category_id, current?.category_id ?? null),
    sub_category_id: pick(values.sub_category_id, current?.sub_category_id ?? null),
    quantity,
    active: pick(values.active, current?.active ?? true),
    external_id: pick(values.external_id, current?.external_id ?? null),
    sale_state: saleState,
  };
}

function same(next: ItemRecord, current: Existing): boolean {
  return (
    next.name === current.name &&
    next.upc === current.upc &&
    cents(next.price) === cents(current.price) &&
    next.size === current.size &&
    next.unit_count === current.unit_count &&
    next.description === current.description &&
    next.category_id === current.category_id &&
    next.sub_category_id === current.sub_category_id &&
    next.quantity === current.quantity &&
    next.active === current.active &&
    next.external_id === current.external_id
  );
}

/** The keys a row can find an item by (a missing UPC or external id is no key: "null" is a valid external id). */
function keysOf(item: { upc: string | null; external_id: string | null }, lowerName: () => string): [KeyKind, string][] {
  const keys: [KeyKind, string][] = [['name', lowerName()]];
  if (item.upc !== null) keys.push(['upc', item.upc]);
  if (item.external_id !== null) keys.push(['external_id', item.external_id]);
  return keys;
}

/**
 * Decides, row after row of one upload, what each row does, as if every earlier row were already
 * written: a row matches the item that has its key (UPC, else external id, else lower(name)), creates
 * one when none has, and fails when the item it would write is one an earlier row writes. It remembers
 * the items the upload writes (by id, and by the keys they will have), so the writes of earlier batches
 * may still be running when a later batch is planned: items they change are never matched again by a
 * key they lose, nor missed by a key they gain.
 */
export class UploadPlanner {
  /** ids of existing items a row of this upload writes */
  private readonly claimedIds = new Set<number>();
  /**
   * Keys of the items this upload writes, as they will be, with the line that writes each: only the kinds
   * rows of this file find items by, and not a row's own key (a second row with it is refused earlier as
   * a duplicate), so a file keyed by UPC alone keeps almost nothing here.
   */
  private readonly claimedKeys = new KeyMap<number>();

  /** `keyKinds`: the kinds of key the file's rows find items by (known from reading it once). */
  constructor(private readonly keyKinds: ReadonlySet<KeyKind>) {}

  /** `existing`: the store's live items having one of the batch's keys, by id. */
  plan(rows: readonly GoodRow[], existing: readonly Existing[]): BatchPlan {
    const byKey = new KeyMap<Existing[]>();
    for (const item of existing) {
      for (const [kind, value] of keysOf(item, () => item.lname)) {
        const list = byKey.get(kind, value);
        if (list) list.push(item);
        else byKey.set(kind, value, [item]);
      }
    }
    const plan: BatchPlan = { inserts: [], updates: [], unchanged: 0, failed: [] };
    for (const row of rows) {
      const { kind, value } = row.key;
      const firstLine = this.claimedKeys.get(kind, value);
      if (firstLine !== undefined) {
        plan.failed.push({ row, reason: `updates the same item as line ${firstLine}` });
        continue;
      }
      // An item an earlier row writes and that still has this key was caught above: one it writes is skipped.
      const current = byKey.get(kind, value)?.find((item) => !this.claimedIds.has(item.id));
      const next = merged(row.values, current);
      this.claim(next, row);
      if (!current) {
        plan.inserts.push(next);
        continue;
      }
      this.claimedIds.add(current.id);
      if (same(next, current)) plan.unchanged++;
      else plan.updates.push(next);
    }
    return plan;
  }

  private claim(next: ItemRecord, row: GoodRow): void {
    for (const [kind, value] of keysOf(next, () => (this.keyKinds.has('name') ? next.name.toLowerCase() : ''))) {
      if (!this.keyKinds.has(kind) || (kind === row.key.kind && value === row.key.value)) continue;
      if (this.claimedKeys.get(kind, value) === undefined) this.claimedKeys.set(kind, value, row.line);
    }
  }
}
