import type { Plugin } from 'vite';
import { pageChunksTag } from './vite.pageChunks.ts';

/** The page's first script (src/startFirstCalls.ts): the screen's first calls and its page's code, asked for as the page starts. */
export const FIRST_CALLS_ENTRY = 'src/startFirstCalls.ts';
const ENTRY_NAME = 'firstCalls';

/**
 * Builds the first script as an entry of its own and loads it from index.html ahead of the app's entry.
 * Vite would fold a second <script type="module"> of index.html into the app's entry, whose chunks must all
 * arrive and parse before any of it runs; a module script of its own runs as soon as its few small chunks
 * are there. No inline script: the Content-Security-Policy allows 'self' scripts only.
 */
export function firstCallsEntry(): Plugin {
  let base = '/';
  return {
    name: 'lsm-first-calls-entry',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', [ENTRY_NAME]: FIRST_CALLS_ENTRY } } } }),
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const entry = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === ENTRY_NAME);
        if (!entry) throw new Error(`${FIRST_CALLS_ENTRY} was not built`);
        // the page chunks first: the first script reads them
        return [
          pageChunksTag(context.bundle!, base),
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `${base}${entry.fileName}` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
