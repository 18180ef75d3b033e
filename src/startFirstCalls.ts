// The page's first script: index.html loads it before the app's entry (vite.firstCalls.ts), so a reload sends
// the screen's first calls while the app's code still evaluates (src/custom/routes/firstCalls.ts). main.tsx
// imports it too, which is how it runs first under the dev server; in a build it has already run by then.
import { startFirstCalls } from './custom/routes/firstCalls.ts';

try {
  startFirstCalls(window.location);
} catch {
  // nothing sent: the screen asks as usual
}
