// Modifier groups (spec 001 §3 "Modifier group", §4, §5): a declared resource on react-admin's simple REST
// conventions, /api/rest/modifier-groups (server/rest/README.md). The spec gives no calls; field names are
// its §3 fields. An option is a store item of the group's store (store_item_id) or free text.
import { Type, type Static } from 'typebox';
import { Nullable, NullableInteger, NullableString, StringEnum } from './common.ts';

export const MODIFIER_GROUP_KINDS = ['customization', 'variation'] as const;
export type ModifierGroupKindValue = (typeof MODIFIER_GROUP_KINDS)[number];
export const MODIFIER_OPTION_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const ModifierOption = Type.Object({
  id: Type.Integer(),
  store_item_id: NullableInteger,
  name: Type.String(),
  status: Type.String(),
  /** 0-based position: options are listed and offered in this order */
  precedence: Type.Integer(),
  unit_price: Type.Number(),
  total_price: Type.Number(),
  unit_count: NullableInteger,
  size: NullableString,
  image: NullableString,
  description: NullableString,
  default_qty: Type.Integer(),
});
export type ModifierOption = Static<typeof ModifierOption>;

const Money = Type.Number({ minimum: 0, maximum: 99999999 });

export const ModifierOptionInput = Type.Object({
  /** an option of this group keeps its id; any other option is new */
  id: Type.Optional(Type.Integer()),
  store_item_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  status: Type.Optional(StringEnum(MODIFIER_OPTION_STATUSES)),
  unit_price: Type.Optional(Money),
  total_price: Type.Optional(Money),
  unit_count: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  size: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  image: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  default_qty: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type ModifierOptionInput = Static<typeof ModifierOptionInput>;

/** A store item as the group's screens show it (a linked item, or the item an option offers). */
export const ModifierItemSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Number(),
  image: NullableString,
  active: Type.Boolean(),
  sale_state: Type.String(),
});
export type ModifierItemSummary = Static<typeof ModifierItemSummary>;

export const ModifierGroup = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  name: Type.String(),
  description: NullableString,
  min_quantity: Type.Integer(),
  max_quantity: Type.Integer(),
  max_free_options: NullableInteger,
  max_options_qty: NullableInteger,
  /** the id of one of the options */
  default_option: NullableInteger,
  active: Type.Boolean(),
  kind: Type.String(),
  /** the minimum is not 0 (spec §5) */
  required: Type.Boolean(),
  options: Type.Array(ModifierOption),
  /** ids of the store items that offer the group */
  linked_items: Type.Array(Type.Integer()),
  option_count: Type.Integer(),
  linked_count: Type.Integer(),
  /** read-only: the linked store items, by name */
  linked_item_summaries: Type.Array(ModifierItemSummary),
  /** read-only: the store items the options offer (their availability: spec issue 12) */
  option_items: Type.Array(ModifierItemSummary),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type ModifierGroup = Static<typeof ModifierGroup>;

const Quantity = Type.Integer({ minimum: 0, maximum: 1000 });

export const ModifierGroupCreate = Type.Object({
  store_id: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 350 }))),
  min_quantity: Type.Optional(Quantity),
  max_quantity: Type.Optional(Quantity),
  max_free_options: Type.Optional(Nullable(Quantity)),
  max_options_qty: Type.Optional(Nullable(Quantity)),
  default_option: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  active: Type.Optional(Type.Boolean()),
  kind: Type.Optional(StringEnum(MODIFIER_GROUP_KINDS)),
  options: Type.Optional(Type.Array(ModifierOptionInput, { maxItems: 200 })),
  linked_items: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 5000 })),
});
export type ModifierGroupCreate = Static<typeof ModifierGroupCreate>;
