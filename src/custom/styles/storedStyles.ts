import createCache, { type EmotionCache } from '@emotion/cache';

const STORAGE_KEY = 'lsm.styles';
/** Above this much CSS the store starts again from the next visit's styles (it only grows: names are content hashes). */
export const MAX_STORED_CSS = 400_000;

interface StoredStyles {
  /** emotion's names of the styles (the hash in a class css-{name}, or a keyframes name) */
  names: string[];
  /** their rules, in the order they were inserted */
  css: string;
}

function read(storage: Storage): StoredStyles | null {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<StoredStyles> | null;
    return Array.isArray(stored?.names) && typeof stored.css === 'string' ? { names: stored.names, css: stored.css } : null;
  } catch {
    return null;
  }
}

/** What a cache restored from the last visit, and the rules this visit inserted, as emotion wrote them. */
interface VisitStyles {
  restoredCss: string;
  insertedRules: string[];
  /** how many of insertedRules the storage holds already */
  storedRuleCount: number;
}

const visits = new WeakMap<EmotionCache, VisitStyles>();

/**
 * The app's emotion cache, holding the styles the last visit wrote. Every MUI component's style is serialised,
 * parsed and inserted rule by rule the first time a page shows it: on a reload of the inventory tab that was
 * about 60 ms of a ~470 ms main thread. The last visit's rules come back as one style element, which emotion
 * takes as already inserted (its server-rendering hand-over: `<style data-emotion="css name …">`), so only
 * styles new to this visit are parsed and inserted. Class names are hashes of the styles, so a stored rule is
 * right for any build.
 */
export function createStoredStylesCache(storage: Storage, document: Document): EmotionCache {
  const stored = read(storage);
  if (stored && stored.names.length > 0) {
    const style = document.createElement('style');
    style.setAttribute('data-emotion', `css ${stored.names.join(' ')}`);
    style.textContent = stored.css;
    document.head.appendChild(style);
  }
  const cache = createCache({ key: 'css' });
  const visit: VisitStyles = { restoredCss: stored && stored.names.length > 0 ? stored.css : '', insertedRules: [], storedRuleCount: 0 };
  // The rules are kept as they are inserted: reading them back from the sheet (cssText, rule by rule) as the
  // page goes away cost ~5 ms of every reload.
  const insert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule: string) => {
    visit.insertedRules.push(rule);
    insert(rule);
  };
  visits.set(cache, visit);
  return cache;
}

/**
 * Keeps the cache's styles for the next visit (called as the page goes away). A visit that inserted nothing
 * new since the last store, such as a reload of a page already seen, writes nothing.
 */
export function storeStyles(cache: EmotionCache, storage: Storage): void {
  const visit = visits.get(cache);
  if (!visit || visit.insertedRules.length === visit.storedRuleCount) return;
  const css = visit.restoredCss + visit.insertedRules.join('');
  try {
    if (css.length > MAX_STORED_CSS) storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, JSON.stringify({ names: Object.keys(cache.inserted), css } satisfies StoredStyles));
    visit.storedRuleCount = visit.insertedRules.length;
  } catch {
    // storage full or refused: the next visit inserts its styles as usual
  }
}
