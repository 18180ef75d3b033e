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
} from 'drizzle-orm/pg-core';
import { storeItems } from './catalogue.ts';
import { createdAt, deletedAt, updatedAt } from './common.ts';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('menus_store_name').on(t.storeId, t.menuName)],
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

export const menuItems = pgTable(
  'menu_items',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    storeItemId: integer('store_item_id')
      .notNull()
      .references(() => storeItems.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
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

export const RULE_OPERATORS = ['equal', 'not_equal', 'contains', 'not_contains'] as const;

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
    operator: text('operator').$type<(typeof RULE_OPERATORS)[number]>().notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('modifier_groups_store_name').on(t.storeId, t.name)],
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
