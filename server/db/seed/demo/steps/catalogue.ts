// Each company's global catalogue: a share of the product lines, priced per chain, with item tags.
import { globalItems, globalItemTags, type VerificationQuality } from '../../../schema/index.ts';
import { ago, type DemoStep } from '../context.ts';
import { categoryLookup, demoCatalogue, demoCompanyIds, itemTagIds } from '../lookup.ts';
import { COMPANIES, type CompanyKey } from '../organisations.ts';
import { PRODUCTS, type Product } from '../products.ts';
import { DAY, insertChunks, shelfPrice } from '../util.ts';

/** Which products a company carries in its catalogue. */
function catalogueOf(key: CompanyKey): Product[] {
  switch (key) {
    case 'corner':
      return PRODUCTS.filter((_, index) => index % 4 !== 3);
    case 'quick':
      return PRODUCTS.filter((_, index) => index % 2 === 0);
    case 'harbor':
      return PRODUCTS.filter((product) => ['Produce', 'Dairy', 'Bakery', 'Pantry', 'Frozen'].includes(product.category)).slice(0, 30);
    case 'sunrise':
      return PRODUCTS.filter(
        (product) => ['Deli', 'Bakery'].includes(product.category) || ['Coffee & Tea', 'Juice', 'Water'].includes(product.sub),
      ).slice(0, 20);
  }
}

const QUALITIES: VerificationQuality[] = ['certified', 'certified', 'certified', 'certified', 'enriched', 'enriched', 'enriched', 'unresolved', 'unresolved', 'unresolved'];

export const catalogue: DemoStep = {
  name: 'catalogue',
  async run(ctx) {
    const { tx } = ctx;
    const companyId = await demoCompanyIds(tx);
    const categoryOf = await categoryLookup(tx);
    const rows = COMPANIES.flatMap((company, companyIndex) =>
      catalogueOf(company.key).map((product, index) => {
        const { categoryId, subCategoryId } = categoryOf(product.category, product.sub);
        // Chains price a little differently from one another.
        const price = companyIndex === 0 ? product.price : shelfPrice(product.price * (1 + 0.04 * companyIndex));
        return {
          companyId: companyId(company.key),
          name: product.name,
          status: index % 17 === 5 ? ('inactive' as const) : ('active' as const),
          upc: product.upc,
          retailPrice: price,
          description: product.description,
          categoryId,
          subCategoryId,
          size: product.size,
          unitCount: product.unitCount,
          verification: QUALITIES[(index * 7 + companyIndex * 3) % QUALITIES.length],
          createdAt: ago(ctx, ((index * 13) % 180) * DAY + index * 60_000),
        };
      }),
    );
    await insertChunks(rows, (part) => tx.insert(globalItems).values(part).returning({ id: globalItems.id }));

    const tagIds = await itemTagIds(tx);
    const tagRows: { globalItemId: number; tagId: number }[] = [];
    (await demoCatalogue(tx)).forEach((global, index) => {
      const names = new Set(global.product.tags);
      if (index % 23 === 4) names.add('New');
      if (index % 31 === 9 && global.companyKey === 'quick') names.add('Best Seller');
      if (/\b(12|24) (pk|ct)\b|Family Size|2 L\b|Half Gallon/.test(global.product.size)) names.add('Family Size');
      for (const name of names) {
        const tagId = tagIds.get(name);
        if (tagId !== undefined) tagRows.push({ globalItemId: global.id, tagId });
      }
    });
    await insertChunks(tagRows, (part) => tx.insert(globalItemTags).values(part).returning({ id: globalItemTags.tagId }));
  },
};
