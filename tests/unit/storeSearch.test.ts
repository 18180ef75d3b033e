// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storesAdapter } from '../../src/providers/data/stores.ts';
import { storeSearchQuery } from '../../src/custom/search/storeSearchQuery.ts';
import { isApplePlatform, isStoreSearchShortcut } from '../../src/custom/search/searchShortcut.ts';
import { addressText, mainAddressText, matchedAddress } from '../../src/domain/address.ts';

const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('storeSearchQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the spec parameters through the stores list: the text without its leading whitespace, by name, and the company when given', async () => {
    const sent: URL[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      sent.push(new URL(url));
      return new Response(JSON.stringify({ stores: [], count: 0 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    await storesAdapter.getList!(storeSearchQuery('  \tChelsea ', 7));
    await storesAdapter.getList!(storeSearchQuery('Chelsea', null));
    expect(sent.map((url) => url.pathname.replace(/^\/api/, ''))).toEqual(['/stores/', '/stores/']);
    expect(Object.fromEntries(sent[0]!.searchParams)).toEqual({
      limit: '20',
      offset: '0',
      company_id: '7',
      order_column: 'name',
      sort_direction: 'ASC',
      search_string: 'Chelsea ',
    });
    expect(sent[1]!.searchParams.has('company_id')).toBe(false);
  });
});

describe('isStoreSearchShortcut', () => {
  it('is Ctrl+K or Cmd+K, either case, and nothing else', () => {
    expect(isStoreSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isStoreSearchShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isStoreSearchShortcut(key('k'))).toBe(false);
    expect(isStoreSearchShortcut(key('j', { ctrlKey: true }))).toBe(false);
    expect(isStoreSearchShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isStoreSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('labels the shortcut for Apple devices by the user agent', () => {
    expect(isApplePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isApplePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});

describe('address text', () => {
  const main = { line_1: '1 Harborside Dr', line_2: 'Terminal B', city: 'Boston', state: 'MA', zip: '02128', address_type: 'Main' };

  it('joins the parts and leaves out blank ones', () => {
    expect(addressText(main)).toBe('1 Harborside Dr, Terminal B, Boston, MA 02128');
    expect(addressText({ ...main, line_2: '  ' })).toBe('1 Harborside Dr, Boston, MA 02128');
    expect(addressText({ ...main, line_2: null })).toBe('1 Harborside Dr, Boston, MA 02128');
  });

  it('uses the Main address of a store, or nothing', () => {
    const shipping = { ...main, line_1: '300 Terminal Rd', address_type: 'WelcomePackage' };
    expect(mainAddressText([shipping, main])).toBe('1 Harborside Dr, Terminal B, Boston, MA 02128');
    expect(mainAddressText([shipping])).toBe('');
  });

  it('shows the address the search found the store by, else the Main one', () => {
    const shipping = { ...main, line_1: '300 Terminal Rd', city: 'Chelsea', address_type: 'WelcomePackage' };
    expect(matchedAddress('harbor cafe chelsea', 'Harbor Cafe', [main, shipping])).toBe(shipping);
    expect(matchedAddress('300 termi', 'Harbor Cafe', [main, shipping])).toBe(shipping);
    // Words of the name or of the Main address: the Main address.
    expect(matchedAddress('harbor', 'Harbor Cafe', [shipping, main])).toBe(main);
    expect(matchedAddress('boston', 'Harbor Cafe', [main, shipping])).toBe(main);
    expect(matchedAddress('', 'Harbor Cafe', [shipping])).toBeUndefined();
  });
});
