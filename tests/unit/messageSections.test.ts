// A screen's strings are a section its code registers as it loads (src/providers/i18n/sections.ts). Whatever code
// runs must have loaded the sections of the keys it uses: the app's entry with its static imports, and each module
// the app loads lazily (a page, a tab, a dialog) with its own, beside the entry's. Read from the sources' imports.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
const APP_ENTRY = join(SRC, 'main.tsx');
const WHOLE_CATALOGUE = join(SRC, 'providers/i18n/allMessages.ts');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The relative modules a source imports when it runs (type-only imports left out), and those it imports lazily. */
export function importsOf(source: string): { eager: string[]; lazy: string[]; globs: string[] } {
  const eager: string[] = [];
  for (const match of source.matchAll(/^(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"](\.[^'"]+)['"]/gms)) {
    const [, , typeOnly, clause, specifier] = match;
    const names = /\{([^}]*)\}/.exec(clause)?.[1];
    const everyNameIsType =
      names !== undefined && !/^\s*\w+\s*,/.test(clause) && names.split(',').filter((name) => name.trim()).every((name) => /^\s*type\s/.test(name));
    if (!typeOnly && !everyNameIsType) eager.push(specifier);
  }
  for (const match of source.matchAll(/^import\s+['"](\.[^'"]+)['"]/gm)) eager.push(match[1]);
  const lazy = [...source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((match) => match[1]);
  const globs = [...source.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*\[([^\]]*)\]/g)].flatMap((match) =>
    [...match[1].matchAll(/['"]([^'"]+)['"]/g)].map((pattern) => pattern[1]),
  );
  return { eager, lazy, globs };
}

/** The files an import.meta.glob pattern of the form `dir/**\/*Suffix` matches. */
function globbed(files: string[], from: string, pattern: string): string[] {
  const [folder, name] = pattern.split('/**/');
  if (!name?.startsWith('*')) throw new Error(`An import.meta.glob pattern this test cannot read: ${pattern}`);
  const root = resolve(dirname(from), folder);
  return files.filter((file) => file.startsWith(`${root}/`) && file.endsWith(name.slice(1)));
}

const files = sourceFiles(SRC);
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const graph = new Map(
  files.map((file) => {
    const { eager, lazy, globs } = importsOf(sources.get(file)!);
    const at = (specifier: string) => resolve(dirname(file), specifier);
    return [file, { eager: eager.map(at), lazy: [...lazy.map(at), ...globs.flatMap((pattern) => globbed(files, file, pattern))] }];
  }),
);

/** A module and what it imports when it runs, directly or not. */
function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || !sources.has(file)) continue;
    seen.add(file);
    pending.push(...(graph.get(file)?.eager ?? []));
  }
  return seen;
}

const registeredBy = (file: string) => [...sources.get(file)!.matchAll(/addMessageSection\('(\w+)'/g)].map((match) => match[1]);
const SECTIONS = new Set(files.flatMap(registeredBy));
const CATALOGUE = join(SRC, 'providers/i18n');
/** The sections whose keys a module names ('lsm.inventory.…', `lsm.menus.${…}`); the catalogue's own files name none. */
const sectionsUsedBy = (file: string) =>
  file.startsWith(`${CATALOGUE}/`)
    ? []
    : [...sources.get(file)!.matchAll(/['"`]lsm\.(\w+)[.'"`$]/g)].map((match) => match[1]).filter((section) => SECTIONS.has(section));

const lazyEntries = [...new Set([...graph.values()].flatMap((node) => node.lazy))];
const appModules = closure(APP_ENTRY);
const registeredByApp = new Set([...appModules].flatMap(registeredBy));

/** The sections of keys the code loaded with `modules` uses but none of it registers: "section (first user)". */
function unregistered(modules: Set<string>): string[] {
  const registered = new Set([...registeredByApp, ...[...modules].flatMap(registeredBy)]);
  const missing = new Map<string, string>();
  for (const file of modules) {
    for (const section of sectionsUsedBy(file)) if (!registered.has(section) && !missing.has(section)) missing.set(section, relative(SRC, file));
  }
  return [...missing].map(([section, file]) => `${section} (${file})`);
}

describe("a screen's message section loads with the code that uses it", () => {
  it('reads runtime imports, lazy imports and globs, and leaves out type-only imports', () => {
    const found = importsOf(
      [
        "import { a, type B } from './a.ts';",
        "import type { C } from './c.ts';",
        "import { type D, type E } from './d.ts';",
        "import F, { type G } from './f.ts';",
        "import './side.ts';",
        "export { h } from './h.ts';",
        "export type { I } from './i.ts';",
        "import {\n  j,\n  k,\n} from './jk.ts';",
        "import { x } from 'react';",
        "const Page = lazyNamed(() => import('./Page.tsx'), 'Page');",
        "const TABS = import.meta.glob<TabModule>(['../../resources/**/*Tab.tsx']);",
      ].join('\n'),
    );
    expect(found).toEqual({
      eager: ['./a.ts', './f.ts', './h.ts', './jk.ts', './side.ts'],
      lazy: ['./Page.tsx'],
      globs: ['../../resources/**/*Tab.tsx'],
    });
  });

  it('knows the lazily loaded modules and the sections', () => {
    expect(lazyEntries.map((file) => relative(SRC, file))).toEqual(
      expect.arrayContaining(['resources/companies/CompanyListPage.tsx', 'resources/stores/tabs/StoreInventoryTab.tsx', 'resources/stores/inventory/StoreItemDialog.tsx']),
    );
    expect([...SECTIONS]).toEqual(expect.arrayContaining(['companies', 'inventory', 'channels', 'menus']));
  });

  it("has the app's entry load the sections its own code uses", () => {
    expect(unregistered(appModules)).toEqual([]);
  });

  it('has every lazily loaded page, tab and dialog load the sections its code uses', () => {
    expect(lazyEntries.flatMap((entry) => unregistered(closure(entry)).map((missing) => `${relative(SRC, entry)} → ${missing}`))).toEqual([]);
  });

  it('keeps the whole catalogue out of the app (types and tests only)', () => {
    const loading = [APP_ENTRY, ...lazyEntries].filter((entry) => closure(entry).has(WHOLE_CATALOGUE));
    expect(loading.map((entry) => relative(SRC, entry))).toEqual([]);
  });
});
