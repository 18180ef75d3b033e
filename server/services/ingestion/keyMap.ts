import type { RowKey } from './rowValidation.ts';

export type KeyKind = RowKey['kind'];

/**
 * Values by kind of key and key value, without building a "kind:value" string per key: an upload of
 * 100,000 rows keeps a few of these for its whole run.
 */
export class KeyMap<V> {
  private readonly maps: Record<KeyKind, Map<string, V>> = { upc: new Map(), external_id: new Map(), name: new Map() };

  get(kind: KeyKind, value: string): V | undefined {
    return this.maps[kind].get(value);
  }

  set(kind: KeyKind, value: string, item: V): void {
    this.maps[kind].set(value, item);
  }
}
