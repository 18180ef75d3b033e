import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATORS_OF_KIND, RULE_SUBJECTS, SUBJECT_KINDS } from '../../src/domain/menuRules.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Menus and menu rules'));
const rows = section.split('\n').filter((line) => line.startsWith('| `'));

describe('README.md, menu rules', () => {
  it('lists every rule subject with the operators the engine accepts for it', () => {
    for (const subject of RULE_SUBJECTS) {
      const row = rows.find((line) => line.split('|')[1].includes(`\`${subject}\``));
      expect(row, subject).toBeDefined();
      const operators = OPERATORS_OF_KIND[SUBJECT_KINDS[subject]];
      const cell = row!.split('|')[3];
      if (operators.length === 4) expect(cell.includes('all four') || operators.every((op) => cell.includes(`\`${op}\``)), subject).toBe(true);
      else {
        for (const op of operators) expect(cell, subject).toContain(`\`${op}\``);
        expect(cell, subject).not.toContain('contains');
      }
    }
  });
});
