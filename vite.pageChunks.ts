import { basename } from 'node:path';
import type { HtmlTagDescriptor, Rollup } from 'vite';
import { PAGE_CHUNKS_ELEMENT_ID, type PageChunks } from './src/custom/routes/pageChunks.ts';

type Chunk = Rollup.OutputChunk;

const chunksOf = (bundle: Rollup.OutputBundle) =>
  new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));

/** A chunk's file and, transitively, the files it imports statically: what must load before it runs. */
function staticClosure(chunks: Map<string, Chunk>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticClosure(chunks, imported, into);
  return into;
}

/**
 * For each module the app loads lazily (pages and tabs: the dynamic entries), named after its file, the files
 * it needs beyond those index.html already loads (the entries and their static imports). Two lazy modules of the
 * same name would be told apart by nothing at run time: the build stops.
 */
export function pageChunksOf(bundle: Rollup.OutputBundle, base: string): PageChunks {
  const chunks = chunksOf(bundle);
  const loadedByHtml = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) staticClosure(chunks, chunk.fileName, loadedByHtml);
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const modules: Record<string, number[]> = {};
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const name = basename(chunk.facadeModuleId).replace(/\.[^.]+$/, '');
    if (name in modules) throw new Error(`Two lazily loaded modules are named ${name}: rename one (vite.pageChunks.ts)`);
    modules[name] = [...staticClosure(chunks, chunk.fileName)]
      .filter((fileName) => !loadedByHtml.has(fileName))
      .map((fileName) => {
        if (!indexOf.has(fileName)) indexOf.set(fileName, files.push(`${base}${fileName}`) - 1);
        return indexOf.get(fileName)!;
      });
  }
  return { files, modules };
}

/** index.html's JSON element read by the page's first script (src/custom/routes/pageChunks.ts); JSON is not run, so the CSP allows it. */
export function pageChunksTag(bundle: Rollup.OutputBundle, base: string): HtmlTagDescriptor {
  // "<" escaped: a file name cannot close the element
  const json = JSON.stringify(pageChunksOf(bundle, base)).replace(/</g, '\\u003c');
  return { tag: 'script', attrs: { type: 'application/json', id: PAGE_CHUNKS_ELEMENT_ID }, children: json, injectTo: 'head-prepend' };
}
