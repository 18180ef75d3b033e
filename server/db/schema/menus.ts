import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { HandDecision, RuleOperator } from '../../../src/domain/menuRules.ts';
import { storeItems } from './catalogue.ts';
import { createdAt, deletedAt, SEARCHED_OFTEN, updatedAt } from './common.ts';
import { stores } from './stores.ts';

export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    menuName: text('menu_name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    isDefault: boolean('is_default').notNull().default(false),
    externalMenuId: text('external_menu_id'),
    /** Partner sync ids; null or empty means every channel. */
    availableChannels: integer('available_channels').array(),
    // The counts of spec 001 §3, kept here so a store's menu list reads 20 rows and not every member of
    // every menu. Writers set counts_stale; the next read of the menu recounts (server/services/menus/counts.ts).
    menuItemCount: integer('menu_item_count').notNull().default(0),
    storeItemCount: integer('store_item_count').notNull().default(0),
    uniqueCategoryCount: integer('unique_category_count').notNull().default(0),
    modifierItemCount: integer('modifier_item_count').notNull().default(0),
    countsStale: boolean('counts_stale').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('menus_store_name').on(t.storeId, t.menuName),
    // One default menu per store.
    uniqueIndex('menus_one_default_per_store').on(t.storeId).where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

export const menuHours = pgTable(
  'menu_hours',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    openTime: time('open_time').notNull(),
    closeTime: time('close_time').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    deletedAt: deletedAt(),
  },
  (t) => [index('menu_hours_menu_day').on(t.menuId, t.dayOfWeek)],
);

/**
 * The number of live items of a store, as the menu list answers it (total_store_item_count) without
 * counting 100,000 rows a request: item writers mark it stale, the next menu read recounts it.
 */
export const storeMenuTotals = pgTable('store_menu_totals', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  storeItemCount: integer('store_item_count').notNull().default(0),
  stale: boolean('stale').notNull().default(true),
});

/**
 * The effective membership of each menu, kept current by server/services/menus (rules saved, items
 * written): a row with active = true is on the menu (the channels' menu push reads exactly that).
 * hand is the decision taken by hand ('added', 'removed' or none); rule_added / rule_removed whether an
 * add / a remove rule matches the item. active = (hand added or rule_added) and not rule_removed and not
 * hand removed. A row exists while the item is added by hand, removed by hand or matched by an add rule.
 * The ids are not foreign keys (see menuId and storeItemId).
 */
export const menuItems = pgTable(
  'menu_items',
  {
    // No foreign key: its check per row was 40 % of saving rules that put 50,000 items on a menu (the
    // writers hold the menu's row lock anyway, and check the items they write). Deleting a menu deletes its
    // rows through the trigger menu_items_follow_menus (migration 0009).
    menuId: integer('menu_id').notNull(),
    // No foreign key either (a third of the membership upkeep of a CSV import): store items are soft-deleted
    // and leave their menus through keepMenusCurrent; a hard delete goes through menu_items_follow_store_items.
    storeItemId: integer('store_item_id').notNull(),
    active: boolean('active').notNull().default(true),
    // A plain insert of (menu_id, store_item_id, active) is an item put on the menu by hand.
    hand: text('hand').$type<HandDecision>().default('added'),
    ruleAdded: boolean('rule_added').notNull().default(false),
    ruleRemoved: boolean('rule_removed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.storeItemId] }), index('menu_items_item').on(t.storeItemId)],
);

export const menuRules = pgTable(
  'menu_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    type: text('type').$type<'add' | 'remove'>().notNull(),
    isDelete: boolean('is_delete').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('menu_rules_menu').on(t.menuId)],
);

export const menuRuleBlocks = pgTable(
  'menu_rule_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    menuRuleId: integer('menu_rule_id')
      .notNull()
      .references(() => menuRules.id, { onDelete: 'cascade' }),
    operationId: integer('operation_id'),
    subject: text('subject').notNull(),
    operator: text('operator').$type<RuleOperator>().notNull(),
    values: text('values').array().notNull(),
    isDelete: boolean('is_delete').notNull().default(false),
  },
  (t) => [index('menu_rule_blocks_rule').on(t.menuRuleId)],
);

export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    minQuantity: integer('min_quantity').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull().default(1),
    maxFreeOptions: integer('max_free_options'),
    maxOptionsQty: integer('max_options_qty'),
    defaultOption: integer('default_option'),
    active: boolean('active').notNull().default(true),
    kind: text('kind').$type<'customization' | 'variation'>().notNull().default('customization'),
    /** spec §5: Required when the minimum is not 0; a column so the list can filter on it */
    required: boolean('required')
      .notNull()
      .generatedAlwaysAs(sql`min_quantity <> 0`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('modifier_groups_store_name').on(t.storeId, t.name),
    index('modifier_groups_store_updated').on(t.storeId, t.updatedAt),
    index('modifier_groups_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`).with(SEARCHED_OFTEN),
  ],
);

export const modifierOptions = pgTable(
  'modifier_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    modifierGroupId: integer('modifier_group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    storeItemId: integer('store_item_id').references(() => storeItems.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    precedence: integer('precedence').notNull().default(0),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    totalPrice: numeric('total_price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    unitCount: integer('unit_count'),
    size: text('size'),
    image: text('image'),
    description: text('description'),
    defaultQty: integer('default_qty').notNull().default(0),
  },
  (t) => [index('modifier_options_group').on(t.modifierGroupId, t.precedence)],
);

/** Store items that offer a modifier group ("linked items"). */
export const storeItemModifierGroups = pgTable(
  'store_item_modifier_groups',
  {
    storeItemId: integer('store_item_id')
      .notNull()
      .references(() => storeItems.id, { onDelete: 'cascade' }),
    modifierGroupId: integer('modifier_group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.storeItemId, t.modifierGroupId] }),
    index('store_item_modifier_groups_group').on(t.modifierGroupId),
  ],
);
