import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { FIRST_CALLS_ENTRY } from './vite.firstCalls.ts';
import { FIRST_SCREENS } from './vite.firstScreens.ts';

// How the build splits the app into files (issue 19). Left to itself the bundler cut one file per set of pages
// sharing a module: 169 files, of which a store's inventory asked for 101 on a first visit (22 for the app, 79
// for the page), each a request and a module for the browser to fetch, parse and link. Measured side by side
// (bench/compareBuilds.ts, 7 cold loads each), these groups brought a first visit of the inventory from
// 1,240 to 830 ms and of the company list from 999 to 721 ms, warm reloads unchanged:
//   boot    the page's first script and what it imports (vite.firstCalls.ts): small, so it runs at once;
//   app     everything the app's entry imports, statically: the first screen;
//   first   the code two or more pages or tabs share that the first screens (vite.firstScreens.ts) use: a list
//           opened first loads none of what only other screens share (one file for all of it, `shared` below, made
//           the company list load 15 KB gzip more; one file per set of first screens cut 9 KB more, in 7 files
//           instead of 5 for the inventory, whose loads it slowed by ~4 %);
//   forms   code two or more pages or tabs use that validates with the contract's schemas (typebox, ~30 KB gzip):
//           the dialogs holding those forms load on demand (src/custom/lazy/lazyDialog.tsx), so a list page
//           opened first does not load it;
//   shared  the rest of the code two or more pages or tabs use, unless it pulls in the charts or the date pickers;
//   the rest as the bundler cuts it: each page or tab with the code only it uses, and the charts and date
//   pickers (~150 KB gzip together, with the d3 modules only the charts import) in files of their own, loaded by
//   the screens that show them.

type ModuleInfo = Rolldown.ModuleInfo;
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The libraries only a few screens use, and heavy: a module needing them stays out of the shared file. */
const HEAVY_LIBRARIES = /node_modules[\\/]@mui[\\/]x-(charts|charts-vendor|date-pickers|internal-gestures)[\\/]/;
/** The app's entry (index.html's module script). */
const APP_ENTRY = 'src/main.tsx';
/** What the forms validate with (the contract's schemas): shared code needing it goes in a file the lists do not load. */
const FORM_LIBRARIES = /node_modules[\\/]typebox[\\/]/;

/** The modules `roots` import, directly or not, themselves included: statically only, or dynamically too. */
function reachable(context: ChunkingContext, roots: readonly string[], dynamicToo: boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...((dynamicToo && info?.dynamicallyImportedIds) || []));
  }
  return seen;
}

/** The modules among `modules` that are one of `libraries` or import one statically, directly or not. */
function needingLibraries(context: ChunkingContext, modules: Iterable<string>, libraries: RegExp): Set<string> {
  const needing = new Set<string>();
  const pending = [...modules].filter((id) => libraries.test(id));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (needing.has(id)) continue;
    needing.add(id);
    pending.push(...(context.getModuleInfo(id)?.importers ?? []));
  }
  return needing;
}

/** Whether only `libraries` import a module, directly or through modules only they import (the charts' d3, say). */
function onlyUnderLibraries(libraries: RegExp): (context: ChunkingContext, id: string) => boolean {
  const known = new Map<string, boolean>();
  const only = (context: ChunkingContext, id: string): boolean => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    known.set(id, false); // in an import cycle "no" may stick: the module then stays in the shared file, which is safe
    const importers = context.getModuleInfo(id)?.importers ?? [];
    const under = importers.length > 0 && importers.every((importer) => libraries.test(importer) || only(context, importer));
    known.set(id, under);
    return under;
  };
  return only;
}

/** The chunking of one build: what it learns of the module graph is kept for the build's later questions. */
export function appChunks(root: string): Rolldown.CodeSplittingOptions {
  let bootModules: Set<string> | undefined;
  const isBoot = (context: ChunkingContext, id: string) => (bootModules ??= reachable(context, [resolve(root, FIRST_CALLS_ENTRY)], false)).has(id);
  let needing: { heavy: Set<string>; forms: Set<string> } | undefined;
  const needs = (context: ChunkingContext) => {
    if (needing) return needing;
    const modules = reachable(context, [resolve(root, APP_ENTRY), resolve(root, FIRST_CALLS_ENTRY)], true);
    return (needing = { heavy: needingLibraries(context, modules, HEAVY_LIBRARIES), forms: needingLibraries(context, modules, FORM_LIBRARIES) });
  };
  const onlyForHeavy = onlyUnderLibraries(HEAVY_LIBRARIES);
  const isHeavy = (context: ChunkingContext, id: string) => needs(context).heavy.has(id) || onlyForHeavy(context, id);
  const needsForms = (context: ChunkingContext, id: string) => needs(context).forms.has(id);
  const isCommon = (context: ChunkingContext, id: string) => !isBoot(context, id) && !isHeavy(context, id) && !needsForms(context, id);
  let firstScreenModules: Set<string> | undefined;
  const isFirstScreen = (context: ChunkingContext, id: string) =>
    (firstScreenModules ??= reachable(context, Object.values(FIRST_SCREENS).flatMap((pages) => pages.map((page) => resolve(root, page))), false)).has(id);

  return {
    groups: [
      { name: (id, context) => (isBoot(context, id) ? 'boot' : null), debugName: 'boot', priority: 30 },
      { name: (id, context) => (isBoot(context, id) ? null : 'app'), debugName: 'app', tags: ['$initial'], priority: 20 },
      // A group takes the modules it names and what they import: the first screens' code comes first (what it
      // imports the first screens use too), then the rest of the shared code, so that the forms file takes only
      // what the forms need beyond both (what code without typebox imports never needs typebox).
      {
        name: (id, context) => (isCommon(context, id) && isFirstScreen(context, id) ? 'first' : null),
        debugName: 'first',
        minShareCount: 2,
        priority: 15,
      },
      {
        name: (id, context) => (isCommon(context, id) ? 'shared' : null),
        debugName: 'shared',
        minShareCount: 2,
        priority: 10,
      },
      {
        name: (id, context) => (isBoot(context, id) || isHeavy(context, id) ? null : 'forms'),
        debugName: 'forms',
        minShareCount: 2,
        priority: 5,
      },
    ],
  };
}
