// Store items of Corner Market and QuickStop: linked, partially matched and unmatched, in every sale state,
// plus store #1's coffee bar and deli counter items that are not in the catalogue.
import { storeItems, type SaleState } from '../../../schema/index.ts';
import { ago, type DemoStep } from '../context.ts';
import { COFFEE_ADD_INS, STORE_ONE_LOCAL_ITEMS } from '../content.ts';
import { categoryLookup, demoCatalogue, demoStores, storePartnerIds } from '../lookup.ts';
import type { Product } from '../products.ts';
import { DAY, insertChunks, prng, shelfPrice } from '../util.ts';
import { DOORDASH, GRUBHUB, UBEREATS } from './channels.ts';

/** "Lay's Classic Potato Chips 8 oz" -> "LAYS CLASSIC POTATO 8OZ", as a point-of-sale would print it. */
function posName(product: Product): string {
  const title = product.name.endsWith(product.size) ? product.name.slice(0, -product.size.length).trim() : product.name;
  const words = title.split(/\s+/).slice(0, 3).join(' ');
  return `${words} ${product.size}`
    .toUpperCase()
    .replace(/['\u2019]/g, '')
    .replace(/&/g, 'N')
    .replace(/(\d) (OZ|CT|PK|LB|ML|L|FT|IN)\b/g, '$1$2');
}

export const inventory: DemoStep = {
  name: 'inventory',
  async run(ctx) {
    const { tx } = ctx;
    const random = prng(20240601);
    const categoryOf = await categoryLookup(tx);
    const globals = await demoCatalogue(tx);
    const partnerIds = await storePartnerIds(tx);
    const rows: (typeof storeItems.$inferInsert)[] = [];
    let k = 0;
    for (const store of await demoStores(tx)) {
      if (store.def.company !== 'corner' && store.def.company !== 'quick') continue;
      const catalogue = globals.filter((global) => global.companyKey === store.def.company);
      const count = store.index === 0 ? 60 : store.def.company === 'corner' ? 24 : 25;
      const has = (partnerId: number) => partnerIds(store.id).includes(partnerId);
      for (let j = 0; j < count; j++) {
        k++;
        const global = catalogue[(Math.floor((j * catalogue.length) / count) + store.index * 3) % catalogue.length];
        const { product } = global;
        const partial = k % 23 === 7;
        const noMatch = !partial && k % 29 === 11;
        const linked = !partial && !noMatch;
        const saleState: SaleState = k % 20 === 3 ? 'out_of_stock' : k % 20 === 9 ? 'on_hold' : k % 20 === 14 ? 'needs_review' : 'for_sale';
        const drift = 1 + (Math.floor(random() * 7) - 3) * 0.03;
        rows.push({
          storeId: store.id,
          itemId: linked ? global.id : null,
          name: linked ? product.name : posName(product),
          upc: noMatch ? null : product.upc,
          size: product.size,
          unitCount: product.unitCount,
          description: linked ? product.description : null,
          price: shelfPrice(global.price * drift),
          quantity: saleState === 'out_of_stock' ? 0 : 6 + ((k * 7) % 48),
          active: saleState !== 'on_hold',
          sellIndependently: true,
          categoryId: global.categoryId,
          subCategoryId: global.subCategoryId,
          isReviewed: linked && saleState !== 'needs_review' && k % 6 !== 0,
          isEditable: true,
          isRestricted: product.category === 'Alcohol' || product.category === 'Tobacco',
          externalId: `POS-${String(store.index + 1).padStart(2, '0')}-${String(j + 1).padStart(4, '0')}`,
          saleState,
          doordashAdded: has(DOORDASH) && linked && k % 4 !== 0,
          ubereatsAdded: has(UBEREATS) && linked && k % 3 !== 0,
          grubhubAdded: has(GRUBHUB) && linked && k % 5 === 0,
          matchResult: partial ? 'partial' : noMatch ? 'noMatch' : 'match',
          matchCandidateId: partial ? global.id : null,
          createdAt: ago(ctx, ((k % 60) + 1) * DAY),
        });
      }
      if (store.index === 0) {
        for (const [index, local] of STORE_ONE_LOCAL_ITEMS.entries()) {
          rows.push({
            storeId: store.id,
            name: local.name,
            size: local.size,
            unitCount: 1,
            price: local.price,
            quantity: 99,
            ...categoryOf(local.category, local.sub),
            isReviewed: true,
            externalId: `POS-01-L${String(index + 1).padStart(3, '0')}`,
            saleState: 'for_sale',
            doordashAdded: true,
            ubereatsAdded: true,
            matchResult: 'noMatch',
          });
        }
        for (const addIn of COFFEE_ADD_INS.filter((candidate) => candidate.asStoreItem)) {
          rows.push({
            storeId: store.id,
            name: addIn.name,
            price: addIn.price,
            quantity: 99,
            sellIndependently: false,
            ...categoryOf('Beverages', 'Coffee & Tea'),
            isReviewed: true,
            saleState: 'for_sale',
          });
        }
      }
    }
    await insertChunks(rows, (part) => tx.insert(storeItems).values(part).returning({ id: storeItems.id }));
  },
};
