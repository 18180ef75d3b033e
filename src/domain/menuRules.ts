// Menu rules (spec 001 §3 "Menu rule", §4 operators): what they mean, once. The server compiles the same
// meaning to SQL (server/services/menus/rulesSql.ts); tests/server/menuRulesEngine.test.ts holds the two equal.
//
// - A block holds when the item's subject equals (or contains) ANY of its values; `not_equal` and
//   `not_contains` hold when the positive form does not: the subject equals (contains) NONE of the values.
// - A rule matches when ALL its blocks hold. Rules of one type combine with "or".
// - A menu's items: the items added by hand, plus every item an add rule matches, minus every item a remove
//   rule matches (remove wins), minus the items removed by hand.

export const RULE_TYPES = ['add', 'remove'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export const RULE_OPERATORS = ['equal', 'not_equal', 'contains', 'not_contains'] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

export const RULE_SUBJECTS = ['category', 'sub_category', 'tag', 'name', 'upc', 'size', 'price', 'sell_independently', 'has_modifiers'] as const;
export type RuleSubject = (typeof RULE_SUBJECTS)[number];

/**
 * What a subject's values are: text (compared ignoring case; `tag` compares each of the item's tags),
 * number (a price in dollars, at most two decimals, compared to the cent) or boolean ("true" / "false").
 */
export type SubjectKind = 'text' | 'number' | 'boolean';

export const SUBJECT_KINDS: Readonly<Record<RuleSubject, SubjectKind>> = Object.freeze({
  category: 'text',
  sub_category: 'text',
  tag: 'text',
  name: 'text',
  upc: 'text',
  size: 'text',
  price: 'number',
  sell_independently: 'boolean',
  has_modifiers: 'boolean',
});

/** "Contains" has no meaning for a price or a yes/no: only equal and not_equal are accepted there. */
export const OPERATORS_OF_KIND: Readonly<Record<SubjectKind, readonly RuleOperator[]>> = Object.freeze({
  text: RULE_OPERATORS,
  number: ['equal', 'not_equal'],
  boolean: ['equal', 'not_equal'],
});

export const MAX_RULES = 50;
export const MAX_BLOCKS_PER_RULE = 20;
export const MAX_VALUES_PER_BLOCK = 100;
export const MAX_VALUE_LENGTH = 200;

export interface RuleBlock {
  subject: RuleSubject;
  operator: RuleOperator;
  values: readonly string[];
}

export interface MenuRule {
  type: RuleType;
  blocks: readonly RuleBlock[];
}

/** What the rules read of a store item. */
export interface RuleItemFacts {
  name: string;
  upc: string | null;
  size: string | null;
  /** dollars */
  price: number;
  /** category name */
  category: string | null;
  sub_category: string | null;
  /** names of the tags of the linked global item */
  tags: readonly string[];
  sell_independently: boolean;
  /** offers at least one live modifier group */
  has_modifiers: boolean;
}

/** A decision taken by hand on one item of one menu. */
export type HandDecision = 'added' | 'removed' | null;

/**
 * Case folding shared with PostgreSQL's lower(): one code point at a time (no final-sigma rule), and the
 * dotted capital I folds to a plain "i" as PostgreSQL folds it, not to "i" plus a combining dot.
 */
export function foldCase(text: string): string {
  let folded = '';
  for (const char of text) folded += char === '\u0130' ? 'i' : char.toLowerCase();
  return folded;
}

const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** Cents of a price value ("2.5" -> 250), or null when it is not a price of at most two decimals. */
export function priceCents(value: string): number | null {
  return PRICE_PATTERN.test(value) ? Math.round(Number(value) * 100) : null;
}

const isSubject = (value: string): value is RuleSubject => (RULE_SUBJECTS as readonly string[]).includes(value);
const isOperator = (value: string): value is RuleOperator => (RULE_OPERATORS as readonly string[]).includes(value);
const isType = (value: string): value is RuleType => (RULE_TYPES as readonly string[]).includes(value);

export interface RuleProblem {
  /** e.g. "rules[0].blocks[1].values[2]" */
  field: string;
  message: string;
}

/** A rule or block as sent: unchecked strings. */
export interface RuleInput {
  type: string;
  blocks: readonly { subject: string; operator: string; values: readonly string[] }[];
}

/**
 * Everything wrong with a list of rules (empty = valid): known type, subject and operator; an operator
 * the subject's kind accepts; at least one block per rule and one value per block, within the limits;
 * values non-empty after trimming, a price of at most two decimals, a boolean "true" or "false".
 */
export function ruleProblems(rules: readonly RuleInput[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message: `${field} ${message}` });
  if (rules.length > MAX_RULES) add('rules', `must hold at most ${MAX_RULES} rules`);
  rules.forEach((rule, r) => {
    const at = `rules[${r}]`;
    if (!isType(rule.type)) add(`${at}.type`, `must be one of ${RULE_TYPES.join(', ')}`);
    if (rule.blocks.length === 0) add(`${at}.blocks`, 'must hold at least one block');
    if (rule.blocks.length > MAX_BLOCKS_PER_RULE) add(`${at}.blocks`, `must hold at most ${MAX_BLOCKS_PER_RULE} blocks`);
    rule.blocks.forEach((block, b) => {
      const blockAt = `${at}.blocks[${b}]`;
      if (!isSubject(block.subject)) {
        add(`${blockAt}.subject`, `must be one of ${RULE_SUBJECTS.join(', ')}`);
        return;
      }
      const kind = SUBJECT_KINDS[block.subject];
      if (!isOperator(block.operator)) add(`${blockAt}.operator`, `must be one of ${RULE_OPERATORS.join(', ')}`);
      else if (!OPERATORS_OF_KIND[kind].includes(block.operator)) {
        add(`${blockAt}.operator`, `${block.operator} does not apply to ${block.subject}: use ${OPERATORS_OF_KIND[kind].join(' or ')}`);
      }
      if (block.values.length === 0) add(`${blockAt}.values`, 'must hold at least one value');
      if (block.values.length > MAX_VALUES_PER_BLOCK) add(`${blockAt}.values`, `must hold at most ${MAX_VALUES_PER_BLOCK} values`);
      block.values.forEach((raw, v) => {
        const value = raw.trim();
        const valueAt = `${blockAt}.values[${v}]`;
        if (!value) add(valueAt, 'must not be empty');
        else if (value.length > MAX_VALUE_LENGTH) add(valueAt, `must be at most ${MAX_VALUE_LENGTH} characters`);
        else if (kind === 'number' && priceCents(value) === null) add(valueAt, `must be a price such as 4.99 (got ${JSON.stringify(value)})`);
        else if (kind === 'boolean' && value !== 'true' && value !== 'false') add(valueAt, `must be "true" or "false" (got ${JSON.stringify(value)})`);
      });
    });
  });
  return problems;
}

/**
 * Rules as stored and compared: values trimmed, duplicates dropped (text ignoring case, prices by cent).
 * Call after ruleProblems found nothing.
 */
export function normaliseRules(rules: readonly RuleInput[]): MenuRule[] {
  return rules.map((rule) => ({
    type: rule.type as RuleType,
    blocks: rule.blocks.map((block) => {
      const subject = block.subject as RuleSubject;
      const kind = SUBJECT_KINDS[subject];
      const seen = new Set<string>();
      const values: string[] = [];
      for (const raw of block.values) {
        const value = raw.trim();
        const key = kind === 'number' ? String(priceCents(value)) : foldCase(value);
        if (seen.has(key)) continue;
        seen.add(key);
        values.push(value);
      }
      return { subject, operator: block.operator as RuleOperator, values };
    }),
  }));
}

const negated = (operator: RuleOperator) => operator === 'not_equal' || operator === 'not_contains';
const isContains = (operator: RuleOperator) => operator === 'contains' || operator === 'not_contains';

function textsOf(item: RuleItemFacts, subject: RuleSubject): readonly string[] {
  switch (subject) {
    case 'tag':
      return item.tags;
    case 'category':
      return [item.category ?? ''];
    case 'sub_category':
      return [item.sub_category ?? ''];
    case 'name':
      return [item.name];
    case 'upc':
      return [item.upc ?? ''];
    case 'size':
      return [item.size ?? ''];
    default:
      return [];
  }
}

/** The positive form: the subject equals (contains) any of the values. */
function positiveHolds(block: RuleBlock, item: RuleItemFacts): boolean {
  const kind = SUBJECT_KINDS[block.subject];
  if (kind === 'number') {
    const cents = Math.round(item.price * 100);
    return block.values.some((value) => priceCents(value.trim()) === cents);
  }
  if (kind === 'boolean') {
    const fact = block.subject === 'sell_independently' ? item.sell_independently : item.has_modifiers;
    return block.values.some((value) => (value.trim() === 'true') === fact);
  }
  const texts = textsOf(item, block.subject).map(foldCase);
  const wanted = block.values.map((value) => foldCase(value.trim()));
  return isContains(block.operator)
    ? texts.some((text) => wanted.some((value) => text.includes(value)))
    : texts.some((text) => wanted.includes(text));
}

export function blockHolds(block: RuleBlock, item: RuleItemFacts): boolean {
  const holds = positiveHolds(block, item);
  return negated(block.operator) ? !holds : holds;
}

export function ruleMatches(rule: MenuRule, item: RuleItemFacts): boolean {
  return rule.blocks.length > 0 && rule.blocks.every((block) => blockHolds(block, item));
}

export interface RuleVerdict {
  /** an add rule matches */
  added: boolean;
  /** a remove rule matches */
  removed: boolean;
}

export function ruleVerdict(rules: readonly MenuRule[], item: RuleItemFacts): RuleVerdict {
  return {
    added: rules.some((rule) => rule.type === 'add' && ruleMatches(rule, item)),
    removed: rules.some((rule) => rule.type === 'remove' && ruleMatches(rule, item)),
  };
}

/** Whether an item is on the menu, from the rules' verdict and the decision taken by hand. */
export function isOnMenu(verdict: RuleVerdict, hand: HandDecision): boolean {
  return (hand === 'added' || verdict.added) && !verdict.removed && hand !== 'removed';
}

/** The menu's items among `items`: the engine's answer in one call. */
export function menuMembers<T extends RuleItemFacts>(rules: readonly MenuRule[], items: readonly T[], hand: (item: T) => HandDecision = () => null): T[] {
  return items.filter((item) => isOnMenu(ruleVerdict(rules, item), hand(item)));
}
