import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_LIST } from '../../src/custom/layout/pages.ts';
import { PAGE_CHUNKS_ELEMENT_ID, preloadPageChunksAt, type PageChunks } from '../../src/custom/routes/pageChunks.ts';
import { routesWithLayout } from '../../src/custom/routes/appRoutes.tsx';
import { storeSession } from './support/fixtures.ts';

// The page's first script asks for the files of the URL's page and tab (issue 19), named in index.html by the build.

const CHUNKS: PageChunks = {
  files: ['/assets/StoreDetailPage-1.js', '/assets/shared-1.js', '/assets/StoreInventoryTab-1.js', '/assets/CompanyListPage-1.js'],
  modules: { StoreDetailPage: [0, 1], StoreInventoryTab: [2, 1], CompanyListPage: [3, 1] },
};

function pageWithChunks(chunks: PageChunks | string = CHUNKS) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_CHUNKS_ELEMENT_ID;
  element.textContent = typeof chunks === 'string' ? chunks : JSON.stringify(chunks);
  document.head.appendChild(element);
}

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe("preloading the page's files", () => {
  it('asks once for each file of the page and the tab the URL names', () => {
    storeSession('INTERNAL');
    pageWithChunks();
    preloadPageChunksAt({ pathname: '/stores/5', search: '?sidebarActiveTab=inventory' });
    expect(preloaded()).toEqual(['/assets/StoreDetailPage-1.js', '/assets/shared-1.js', '/assets/StoreInventoryTab-1.js']);
    preloadPageChunksAt({ pathname: '/stores/5', search: '?sidebarActiveTab=inventory' });
    expect(preloaded()).toHaveLength(3);
  });

  it('asks for nothing without a stored session, for a page the user type cannot see, or without a readable map', () => {
    pageWithChunks();
    preloadPageChunksAt({ pathname: '/companies', search: '' });
    storeSession('MERCHANT');
    preloadPageChunksAt({ pathname: '/companies', search: '' });
    expect(preloaded()).toEqual([]);
    document.head.innerHTML = '';
    storeSession('INTERNAL');
    pageWithChunks('{not json');
    preloadPageChunksAt({ pathname: '/companies', search: '' });
    expect(preloaded()).toEqual([]);
  });
});

describe('the page table and the routes', () => {
  /** The component a route renders, inside its resource context or not. */
  function componentName(element: ReactElement): string | undefined {
    const props = element.props as { children?: unknown };
    const inner = isValidElement(props.children) ? props.children : element;
    return (inner.type as { displayName?: string }).displayName;
  }

  it('names for each page the component its route renders (the name the build maps its files under)', () => {
    const rendered = Object.fromEntries(routesWithLayout.map((route) => [route.key, componentName((route.props as { element: ReactElement }).element)]));
    expect(rendered).toEqual(Object.fromEntries(PAGE_LIST.map(([key, page]) => [key, page.component])));
  });
});
