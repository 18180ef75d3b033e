// The page's first script: index.html loads it before the app's entry (vite.firstCalls.ts), so a reload sends
// the screen's first calls (src/custom/routes/firstCalls.ts) and asks for its page's code
// (src/custom/routes/pageChunks.ts) while the app's code still arrives and evaluates. main.tsx imports it too,
// which is how it runs first under the dev server; in a build it has already run by then.
import { startFirstCalls } from './custom/routes/firstCalls.ts';
import { preloadPageChunksAt } from './custom/routes/pageChunks.ts';

try {
  startFirstCalls(window.location);
} catch {
  // nothing sent: the screen asks as usual
}
try {
  preloadPageChunksAt(window.location);
} catch {
  // nothing preloaded: the page's code loads when the app asks for it
}
