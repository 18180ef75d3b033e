import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, DEFAULT_ROLE_LABELS, DEFAULT_ROLE_NAMES, DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README.md', () => {
  it('documents the default role mapping exactly as the code grants it', () => {
    for (const key of ALL_PERMISSIONS) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${key}\` |`));
      expect(row, key).toBeDefined();
      const cells = row!.split('|').slice(2, -1).map((cell) => cell.trim() === '✓');
      expect(cells, key).toEqual(DEFAULT_ROLE_NAMES.map((role) => DEFAULT_ROLE_PERMISSIONS[role].includes(key)));
    }
    expect(readme).toContain(`| Permission | ${DEFAULT_ROLE_NAMES.map((role) => DEFAULT_ROLE_LABELS[role]).join(' | ')} |`);
  });

  it('lists the demo accounts', () => {
    for (const email of ['ops@lsm.example', 'owner@cornermarket.example', 'staff@cornermarket.example', 'owner@quickstop.example']) {
      expect(readme).toContain(email);
    }
  });
});
