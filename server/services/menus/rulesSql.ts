// The menu rules of src/domain/menuRules.ts compiled to SQL conditions on a store item (alias si), with the
// same meaning: tests/server/menuRulesEngine.test.ts runs both on the same cases and items.
import { sql, type SQL } from 'drizzle-orm';
import {
  foldCase,
  priceCents,
  SUBJECT_KINDS,
  type MenuRule,
  type RuleBlock,
  type RuleSubject,
} from '../../../src/domain/menuRules.ts';

const textParam = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** "%value%" with LIKE's wildcards escaped, for `like any(...)`. */
const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `expr = any(values)` or `expr like any(patterns)`, on values folded like the domain folds them. */
function textTest(expr: SQL, block: RuleBlock): SQL {
  const folded = block.values.map((value) => foldCase(value.trim()));
  return block.operator === 'contains' || block.operator === 'not_contains'
    ? sql`${expr} like any(${textParam(folded.map(containsPattern))})`
    : sql`${expr} = any(${textParam(folded)})`;
}

/** Text subjects on a column of the item itself, lower-cased; a missing value reads as "". */
const OWN_TEXT: Partial<Record<RuleSubject, SQL>> = {
  name: sql`si.name_key`,
  upc: sql`lower(coalesce(si.upc, ''))`,
  size: sql`lower(coalesce(si.size, ''))`,
};

/**
 * Where the rules judge: every item of a store (the lookups of tags and modifier groups run once and are
 * hashed, instead of a subquery per item of a 100,000-item store), or a few items written just now (each
 * looks its own tags and groups up by index, instead of hashing every link of the catalogue per batch).
 */
export interface JudgedItems {
  storeId: number;
  few?: boolean;
}

/** The positive form of a block (equals / contains any value); never NULL, so `not` negates it exactly. */
function positive(block: RuleBlock, { storeId, few }: JudgedItems): SQL {
  const kind = SUBJECT_KINDS[block.subject];
  if (kind === 'number') {
    // numeric equality ignores the scale (2.5 = 2.50); the values go as exact decimals of their cents
    const prices = block.values.map((value) => (priceCents(value.trim())! / 100).toFixed(2));
    return sql`(si.price = any(${sql.param(prices)}::numeric[]))`;
  }
  if (kind === 'boolean') {
    const wanted = block.values.map((value) => value.trim() === 'true');
    const groups = sql`store_item_modifier_groups l join modifier_groups g on g.id = l.modifier_group_id`;
    const fact =
      block.subject === 'sell_independently'
        ? sql`si.sell_independently`
        : few
          ? sql`exists (select 1 from ${groups} where l.store_item_id = si.id and g.deleted_at is null)`
          : sql`coalesce(si.id in (select l.store_item_id from ${groups} where g.store_id = ${storeId} and g.deleted_at is null), false)`;
    return sql`((${fact}) = any(${sql.param(wanted)}::boolean[]))`;
  }
  const own = OWN_TEXT[block.subject];
  if (own) return sql`(${textTest(own, block)})`;
  // An item with no category (or no tags) gets false here, so a `not_equal` block holds for it: it equals
  // none of the values. The domain compares "" instead, which no value (never empty) equals or contains.
  switch (block.subject) {
    case 'category':
      return sql`coalesce(si.category_id = any(array(select c.id from categories c where ${textTest(sql`lower(c.name)`, block)})), false)`;
    case 'sub_category':
      return sql`coalesce(si.sub_category_id = any(array(select sc.id from sub_categories sc where ${textTest(sql`lower(sc.name)`, block)})), false)`;
    case 'tag': {
      const tagIds = sql`array(select t.id from item_tags t where ${textTest(sql`lower(t.name)`, block)})`;
      return few
        ? sql`exists (select 1 from global_item_tags gt where gt.global_item_id = si.item_id and gt.tag_id = any(${tagIds}))`
        : sql`coalesce(si.item_id in (select gt.global_item_id from global_item_tags gt where gt.tag_id = any(${tagIds})), false)`;
    }
    default:
      throw new Error(`No SQL for rule subject ${block.subject}`);
  }
}

export function blockSql(block: RuleBlock, judged: JudgedItems): SQL {
  const test = positive(block, judged);
  return block.operator === 'not_equal' || block.operator === 'not_contains' ? sql`not ${test}` : test;
}

export function ruleSql(rule: MenuRule, judged: JudgedItems): SQL {
  if (rule.blocks.length === 0) return sql`false`;
  return sql`(${sql.join(
    rule.blocks.map((block) => blockSql(block, judged)),
    sql` and `,
  )})`;
}

/** Whether any rule of the type matches the item (si, an item of the store); `false` when the menu has none. */
export function rulesOfTypeSql(rules: readonly MenuRule[], type: MenuRule['type'], judged: JudgedItems): SQL {
  const ofType = rules.filter((rule) => rule.type === type);
  if (ofType.length === 0) return sql`false`;
  return sql`(${sql.join(
    ofType.map((rule) => ruleSql(rule, judged)),
    sql` or `,
  )})`;
}
