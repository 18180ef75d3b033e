/**
 * The screens a visit most often opens first, each with the modules it loads lazily (the route's page and, on a
 * detail page, the tab it shows): the two the browser bench opens (bench/browser.ts) and where sign-in lands (Home
 * for internal users, their company's stores for merchants). The build splits the code these screens share so that
 * each loads only what it uses (vite.chunks.ts); the bench measures what each loads (bench/bundle.ts).
 */
export const FIRST_SCREENS: Readonly<Record<string, readonly string[]>> = {
  'company list': ['src/resources/companies/CompanyListPage.tsx'],
  'store inventory': ['src/resources/stores/StoreDetailPage.tsx', 'src/resources/stores/tabs/StoreInventoryTab.tsx'],
  home: ['src/custom/pages/HomePage.tsx'],
  "a merchant's stores": ['src/resources/companies/CompanyDetailPage.tsx', 'src/resources/companies/tabs/CompanyStoresTab.tsx'],
};
