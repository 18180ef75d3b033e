/**
 * The payload of each kind of job, by kind. A handler file's kind is listed here; tests add theirs by
 * declaration merging (`declare module '.../server/jobs/kinds.ts'`).
 */
export interface JobPayloads {
  /** push a store's menu to one partner; the menu_sync_status row follows it (server/jobs/handlers/menuPush.ts) */
  'menu-push': { syncId: number; storeId: number; partnerId: number };
  /** match a store's changed items (all: every item) against the catalogue (server/jobs/handlers/itemMatching.ts) */
  'item-matching': { storeId: number; all?: boolean };
}

export type JobKind = keyof JobPayloads & string;
