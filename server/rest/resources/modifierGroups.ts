// Modifier groups of a store (spec 001 §3-§5; issue 12): options ordered by precedence (a store item of the
// store or free text), the store items that offer the group, computed counts, soft delete. Writes that
// change which items offer a group keep the store's menus current (rules on has_modifiers, modifier counts).
import { sql } from 'drizzle-orm';
import { ModifierGroup, ModifierGroupCreate } from '../../../src/contract/modifierGroups.ts';
import { modifierGroupProblems } from '../../../src/domain/modifiers.ts';
import type { Db } from '../../db/client.ts';
import { modifierGroups, modifierOptions, storeItemModifierGroups, storeItems } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { lockStores } from '../../services/locks.ts';
import { keepMenusCurrent } from '../../services/menus/upkeep.ts';
import { defineRestResource, type WireRecord, type WriteContext } from '../declaration.ts';

const itemSummary = sql`json_build_object('id', si.id, 'name', si.name, 'price', si.price, 'image', si.images[1], 'active', si.active, 'sale_state', si.sale_state)`;

const storeItemsOfTheStore = { id: storeItems.id, tenancy: storeItems.storeId, deletedAt: storeItems.deletedAt, label: 'store items' };

const optionIds = (options: unknown) => ((options ?? []) as WireRecord[]).flatMap((option) => (typeof option.id === 'number' ? [option.id] : []));
const linkedIds = (record: WireRecord | null) => (record?.linked_items ?? []) as number[];

/**
 * The rules of spec §3/§5 the schema cannot say. The default option names a saved option; when the options
 * are replaced without naming the default again and it is gone, the group simply has no default any more.
 */
function checkRules({ values, merged }: WriteContext) {
  const ids = optionIds(merged.options);
  if ('options' in values && !('default_option' in values) && merged.default_option != null && !ids.includes(merged.default_option as number)) {
    values.default_option = null;
    merged.default_option = null;
  }
  const [problem] = modifierGroupProblems({
    min_quantity: merged.min_quantity as number | undefined,
    max_quantity: merged.max_quantity as number | undefined,
    max_free_options: merged.max_free_options as number | null | undefined,
    max_options_qty: merged.max_options_qty as number | null | undefined,
    default_option: merged.default_option as number | null | undefined,
    option_ids: ids,
  });
  if (problem) throw badRequest(problem.message);
}

/**
 * A group's linked items and a store item's modifier groups (PUT /inventory/{id}/item) are one set of links
 * written from both ends: a change of the group's items waits for the store's row, as the item's side does,
 * so the two never deadlock and each save's links stand whole.
 */
async function beforeWrite(context: WriteContext) {
  if (context.before !== null && 'linked_items' in context.values) await lockStores(context.tx, [context.tenancyId]);
  checkRules(context);
}

/** Items that gain or lose the group, and those offering it when its options change (the modifier counts). */
async function keepMenusOfItems(tx: Db, storeId: number, itemIds: readonly number[]) {
  await keepMenusCurrent(tx, storeId, [...new Set(itemIds)].sort((a, b) => a - b));
}

export const modifierGroupsResource = defineRestResource({
  name: 'modifier-groups',
  table: modifierGroups,
  id: modifierGroups.id,
  record: ModifierGroup,
  create: ModifierGroupCreate,
  tenancy: { kind: 'store', column: modifierGroups.storeId },
  permissions: { read: ['lm_view_store_menus'], write: ['lm_edit_store_menus'] },
  // The row's own columns are written ${table}.column: a one-table select leaves columns unqualified.
  computed: {
    option_count: sql<number>`(select count(*)::int from modifier_options o where o.modifier_group_id = ${modifierGroups}.id)`,
    linked_count: sql<number>`(select count(*)::int from store_item_modifier_groups l join store_items si on si.id = l.store_item_id
                                where l.modifier_group_id = ${modifierGroups}.id and si.deleted_at is null)`,
    linked_item_summaries: sql`(select coalesce(json_agg(${itemSummary} order by si.name, si.id), '[]'::json)
                                 from store_item_modifier_groups l join store_items si on si.id = l.store_item_id
                                where l.modifier_group_id = ${modifierGroups}.id and si.deleted_at is null)`,
    option_items: sql`(select coalesce(json_agg(${itemSummary} order by si.id), '[]'::json) from store_items si
                        where si.id in (select o.store_item_id from modifier_options o where o.modifier_group_id = ${modifierGroups}.id))`,
  },
  search: ['name'],
  sortable: ['name', 'min_quantity', 'max_quantity', 'option_count', 'linked_count', 'updated_at'],
  filterable: ['active', 'kind', 'required'],
  defaultSort: ['name', 'ASC'],
  deletedAt: modifierGroups.deletedAt,
  children: {
    options: {
      kind: 'rows',
      table: modifierOptions,
      id: modifierOptions.id,
      parent: modifierOptions.modifierGroupId,
      position: modifierOptions.precedence,
      references: { store_item_id: storeItemsOfTheStore },
    },
    linked_items: {
      kind: 'values',
      table: storeItemModifierGroups,
      parent: storeItemModifierGroups.modifierGroupId,
      value: storeItemModifierGroups.storeItemId,
      reference: storeItemsOfTheStore,
    },
  },
  hooks: {
    beforeWrite,
    async afterWrite({ tx, tenancyId, before, values, merged }) {
      if (!('linked_items' in values) && !('options' in values)) return;
      await keepMenusOfItems(tx, tenancyId, [...linkedIds(before), ...linkedIds(merged)]);
    },
    async beforeDelete({ tx, record }) {
      // The menus judge the group gone, so it is marked deleted before they are brought in line.
      await tx.execute(sql`update modifier_groups set deleted_at = now() where id = ${record.id as number}`);
      await keepMenusOfItems(tx, record.store_id as number, linkedIds(record));
    },
  },
});
