// GET /stores/{id}/menu (spec 001 section 7): every menu of a store, "All" first, then by name.
import { Type, type Static } from 'typebox';
import { NullableString } from './common.ts';

export const StoreMenuSummary = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  menu_name: Type.String(),
  /** ACTIVE, or another value (shown as inactive) */
  status: Type.String(),
  is_default: Type.Boolean(),
  external_menu_id: NullableString,
  /** partner sync ids; null or empty: every channel */
  available_channels: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
});
export type StoreMenuSummary = Static<typeof StoreMenuSummary>;
export const StoreMenuListAnswer = Type.Array(StoreMenuSummary);
