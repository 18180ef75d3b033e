import type { MenuRuleAnswer, MenuRulesBody } from '../../../contract/menus.ts';
import { OPERATORS_OF_KIND, SUBJECT_KINDS, type RuleOperator, type RuleSubject, type RuleType } from '../../../domain/menuRules.ts';

// The rules builder's working copy: rules with their blocks, each with a stable key for the screen and
// the stored id when it came from the server. Pure functions; every change answers a new draft.

export interface BlockDraft {
  key: string;
  id?: number;
  subject: RuleSubject;
  operator: RuleOperator;
  values: string[];
}

export interface RuleDraft {
  key: string;
  id?: number;
  type: RuleType;
  blocks: BlockDraft[];
}

let nextKey = 0;
const newKey = () => `draft-${(nextKey += 1)}`;

export const newBlock = (): BlockDraft => ({ key: newKey(), subject: 'category', operator: 'equal', values: [] });
export const newRule = (type: RuleType): RuleDraft => ({ key: newKey(), type, blocks: [newBlock()] });

export function draftOfRules(rules: readonly MenuRuleAnswer[]): RuleDraft[] {
  return rules
    .filter((rule) => !rule.is_delete)
    .map((rule) => ({
      key: `rule-${rule.id}`,
      id: rule.id,
      type: rule.type,
      blocks: rule.blocks
        .filter((block) => !block.is_delete)
        .map((block) => ({
          key: `block-${block.id}`,
          id: block.id,
          subject: block.subject as RuleSubject,
          operator: block.operator as RuleOperator,
          values: [...block.values],
        })),
    }));
}

const isComplete = (block: BlockDraft) => block.values.some((value) => value.trim() !== '');

/** Every block has a value: the draft can be saved. */
export const draftIsComplete = (draft: readonly RuleDraft[]) => draft.every((rule) => rule.blocks.length > 0 && rule.blocks.every(isComplete));

/** The PUT body: every rule and block, stored ones with their ids, blank values left out. */
export function bodyOfDraft(draft: readonly RuleDraft[]): MenuRulesBody {
  return draft.map((rule) => ({
    ...(rule.id === undefined ? {} : { id: rule.id }),
    type: rule.type,
    blocks: rule.blocks.map((block, index) => ({
      ...(block.id === undefined ? {} : { id: block.id }),
      operation_id: index + 1,
      subject: block.subject,
      operator: block.operator,
      values: block.values.map((value) => value.trim()).filter((value) => value !== ''),
    })),
  }));
}

/** What the preview is asked about while editing: the blocks with a value; a rule without one is left out. */
export function previewBodyOfDraft(draft: readonly RuleDraft[]): MenuRulesBody {
  return bodyOfDraft(draft)
    .map((rule) => ({ ...rule, blocks: rule.blocks.filter((block) => block.values.length > 0) }))
    .filter((rule) => rule.blocks.length > 0);
}

export function changeRule(draft: readonly RuleDraft[], key: string, change: (rule: RuleDraft) => RuleDraft): RuleDraft[] {
  return draft.map((rule) => (rule.key === key ? change(rule) : rule));
}

export function changeBlock(rule: RuleDraft, key: string, change: Partial<Omit<BlockDraft, 'key' | 'id'>>): RuleDraft {
  return {
    ...rule,
    blocks: rule.blocks.map((block) => {
      if (block.key !== key) return block;
      const next = { ...block, ...change };
      // A new subject of another kind keeps only an operator it accepts, and starts without values (each subject has its own vocabulary).
      if (change.subject && change.subject !== block.subject) {
        const operators = OPERATORS_OF_KIND[SUBJECT_KINDS[change.subject]];
        if (!operators.includes(next.operator)) next.operator = operators[0];
        next.values = change.values ?? [];
      }
      return next;
    }),
  };
}
