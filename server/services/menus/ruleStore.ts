// Menu rules as stored (menu_rules, menu_rule_blocks): read as the wire shape, read as engine rules, replaced.
import { sql } from 'drizzle-orm';
import type { MenuRuleAnswer, MenuRuleInputBody } from '../../../src/contract/menus.ts';
import { normaliseRules, ruleProblems, type MenuRule } from '../../../src/domain/menuRules.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { intArray } from '../catalogue/sql.ts';

interface BlockRow extends Record<string, unknown> {
  rule_id: number;
  menu_id: number;
  type: 'add' | 'remove';
  block_id: number;
  operation_id: number | null;
  subject: string;
  operator: string;
  values: string[];
}

function blockRows(db: Db, menuIds: readonly number[]) {
  return selectRows<BlockRow>(
    db,
    sql`select r.id as rule_id, r.menu_id, r.type, b.id as block_id, b.operation_id, b.subject, b.operator, b.values
        from menu_rules r join menu_rule_blocks b on b.menu_rule_id = r.id
        where r.menu_id = any(${intArray(menuIds)}) and not r.is_delete and not b.is_delete
        order by r.menu_id, r.id, b.operation_id nulls last, b.id`,
  );
}

/** The live rules of a menu, in the wire shape of spec 001 §3, in the order they were saved. */
export async function readRules(db: Db, menuId: number): Promise<MenuRuleAnswer[]> {
  const rules = new Map<number, MenuRuleAnswer>();
  for (const row of await blockRows(db, [menuId])) {
    const ruleId = Number(row.rule_id);
    let rule = rules.get(ruleId);
    if (!rule) {
      rule = { id: ruleId, menu_id: menuId, type: row.type, is_delete: false, blocks: [] };
      rules.set(ruleId, rule);
    }
    rule.blocks.push({
      id: Number(row.block_id),
      menu_id: menuId,
      menu_rule_id: ruleId,
      operation_id: row.operation_id === null ? null : Number(row.operation_id),
      subject: row.subject,
      operator: row.operator,
      values: row.values,
      is_delete: false,
    });
  }
  return [...rules.values()];
}

/**
 * The engine rules of each menu (menus without rules map to []). A stored rule the engine would refuse
 * (written by hand in the database) is left out rather than guessed at.
 */
export async function engineRules(db: Db, menuIds: readonly number[]): Promise<Map<number, MenuRule[]>> {
  const byMenu = new Map<number, Map<number, { type: string; blocks: { subject: string; operator: string; values: string[] }[] }>>(
    menuIds.map((id) => [id, new Map()]),
  );
  if (menuIds.length === 0) return new Map();
  for (const row of await blockRows(db, menuIds)) {
    const rules = byMenu.get(Number(row.menu_id))!;
    const ruleId = Number(row.rule_id);
    const rule = rules.get(ruleId) ?? { type: row.type, blocks: [] };
    rule.blocks.push({ subject: row.subject, operator: row.operator, values: row.values });
    rules.set(ruleId, rule);
  }
  return new Map(
    [...byMenu].map(([menuId, rules]) => [menuId, normaliseRules([...rules.values()].filter((rule) => ruleProblems([rule]).length === 0))]),
  );
}

/** The rules a PUT or a preview sends, without those marked is_delete (rules and blocks). */
export function sentRules(body: readonly MenuRuleInputBody[]) {
  return body
    .filter((rule) => !rule.is_delete)
    .map((rule) => ({ ...rule, blocks: rule.blocks.filter((block) => !block.is_delete) }));
}

async function newIds(db: Db, table: 'menu_rules' | 'menu_rule_blocks', count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Replaces every rule of the menu with `rules` (already checked). Ids sent that belong to the menu's
 * rules (blocks) are kept; any other id is given a new one, so the menu ends with exactly these rules.
 * The caller holds the menu's row lock.
 */
export async function replaceRules(db: Db, menuId: number, rules: ReturnType<typeof sentRules>, normalised: readonly MenuRule[]): Promise<void> {
  const owned = await selectRows<{ kind: 'rule' | 'block'; id: number }>(
    db,
    sql`select 'rule' as kind, id from menu_rules where menu_id = ${menuId}
        union all select 'block', id from menu_rule_blocks where menu_id = ${menuId}`,
  );
  const ownRules = new Set(owned.filter((row) => row.kind === 'rule').map((row) => Number(row.id)));
  const ownBlocks = new Set(owned.filter((row) => row.kind === 'block').map((row) => Number(row.id)));
  // The same id sent twice keeps it once.
  const keep = (id: number | undefined, own: Set<number>) => (id !== undefined && own.delete(id) ? id : undefined);
  const ruleIds = rules.map((rule) => keep(rule.id, ownRules));
  const blockIds = rules.map((rule) => rule.blocks.map((block) => keep(block.id, ownBlocks)));
  const freshRules = await newIds(db, 'menu_rules', ruleIds.filter((id) => id === undefined).length);
  const freshBlocks = await newIds(db, 'menu_rule_blocks', blockIds.flat().filter((id) => id === undefined).length);

  await db.execute(sql`delete from menu_rules where menu_id = ${menuId}`);
  if (rules.length === 0) return;
  const ruleRows = rules.map((_, r) => ({ id: ruleIds[r] ?? freshRules.shift()!, type: normalised[r].type }));
  const blockRowsToWrite = rules.flatMap((rule, r) =>
    rule.blocks.map((block, b) => ({
      id: blockIds[r][b] ?? freshBlocks.shift()!,
      menu_rule_id: ruleRows[r].id,
      operation_id: block.operation_id ?? b + 1,
      subject: normalised[r].blocks[b].subject,
      operator: normalised[r].blocks[b].operator,
      values: normalised[r].blocks[b].values,
    })),
  );
  await db.execute(sql`insert into menu_rules (id, menu_id, type, is_delete) overriding system value
                       select r.id, ${menuId}, r.type, false from jsonb_to_recordset(${JSON.stringify(ruleRows)}::jsonb) as r(id int, type text)`);
  await db.execute(sql`insert into menu_rule_blocks (id, menu_id, menu_rule_id, operation_id, subject, operator, values, is_delete) overriding system value
                       select b.id, ${menuId}, b.menu_rule_id, b.operation_id, b.subject, b.operator,
                              array(select jsonb_array_elements_text(b.values)), false
                       from jsonb_to_recordset(${JSON.stringify(blockRowsToWrite)}::jsonb)
                         as b(id int, menu_rule_id int, operation_id int, subject text, operator text, values jsonb)`);
}
