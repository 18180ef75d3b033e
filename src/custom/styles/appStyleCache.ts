import { createStoredStylesCache, storeStyles } from './storedStyles.ts';

/** The emotion cache every style of the app goes through (App.tsx provides it), with the last visit's styles. */
export const appStyleCache = createStoredStylesCache(window.localStorage, document);

window.addEventListener('pagehide', () => storeStyles(appStyleCache, window.localStorage));
