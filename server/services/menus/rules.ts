// GET and PUT /stores/{id}/menu/{menuId}/rules: the PUT replaces the rules and the membership they make.
import type { MenuRulesBody } from '../../../src/contract/menus.ts';
import { normaliseRules, ruleProblems, type MenuRule } from '../../../src/domain/menuRules.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { recountMenus } from './counts.ts';
import { syncMembership } from './membership.ts';
import { judgingWholeStores } from './planner.ts';
import { lockMenu } from './query.ts';
import { replaceRules, sentRules } from './ruleStore.ts';

/** The rules a body sends (without is_delete ones), checked: a 400 names the first field in error. */
export function checkedRules(body: MenuRulesBody): { sent: ReturnType<typeof sentRules>; rules: MenuRule[] } {
  const sent = sentRules(body);
  const problems = ruleProblems(sent);
  if (problems.length) throw badRequest(problems.map((problem) => problem.message).join('; '));
  return { sent, rules: normaliseRules(sent) };
}

/**
 * Replaces the menu's rules and brings its membership in line, in one transaction under the menu's row
 * lock: concurrent PUTs run one after the other, and each replaces everything, so the menu ends with
 * exactly the last writer's rules. Item writers wait for the lock too (keepMenusCurrent), so an item
 * written meanwhile is judged by the rules that end up saved.
 */
export async function saveRules(db: Db, storeId: number, menuId: number, body: MenuRulesBody): Promise<void> {
  const { sent, rules } = checkedRules(body);
  await db.transaction(async (tx) => {
    await lockMenu(tx, storeId, menuId);
    await judgingWholeStores(tx);
    await replaceRules(tx, menuId, sent, rules);
    await syncMembership(tx, { storeId, menus: [{ id: menuId, rules }] });
    await recountMenus(tx, [menuId]);
  });
}
