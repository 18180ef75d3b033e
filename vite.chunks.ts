import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { FIRST_CALLS_ENTRY } from './vite.firstCalls.ts';

// How the build splits the app into files (issue 19). Left to itself the bundler cut one file per set of pages
// sharing a module: 169 files, of which a store's inventory asked for 101 on a first visit (22 for the app, 79
// for the page), each a request and a module for the browser to fetch, parse and link. Measured side by side
// (bench/compareBuilds.ts, 7 cold loads each), these four groups brought a first visit of the inventory from
// 1,240 to 830 ms and of the company list from 999 to 721 ms, warm reloads unchanged:
//   boot    the page's first script and what it imports (vite.firstCalls.ts): small, so it runs at once;
//   app     everything the app's entry imports, statically: the first screen;
//   shared  code two or more pages or tabs use, unless it pulls in the charts or the date pickers;
//   the rest as the bundler cuts it: each page or tab with the code only it uses, and the charts and date
//   pickers (~125 KB gzip together) in files of their own, loaded by the screens that show them.

type ModuleInfo = Rolldown.ModuleInfo;
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The libraries only a few screens use, and heavy: a module needing them stays out of the shared file. */
const HEAVY_LIBRARIES = /node_modules[\\/]@mui[\\/]x-(charts|date-pickers|internal-gestures)[\\/]/;

function staticImports(context: ChunkingContext, root: string): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The chunking of one build: what it learns of the module graph is kept for the build's later questions. */
export function appChunks(root: string): Rolldown.CodeSplittingOptions {
  let bootModules: Set<string> | undefined;
  const isBoot = (context: ChunkingContext, id: string) => (bootModules ??= staticImports(context, resolve(root, FIRST_CALLS_ENTRY))).has(id);

  const needsHeavy = new Map<string, boolean>();
  const needsHeavyLibrary = (context: ChunkingContext, id: string): boolean => {
    if (HEAVY_LIBRARIES.test(id)) return true;
    const known = needsHeavy.get(id);
    if (known !== undefined) return known;
    needsHeavy.set(id, false); // a cycle answers no until its walk ends
    const answer = (context.getModuleInfo(id)?.importedIds ?? []).some((imported) => needsHeavyLibrary(context, imported));
    needsHeavy.set(id, answer);
    return answer;
  };

  return {
    groups: [
      { name: (id, context) => (isBoot(context, id) ? 'boot' : null), debugName: 'boot', priority: 30 },
      { name: (id, context) => (isBoot(context, id) ? null : 'app'), debugName: 'app', tags: ['$initial'], priority: 20 },
      {
        name: (id, context) => (isBoot(context, id) || needsHeavyLibrary(context, id) ? null : 'shared'),
        debugName: 'shared',
        minShareCount: 2,
        priority: 10,
      },
    ],
  };
}
