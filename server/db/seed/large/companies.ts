// 100 companies with a Main address and three store tags each; their blocks of store and item ids.
import { faker } from '@faker-js/faker';
import type { CompanyStatus } from '../../schema/index.ts';
import { phone } from '../demo/util.ts';
import { ColumnRows, insertRows } from './columns.ts';
import type { CompanyBlock, IdRange, SeedContext } from './context.ts';
import { maxId, syncIdentity } from './identity.ts';
import { PLACES } from './places.ts';

const STATUSES: readonly (readonly [CompanyStatus, number])[] = [
  ['Live', 70],
  ['Trial', 8],
  ['On Boarding', 8],
  ['Paused', 5],
  ['Off Boarding', 3],
  ['Churned', 3],
  ['Inactive', 3],
];
const TYPES = ['Convenience', 'Grocery', 'Deli', 'Liquor', 'Pharmacy', 'Bakery'] as const;
const TAGS = ['Downtown', 'Airport', '24h', 'Highway', 'Campus', 'Suburban', 'Waterfront', 'Mall'] as const;
const COLORS = ['#1B5E20', '#C62828', '#0D47A1', '#6A1B9A', '#EF6C00', '#00838F', '#37474F', '#AD1457'] as const;

/** Splits `total` into `parts` contiguous ranges after `base`; the first part takes `firstShare` of it. */
function split(total: number, parts: number, base: number, firstShare: number, firstMin: number): IdRange[] {
  const first = parts === 1 ? total : Math.max(firstMin, Math.round(total * firstShare));
  const rest = total - first;
  const ranges: IdRange[] = [{ first: base + 1, count: first }];
  let next = base + 1 + first;
  for (let i = 1; i < parts; i++) {
    const count = Math.floor(rest / (parts - 1)) + (i <= rest % (parts - 1) ? 1 : 0);
    ranges.push({ first: next, count });
    next += count;
  }
  return ranges;
}

function uniqueName(seen: Set<string>): string {
  for (;;) {
    const name = faker.company.name();
    if (!seen.has(name)) {
      seen.add(name);
      return name;
    }
  }
}

export async function seedCompanies(ctx: SeedContext): Promise<CompanyBlock[]> {
  const { db, rand, sizes } = ctx;
  const [companyBase, storeBase, itemBase, tagBase] = await Promise.all(
    ['companies', 'stores', 'global_items', 'company_tags'].map((table) => maxId(db, table)),
  );
  const storeRanges = split(sizes.stores, sizes.companies, storeBase, 1 / sizes.companies, 1);
  const itemRanges = split(sizes.globalItems, sizes.companies, itemBase, sizes.firstCompanyShare, Math.ceil(sizes.bigStoreItems * 1.2));

  const companyRows = new ColumnRows({
    id: 'int', name: 'text', email: 'text', phoneNumber: 'text', website: 'text', status: 'text', companyType: 'text',
    primaryAccentColor: 'text', supportColor: 'text', accentPairedTextColor: 'text',
  });
  const addressRows = new ColumnRows({ companyId: 'int', line1: 'text', line2: 'text', city: 'text', state: 'text', zip: 'text', addressType: 'text' });
  const tagRows = new ColumnRows({ id: 'int', companyId: 'int', tagName: 'text' });
  const seen = new Set<string>();
  const blocks: CompanyBlock[] = [];

  for (let i = 0; i < sizes.companies; i++) {
    const id = companyBase + i + 1;
    const name = uniqueName(seen);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const emailDomain = `${slug}.example`;
    const place = rand.pick(PLACES);
    companyRows.push({
      id, name, email: `hello@${emailDomain}`, phoneNumber: phone(200 + (i % 800), i), website: `https://www.${emailDomain}`,
      status: i === 0 ? 'Live' : rand.weighted(STATUSES), companyType: rand.pick(TYPES),
      primaryAccentColor: rand.pick(COLORS), supportColor: '#FFFFFF', accentPairedTextColor: '#FFFFFF',
    });
    addressRows.push({
      companyId: id, line1: faker.location.streetAddress(), line2: rand.chance(0.4) ? `Suite ${rand.int(100, 999)}` : null,
      city: place.city, state: place.state, zip: place.zip, addressType: 'Main',
    });
    const tagNames = rand.shuffled(TAGS).slice(0, 3);
    const tagIds = tagNames.map((tagName, t) => {
      const tagId = tagBase + i * 3 + t + 1;
      tagRows.push({ id: tagId, companyId: id, tagName });
      return tagId;
    });
    blocks.push({ id, name, emailDomain, tagIds, stores: storeRanges[i]!, globalItems: itemRanges[i]! });
  }

  await insertRows(db, 'companies', companyRows, true);
  await insertRows(db, 'company_addresses', addressRows);
  await insertRows(db, 'company_tags', tagRows, true);
  await Promise.all(['companies', 'company_tags'].map((table) => syncIdentity(db, table)));
  console.log(`  companies: ${blocks.length} with addresses and ${tagRows.length} tags`);
  return blocks;
}
