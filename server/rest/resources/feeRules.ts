// Fee rules of a store (spec 001 §2 Fee settings, §4, §5): the store_fees rows that fee pricing
// (src/domain/fees.ts, the menu push and the fee preview) reads. partner_id names the shared partners
// directory, or is null for every partner.
import { inArray } from 'drizzle-orm';
import { FeeRuleCreate, FeeRuleRecord } from '../../../src/contract/feeRules.ts';
import { categories, itemTags, partners, storeFees } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { defineRestResource, type WriteContext } from '../declaration.ts';

const VOCABULARY = { category: { table: categories, id: categories.id, label: 'categories' }, tag: { table: itemTags, id: itemTags.id, label: 'tags' } };

/** A percentage counts for Percent + fee only; scope all has no ids, the other scopes name existing ones. */
async function checkRule({ tx, values, merged }: WriteContext) {
  if (merged.fee_type === 'flat_fee' && Number(merged.percent ?? 0) !== 0) {
    values.percent = 0;
    merged.percent = 0;
  }
  const scope = (merged.scope ?? 'all') as 'all' | 'category' | 'tag';
  if (scope === 'all') {
    values.scope_values = [];
    merged.scope_values = [];
    return;
  }
  const ids = [...new Set(((merged.scope_values ?? []) as string[]).map(Number))];
  const { table, id, label } = VOCABULARY[scope];
  if (ids.length === 0) throw badRequest(`scope_values must name at least one of the ${label} for scope ${scope}`);
  const found = new Set((await tx.select({ id }).from(table).where(inArray(id, ids))).map((row) => row.id));
  const missing = ids.filter((value) => !found.has(value));
  if (missing.length) throw badRequest(`scope_values must be ${label} (not ${missing.join(', ')})`);
}

export const feeRulesResource = defineRestResource({
  name: 'fee-rules',
  table: storeFees,
  id: storeFees.id,
  record: FeeRuleRecord,
  create: FeeRuleCreate,
  tenancy: { kind: 'store', column: storeFees.storeId },
  permissions: { read: ['lm_view_fee_settings'], write: ['lm_edit_fee_settings'] },
  sortable: ['partner_id', 'fee_type', 'scope', 'percent', 'flat_fee', 'updated_at'],
  filterable: ['partner_id', 'fee_type', 'scope'],
  defaultSort: ['id', 'ASC'],
  references: { partner_id: { id: partners.id, deletedAt: partners.deletedAt, label: 'partners' } },
  hooks: { beforeWrite: checkRule },
});
