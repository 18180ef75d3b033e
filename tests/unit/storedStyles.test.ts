// @vitest-environment jsdom
import type { EmotionCache } from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoredStylesCache, MAX_STORED_CSS, storeStyles } from '../../src/custom/styles/storedStyles.ts';

const red = { name: 'red1', styles: 'color:red;', next: undefined };
const blue = { name: 'blue2', styles: 'color:blue;', next: undefined };
const insert = (cache: EmotionCache, style: typeof red) => {
  // what emotion's insertStyles does for a component's class
  if (cache.inserted[style.name] === undefined) cache.insert(`.css-${style.name}`, style, cache.sheet, true);
};
/** CSS text without its spaces (jsdom writes the rules it parsed back with spaces) */
const compact = (css: string | null | undefined) => (css ?? '').replace(/\s/g, '');
const emotionStyleText = () => compact([...document.head.querySelectorAll('style[data-emotion]')].map((tag) => tag.textContent).join(''));

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('styles kept from one visit to the next', () => {
  it('stores the names and rules a visit inserted', () => {
    const cache = createStoredStylesCache(localStorage, document);
    expect(cache.inserted).toEqual({});
    insert(cache, red);
    storeStyles(cache, localStorage);
    const stored = JSON.parse(localStorage.getItem('lsm.styles')!) as { names: string[]; css: string };
    expect(stored.names).toEqual(['red1']);
    expect(compact(stored.css)).toContain('.css-red1{color:red;}');
  });

  it('hands the stored rules back as one style element that emotion takes as inserted', () => {
    const first = createStoredStylesCache(localStorage, document);
    insert(first, red);
    storeStyles(first, localStorage);
    document.head.innerHTML = '';

    const next = createStoredStylesCache(localStorage, document);
    const restored = document.head.querySelector('style[data-emotion="css red1"]');
    expect(compact(restored?.textContent)).toContain('.css-red1{color:red;}');
    expect(next.inserted).toEqual({ red1: true });
    insert(next, red);
    expect(emotionStyleText().match(/css-red1/g)).toHaveLength(1); // not parsed and inserted again
    insert(next, blue);
    expect(emotionStyleText()).toMatch(/\.css-red1\{color:red;\}.*\.css-blue2\{color:blue;\}/);

    storeStyles(next, localStorage);
    expect((JSON.parse(localStorage.getItem('lsm.styles')!) as { names: string[] }).names).toEqual(['red1', 'blue2']);
  });

  it('writes nothing when the visit inserted nothing new since the last store', () => {
    const first = createStoredStylesCache(localStorage, document);
    insert(first, red);
    storeStyles(first, localStorage);
    document.head.innerHTML = '';

    const writes: string[] = [];
    const counting = Object.assign(Object.create(localStorage) as Storage, {
      getItem: (key: string) => localStorage.getItem(key),
      setItem: (key: string, value: string) => {
        writes.push(key);
        localStorage.setItem(key, value);
      },
      removeItem: (key: string) => {
        writes.push(key);
        localStorage.removeItem(key);
      },
    });
    const reload = createStoredStylesCache(counting, document);
    insert(reload, red); // known from the last visit
    storeStyles(reload, counting);
    expect(writes).toEqual([]);

    insert(reload, blue);
    storeStyles(reload, counting);
    storeStyles(reload, counting);
    expect(writes).toEqual(['lsm.styles']);
    const stored = JSON.parse(localStorage.getItem('lsm.styles')!) as { names: string[]; css: string };
    expect(stored.names).toEqual(['red1', 'blue2']);
    expect(compact(stored.css)).toMatch(/\.css-red1\{color:red;\}.*\.css-blue2\{color:blue;\}/);
  });

  it('starts again once the stored rules pass the cap', () => {
    const cache = createStoredStylesCache(localStorage, document);
    insert(cache, { name: 'big3', styles: `content:"${'x'.repeat(MAX_STORED_CSS)}";`, next: undefined });
    localStorage.setItem('lsm.styles', JSON.stringify({ names: ['old'], css: '.css-old{}' }));
    storeStyles(cache, localStorage);
    expect(localStorage.getItem('lsm.styles')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('lsm.styles', '{not json');
    expect(createStoredStylesCache(localStorage, document).inserted).toEqual({});
    localStorage.setItem('lsm.styles', JSON.stringify({ names: 'red1', css: 3 }));
    expect(createStoredStylesCache(localStorage, document).inserted).toEqual({});
    expect(document.head.querySelector('style')).toBeNull();
  });
});
