// Menus (spec 001 §3 "Menu", "Menu hours", "Menu rule"; §7 "Menus"), under /stores/{id}/menu. Field names
// are the spec's (snake_case, createdAt/updatedAt/deletedAt as §3 shows them). Where the spec gives no body,
// the shapes below are ours, in the style of the neighbouring calls; the two calls the spec does not list
// (the menu's items, the rules preview) are marked so.
import { Type, type Static } from 'typebox';
import { RULE_OPERATORS, RULE_SUBJECTS, RULE_TYPES } from '../domain/menuRules.ts';
import { NullableInteger, NullableString, StringEnum } from './common.ts';

export const MENU_STATUS_VALUES = ['ACTIVE', 'INACTIVE'] as const;
/** ACTIVE, or INACTIVE (spec §3: "ACTIVE, or other; shown as active or inactive") */
export const MenuStatus = StringEnum(MENU_STATUS_VALUES);

const TIME = '^([01][0-9]|2[0-3]):[0-5][0-9](:00)?$';
/** "HH:mm" (or "HH:mm:ss" as PostgreSQL answers); half-hour steps 00:00-23:30, and 23:59 to close at midnight */
const Time = Type.String({ pattern: TIME });

/** One menu hours entry (spec §3): day_of_week 0-6, Monday first; answers give times as "HH:mm". */
export const MenuHour = Type.Object({
  id: Type.Integer(),
  menu_id: Type.Integer(),
  open_time: Type.String(),
  close_time: Type.String(),
  day_of_week: Type.Integer(),
  is_closed: Type.Boolean(),
  deletedAt: NullableString,
});
export type MenuHour = Static<typeof MenuHour>;

export const Menu = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  menu_name: Type.String(),
  status: Type.String(),
  /** items on the menu */
  menu_item_count: Type.Integer(),
  /** of those, the items sold independently (what shows as a product on the channels) */
  store_item_count: Type.Integer(),
  /** distinct categories of the items on the menu */
  unique_category_count: Type.Integer(),
  /** store items that are options of the live modifier groups the menu's items offer (they travel with the menu) */
  modifier_item_count: Type.Integer(),
  /** sorted by day, then open time */
  menu_hours: Type.Array(MenuHour),
  is_default: Type.Boolean(),
  external_menu_id: NullableString,
  /** partner ids (the partners directory, GET /stores/dsps); null or empty: every channel (spec §4) */
  available_channels: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  deletedAt: NullableString,
});
export type Menu = Static<typeof Menu>;

export const MenuParams = Type.Object({ id: Type.Integer({ minimum: 1 }), menuId: Type.Integer({ minimum: 1 }) });

// GET /stores/{id}/menu/list?search_string&status&limit&offset (blank filters dropped by the client)
export const MenuListQuery = Type.Object({
  /** menu name contains, ignoring case */
  search_string: Type.Optional(Type.String({ maxLength: 120 })),
  status: Type.Optional(MenuStatus),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type MenuListQuery = Static<typeof MenuListQuery>;
export const MenuListAnswer = Type.Object({
  /** menus matching the filters (for paging) */
  total_menu_count: Type.Integer(),
  /** live items of the store */
  total_store_item_count: Type.Integer(),
  /** a menu named "All" first, then by name */
  menus: Type.Array(Menu),
});
export type MenuListAnswer = Static<typeof MenuListAnswer>;

// GET /stores/{id}/menu/{menuId}
export const MenuDetailsAnswer = Type.Object({ total_store_item_count: Type.Integer(), menu: Menu });
export type MenuDetailsAnswer = Static<typeof MenuDetailsAnswer>;

/** An hours entry as sent: PUT keeps the id of an entry of the menu; entries not sent are deleted. */
export const MenuHourInput = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  open_time: Time,
  close_time: Time,
  day_of_week: Type.Integer({ minimum: 0, maximum: 6 }),
  is_closed: Type.Optional(Type.Boolean({ default: false })),
});
export type MenuHourInput = Static<typeof MenuHourInput>;

const MenuFields = {
  /** trimmed; not empty */
  menu_name: Type.String({ minLength: 1, maxLength: 120 }),
  status: MenuStatus,
  /** making a menu default clears the store's other default */
  is_default: Type.Boolean(),
  available_channels: Type.Union([Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20, uniqueItems: true }), Type.Null()]),
  /** the whole week: several slots a day, not overlapping, close after open */
  menu_hours: Type.Array(MenuHourInput, { maxItems: 70 }),
};

// POST /stores/{id}/menu/ -> 201 Menu
export const MenuCreateBody = Type.Object({
  menu_name: MenuFields.menu_name,
  status: Type.Optional(StringEnum(MENU_STATUS_VALUES, { default: 'ACTIVE' })),
  is_default: Type.Optional(MenuFields.is_default),
  available_channels: Type.Optional(MenuFields.available_channels),
  menu_hours: Type.Optional(MenuFields.menu_hours),
});
export type MenuCreateBody = Static<typeof MenuCreateBody>;

// PUT /stores/{id}/menu?menu_id= -> Menu. Fields left out keep their value; menu_hours, when sent, replaces the week.
export const MenuUpdateQuery = Type.Object({ menu_id: Type.Integer({ minimum: 1 }) });
export const MenuUpdateBody = Type.Object({
  menu_name: Type.Optional(MenuFields.menu_name),
  status: Type.Optional(MenuFields.status),
  is_default: Type.Optional(MenuFields.is_default),
  available_channels: Type.Optional(MenuFields.available_channels),
  menu_hours: Type.Optional(MenuFields.menu_hours),
});
export type MenuUpdateBody = Static<typeof MenuUpdateBody>;

// GET /stores/{id}/menu/timing?menu_ids=1&menu_ids=2 (repeated parameter)
export const MenuTimingQuery = Type.Object({ menu_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }) });
export const MenuTiming = Type.Object({ menu_id: Type.Integer(), menu_name: Type.String(), status: Type.String(), menu_hours: Type.Array(MenuHour) });
export const MenuTimingAnswer = Type.Array(MenuTiming);
export type MenuTimingAnswer = Static<typeof MenuTimingAnswer>;

// Rules: GET and PUT /stores/{id}/menu/{menuId}/rules
export const RuleType = StringEnum(RULE_TYPES);
export const RuleSubject = StringEnum(RULE_SUBJECTS);
export const RuleOperator = StringEnum(RULE_OPERATORS);

export const MenuRuleBlockAnswer = Type.Object({
  id: Type.Integer(),
  menu_id: Type.Integer(),
  menu_rule_id: Type.Integer(),
  /** the block's position in its rule, from 1 */
  operation_id: NullableInteger,
  subject: Type.String(),
  operator: Type.String(),
  values: Type.Array(Type.String()),
  is_delete: Type.Boolean(),
});
export const MenuRuleAnswer = Type.Object({
  id: Type.Integer(),
  menu_id: Type.Integer(),
  type: RuleType,
  is_delete: Type.Boolean(),
  blocks: Type.Array(MenuRuleBlockAnswer),
});
export type MenuRuleAnswer = Static<typeof MenuRuleAnswer>;
export const MenuRulesAnswer = Type.Object({ data: Type.Array(MenuRuleAnswer) });
export type MenuRulesAnswer = Static<typeof MenuRulesAnswer>;

/**
 * A block as sent. Subjects and the values each takes (README, "Menu rules"): category, sub_category, tag,
 * name, upc, size (text, ignoring case; every operator), price (dollars such as 4.99; equal, not_equal),
 * sell_independently and has_modifiers ("true" or "false"; equal, not_equal).
 */
export const MenuRuleBlockInput = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  operation_id: Type.Optional(Type.Integer({ minimum: 1 })),
  subject: RuleSubject,
  operator: RuleOperator,
  /** alternatives: the block holds when any of them matches (not_…: when none does) */
  values: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }),
  is_delete: Type.Optional(Type.Boolean()),
});
/** A rule as sent: its blocks must all hold. Ids of the menu's rules and blocks are kept. */
export const MenuRuleInput = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  type: RuleType,
  /** true: not part of the menu's rules (what the browser sends for a rule it deleted) */
  is_delete: Type.Optional(Type.Boolean()),
  blocks: Type.Array(MenuRuleBlockInput, { maxItems: 20 }),
});
export type MenuRuleInputBody = Static<typeof MenuRuleInput>;
/** PUT body: the menu's rules afterwards, all of them (concurrent PUTs: the last one wins whole). */
export const MenuRulesBody = Type.Array(MenuRuleInput, { maxItems: 50 });
export type MenuRulesBody = Static<typeof MenuRulesBody>;
export const MenuRulesSaveAnswer = Type.Object({ data: Type.Array(MenuRuleAnswer), menu: Menu });
export type MenuRulesSaveAnswer = Static<typeof MenuRulesSaveAnswer>;

/** An item as the menu screens list it. */
export const MenuItemSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  upc: NullableString,
  size: NullableString,
  price: Type.Number(),
  /** the first image */
  image: NullableString,
  category: NullableString,
  sub_category: NullableString,
  sale_state: Type.String(),
  /** the item's own availability */
  active: Type.Boolean(),
  sell_independently: Type.Boolean(),
});
export type MenuItemSummary = Static<typeof MenuItemSummary>;

// Not in the spec: GET /stores/{id}/menu/{menuId}/items?search_string&offset&limit&active
export const MenuItemsQuery = Type.Object({
  /** name contains (ignoring case), or the exact UPC */
  search_string: Type.Optional(Type.String({ maxLength: 100 })),
  /** true (default): the items on the menu; false: the items kept off it (by hand, or by a remove rule) */
  active: Type.Optional(Type.Boolean({ default: true })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type MenuItemsQuery = Static<typeof MenuItemsQuery>;
export const MenuItemRow = Type.Object({
  ...MenuItemSummary.properties,
  /** on the menu */
  on_menu: Type.Boolean(),
  /** the decision taken by hand: added, removed or none */
  hand: Type.Union([StringEnum(['added', 'removed']), Type.Null()]),
  /** an add rule matches the item */
  rule_added: Type.Boolean(),
  /** a remove rule matches the item */
  rule_removed: Type.Boolean(),
});
export type MenuItemRow = Static<typeof MenuItemRow>;
export const MenuItemsAnswer = Type.Object({ count: Type.Integer(), items: Type.Array(MenuItemRow) });
export type MenuItemsAnswer = Static<typeof MenuItemsAnswer>;

// POST /stores/{id}/menu/items?active={bool} and DELETE /stores/{id}/menu/menu-item
/**
 * POST active=true: put the items on the menu by hand (a remove rule still keeps one off); active=false:
 * keep them off the menu by hand, whatever the rules say. DELETE: take them off the menu (kept off by
 * hand where an add rule would put them back).
 */
export const MenuItemsBody = Type.Object({
  menu_id: Type.Integer({ minimum: 1 }),
  store_item_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 5000 }),
});
export type MenuItemsBody = Static<typeof MenuItemsBody>;
export const MenuItemsAddQuery = Type.Object({ active: Type.Boolean() });
export const MenuItemsChangeAnswer = Type.Object({
  /** rows of the menu's membership that changed */
  updated: Type.Integer(),
  /** items on the menu afterwards */
  menu_item_count: Type.Integer(),
});
export type MenuItemsChangeAnswer = Static<typeof MenuItemsChangeAnswer>;

// Not in the spec: POST /stores/{id}/menu/{menuId}/rules/preview and POST /stores/{id}/menu/rules/preview
// (a menu not saved yet), with the rules as the PUT sends them.
export const RULES_PREVIEW_ITEMS = 20;
export const RULES_PREVIEW_EXAMPLES = 5;
export const MenuRulesPreviewAnswer = Type.Object({
  /** items the menu would hold with these rules (the decisions taken by hand included) */
  menu_item_count: Type.Integer(),
  /** the first 20 of them by name */
  items: Type.Array(MenuItemSummary),
  /** items that would join the menu, against what it holds now */
  added_count: Type.Integer(),
  /** items that would leave it */
  removed_count: Type.Integer(),
  /** a few of each, by name */
  added: Type.Array(MenuItemSummary),
  removed: Type.Array(MenuItemSummary),
});
export type MenuRulesPreviewAnswer = Static<typeof MenuRulesPreviewAnswer>;
