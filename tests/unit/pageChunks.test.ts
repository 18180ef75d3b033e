import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageModulesAt } from '../../src/custom/routes/pageChunks.ts';
import { pageChunksOf } from '../../vite.pageChunks.ts';

// Which files a page and its tab need beyond index.html's (the build's map), and which page and tab a URL shows
// first (what the page's first script preloads). Issue 19.

function chunk(fileName: string, imports: string[], options: { entry?: boolean; lazyModule?: string } = {}): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry: options.entry ?? false,
    isDynamicEntry: options.lazyModule !== undefined,
    facadeModuleId: options.lazyModule ?? null,
  } as Rollup.OutputChunk;
}

const bundleOf = (...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle => Object.fromEntries(chunks.map((output) => [output.fileName, output]));

describe('the build map of page files', () => {
  const bundle = bundleOf(
    chunk('assets/index.js', ['assets/app.js'], { entry: true }),
    chunk('assets/app.js', []),
    chunk('assets/StoreDetailPage.js', ['assets/app.js', 'assets/shared.js'], { lazyModule: '/repo/src/resources/stores/StoreDetailPage.tsx' }),
    chunk('assets/StoreInventoryTab.js', ['assets/shared.js', 'assets/table.js'], { lazyModule: '/repo/src/resources/stores/tabs/StoreInventoryTab.tsx' }),
    chunk('assets/shared.js', ['assets/app.js']),
    chunk('assets/table.js', ['assets/shared.js']),
  );

  it("lists for each lazily loaded module its own file and what it imports, less what index.html loads, each file once", () => {
    const { files, modules } = pageChunksOf(bundle, '/');
    const filesOf = (name: string) => modules[name]!.map((index) => files[index]).sort();
    expect(filesOf('StoreDetailPage')).toEqual(['/assets/StoreDetailPage.js', '/assets/shared.js']);
    expect(filesOf('StoreInventoryTab')).toEqual(['/assets/StoreInventoryTab.js', '/assets/shared.js', '/assets/table.js']);
    expect(new Set(files).size).toBe(files.length);
    expect(files).not.toContain('/assets/app.js');
  });

  it('writes the base the app is served under', () => {
    expect(pageChunksOf(bundle, '/lsm/').files.every((file) => file.startsWith('/lsm/assets/'))).toBe(true);
  });

  it('stops the build when two lazily loaded modules share a name', () => {
    const twice = bundleOf(
      chunk('assets/index.js', [], { entry: true }),
      chunk('assets/a.js', [], { lazyModule: '/repo/src/a/SettingsTab.tsx' }),
      chunk('assets/b.js', [], { lazyModule: '/repo/src/b/SettingsTab.tsx' }),
    );
    expect(() => pageChunksOf(twice, '/')).toThrow(/SettingsTab/);
  });
});

describe('the page and tab a URL shows first', () => {
  it("names the store page and the tab its URL asks for, else the page's first tab", () => {
    expect(pageModulesAt({ pathname: '/stores/5', search: '?sidebarActiveTab=inventory' }, 'INTERNAL')).toEqual(['StoreDetailPage', 'StoreInventoryTab']);
    expect(pageModulesAt({ pathname: '/stores/5/', search: '' }, 'MERCHANT')).toEqual(['StoreDetailPage', 'StoreHomeTab']);
    expect(pageModulesAt({ pathname: '/stores/5', search: '?sidebarActiveTab=nonsense' }, 'INTERNAL')).toEqual(['StoreDetailPage', 'StoreHomeTab']);
  });

  it('names a page without tabs, and nothing for a page the user type may not stay on or no page at all', () => {
    expect(pageModulesAt({ pathname: '/companies', search: '?page=2' }, 'INTERNAL')).toEqual(['CompanyListPage']);
    expect(pageModulesAt({ pathname: '/companies', search: '' }, 'MERCHANT')).toEqual([]);
    expect(pageModulesAt({ pathname: '/nowhere', search: '' }, 'INTERNAL')).toEqual([]);
  });
});
