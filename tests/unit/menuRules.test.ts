import { describe, expect, it } from 'vitest';
import {
  blockHolds,
  foldCase,
  isOnMenu,
  menuMembers,
  normaliseRules,
  priceCents,
  ruleProblems,
  ruleVerdict,
  type RuleItemFacts,
} from '../../src/domain/menuRules.ts';

const item = (facts: Partial<RuleItemFacts>): RuleItemFacts => ({
  name: 'Item',
  upc: null,
  size: null,
  price: 1,
  category: null,
  sub_category: null,
  tags: [],
  sell_independently: true,
  has_modifiers: false,
  ...facts,
});

describe('ruleProblems', () => {
  it('accepts well-formed rules', () => {
    expect(
      ruleProblems([
        { type: 'add', blocks: [{ subject: 'category', operator: 'contains', values: ['bak'] }] },
        { type: 'remove', blocks: [{ subject: 'price', operator: 'not_equal', values: ['4.99', '5'] }, { subject: 'has_modifiers', operator: 'equal', values: ['false'] }] },
      ]),
    ).toEqual([]);
  });

  it('names the field of every problem', () => {
    const problems = ruleProblems([
      { type: 'keep', blocks: [] },
      {
        type: 'add',
        blocks: [
          { subject: 'price', operator: 'contains', values: ['1.999', ''] },
          { subject: 'sell_independently', operator: 'equal', values: ['yes'] },
          { subject: 'colour', operator: 'equal', values: ['red'] },
          { subject: 'name', operator: 'starts', values: [] },
        ],
      },
    ]).map((problem) => problem.message);
    expect(problems).toEqual([
      'rules[0].type must be one of add, remove',
      'rules[0].blocks must hold at least one block',
      'rules[1].blocks[0].operator contains does not apply to price: use equal or not_equal',
      'rules[1].blocks[0].values[0] must be a price such as 4.99 (got "1.999")',
      'rules[1].blocks[0].values[1] must not be empty',
      'rules[1].blocks[1].values[0] must be "true" or "false" (got "yes")',
      'rules[1].blocks[2].subject must be one of category, sub_category, tag, name, upc, size, price, sell_independently, has_modifiers',
      'rules[1].blocks[3].operator must be one of equal, not_equal, contains, not_contains',
      'rules[1].blocks[3].values must hold at least one value',
    ]);
  });

  it('limits the sizes', () => {
    const many = Array.from({ length: 51 }, () => ({ type: 'add', blocks: [{ subject: 'name', operator: 'equal', values: ['x'] }] }));
    expect(ruleProblems(many)[0].message).toBe('rules must hold at most 50 rules');
    expect(ruleProblems([{ type: 'add', blocks: [{ subject: 'name', operator: 'equal', values: ['x'.repeat(201)] }] }])[0].field).toBe('rules[0].blocks[0].values[0]');
  });
});

describe('normaliseRules', () => {
  it('trims values and drops duplicates, ignoring case for text and comparing prices by the cent', () => {
    expect(
      normaliseRules([
        { type: 'add', blocks: [{ subject: 'name', operator: 'equal', values: [' Bagel ', 'BAGEL', 'bun'] }, { subject: 'price', operator: 'equal', values: ['2.5', '2.50', '3'] }] },
      ]),
    ).toEqual([{ type: 'add', blocks: [{ subject: 'name', operator: 'equal', values: ['Bagel', 'bun'] }, { subject: 'price', operator: 'equal', values: ['2.5', '3'] }] }]);
  });
});

describe('the meaning of rules', () => {
  it('folds case one code point at a time, as PostgreSQL does', () => {
    expect(foldCase('İSTANBUL')).toBe('istanbul');
    expect(foldCase('ΟΔΟΣ')).toBe('οδοσ');
    expect(foldCase('CRÈME')).toBe('crème');
  });

  it('reads prices to the cent', () => {
    expect(priceCents('4.99')).toBe(499);
    expect(priceCents('0')).toBe(0);
    expect(priceCents('4.999')).toBeNull();
    expect(priceCents('-1')).toBeNull();
    expect(priceCents('1e3')).toBeNull();
  });

  it('holds a positive block when any value matches, a negated one when none does', () => {
    const bagel = item({ name: 'Plain Bagel', tags: ['Breakfast', 'Kosher'], category: 'Bakery' });
    expect(blockHolds({ subject: 'name', operator: 'contains', values: ['xyz', 'BAGEL'] }, bagel)).toBe(true);
    expect(blockHolds({ subject: 'name', operator: 'not_contains', values: ['xyz', 'bagel'] }, bagel)).toBe(false);
    expect(blockHolds({ subject: 'name', operator: 'not_contains', values: ['xyz', 'abc'] }, bagel)).toBe(true);
    expect(blockHolds({ subject: 'tag', operator: 'equal', values: ['kosher'] }, bagel)).toBe(true);
    expect(blockHolds({ subject: 'tag', operator: 'not_equal', values: ['kosher'] }, bagel)).toBe(false);
    expect(blockHolds({ subject: 'tag', operator: 'not_equal', values: ['kosher'] }, item({}))).toBe(true);
    expect(blockHolds({ subject: 'category', operator: 'not_equal', values: ['Bakery'] }, item({}))).toBe(true);
    expect(blockHolds({ subject: 'upc', operator: 'contains', values: ['0'] }, item({}))).toBe(false);
  });

  it('compares prices and yes/no facts', () => {
    expect(blockHolds({ subject: 'price', operator: 'equal', values: ['2.50'] }, item({ price: 2.5 }))).toBe(true);
    expect(blockHolds({ subject: 'price', operator: 'not_equal', values: ['2.5'] }, item({ price: 2.51 }))).toBe(true);
    expect(blockHolds({ subject: 'sell_independently', operator: 'equal', values: ['false'] }, item({ sell_independently: false }))).toBe(true);
    expect(blockHolds({ subject: 'has_modifiers', operator: 'not_equal', values: ['true'] }, item({ has_modifiers: true }))).toBe(false);
  });

  it('needs every block of a rule; any add rule adds; any remove rule removes, and wins', () => {
    const rules = normaliseRules([
      { type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: ['Bakery'] }, { subject: 'price', operator: 'not_equal', values: ['10'] }] },
      { type: 'add', blocks: [{ subject: 'tag', operator: 'equal', values: ['breakfast'] }] },
      { type: 'remove', blocks: [{ subject: 'name', operator: 'contains', values: ['decaf'] }] },
    ]);
    const bun = item({ name: 'Bun', category: 'Bakery', price: 2 });
    const cake = item({ name: 'Cake', category: 'Bakery', price: 10 });
    const coffee = item({ name: 'Coffee', tags: ['Breakfast'] });
    const decaf = item({ name: 'Decaf Coffee', tags: ['Breakfast'] });
    expect(menuMembers(rules, [bun, cake, coffee, decaf])).toEqual([bun, coffee]);
    expect(ruleVerdict(rules, decaf)).toEqual({ added: true, removed: true });
  });

  it('combines the verdict with the decisions taken by hand: remove wins, then hand removal', () => {
    expect(isOnMenu({ added: false, removed: false }, 'added')).toBe(true);
    expect(isOnMenu({ added: false, removed: true }, 'added')).toBe(false);
    expect(isOnMenu({ added: true, removed: false }, 'removed')).toBe(false);
    expect(isOnMenu({ added: true, removed: false }, null)).toBe(true);
    expect(isOnMenu({ added: false, removed: false }, null)).toBe(false);
  });
});
