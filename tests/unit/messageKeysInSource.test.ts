// Keys react-admin components take as plain strings (label="lsm.…", title, choices) escape the type check:
// every 'lsm.…' literal in src, and every `lsm.…${…}` template's fixed start, must name the catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lsmMessages } from '../../src/providers/i18n/allMessages.ts';

const SRC = join(import.meta.dirname, '../../src');

function keysOf(tree: object, prefix: string): string[] {
  return Object.entries(tree).flatMap(([name, value]) => (typeof value === 'string' ? [`${prefix}.${name}`] : keysOf(value as object, `${prefix}.${name}`)));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Whole keys ('lsm.a.b', "lsm.a.b", `lsm.a.b`) and fixed starts of templates (`lsm.a.${…}`) in one file. */
export function messageLiteralsOf(source: string): { whole: string[]; starts: string[] } {
  const whole = [...source.matchAll(/(['"`])(lsm\.[\w.-]+)\1/g)].map((match) => match[2]);
  const starts = [...source.matchAll(/`(lsm\.[\w.-]*)\$\{/g)].map((match) => match[1]);
  return { whole, starts };
}

/** Strings that start like a key but are not messages. */
const NOT_MESSAGES = new Set([
  'lsm.example', // a host name (providers/apiUrl.ts)
  'lsm.showMenuSyncToast', // a localStorage key
  'lsm.styles', // a localStorage key (custom/styles/storedStyles.ts)
]);

const keys = keysOf(lsmMessages, 'lsm');
const known = new Set(keys);
const isKeyOrGroup = (literal: string) => known.has(literal) || keys.some((key) => key.startsWith(`${literal}.`));
const startsSomeKey = (start: string) => keys.some((key) => key.startsWith(start));

describe('message keys written as strings in src', () => {
  it('reads whole keys and template starts, and tells a real key from a made-up one', () => {
    const found = messageLiteralsOf("label=\"lsm.banners.search\" title='lsm.nope.gone' translate(`lsm.banners.states.${state}`) `lsm.banners.create`");
    expect(found).toEqual({ whole: ['lsm.banners.search', 'lsm.nope.gone', 'lsm.banners.create'], starts: ['lsm.banners.states.'] });
    expect(isKeyOrGroup('lsm.banners.search')).toBe(true);
    expect(isKeyOrGroup('lsm.banners.states')).toBe(true);
    expect(isKeyOrGroup('lsm.nope.gone')).toBe(false);
    expect(startsSomeKey('lsm.banners.states.')).toBe(true);
    expect(startsSomeKey('lsm.banners.nope.')).toBe(false);
  });

  it('names only keys (or groups of keys) of the catalogue', () => {
    const unknown = sourceFiles(SRC).flatMap((path) => {
      const { whole, starts } = messageLiteralsOf(readFileSync(path, 'utf8'));
      const file = relative(SRC, path);
      return [
        ...whole.filter((literal) => !NOT_MESSAGES.has(literal) && !isKeyOrGroup(literal)).map((literal) => `${file}: ${literal}`),
        ...starts.filter((start) => !startsSomeKey(start)).map((start) => `${file}: ${start}\${…}`),
      ];
    });
    expect(unknown).toEqual([]);
  });
});
