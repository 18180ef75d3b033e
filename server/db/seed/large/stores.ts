// 10,000 stores: Main address with time zone, weekly hours, delivery partner links and company tags.
import { faker } from '@faker-js/faker';
import { phone } from '../demo/util.ts';
import { PARTNERS } from '../reference.ts';
import { ColumnRows, insertRows } from './columns.ts';
import type { CompanyBlock, SeedContext } from './context.ts';
import { syncIdentity } from './identity.ts';
import { PLACES } from './places.ts';
import { Progress } from './progress.ts';

export const BIG_STORE_NAME = 'Scale Store 1';

/** store_statuses ids of reference.ts: accepting orders, paused, offline, closed, integration failure */
const STATUS_IDS: readonly (readonly [number, number])[] = [[1, 88], [2, 4], [3, 3], [4, 3], [5, 2]];
const PARTNER_SHARE: Record<number, number> = { 1: 0.8, 2: 0.7, 3: 0.4, 4: 0.3 };
const OPEN = ['06:00', '07:00', '08:00', '09:00'] as const;
const CLOSE = ['20:00', '21:00', '22:00', '23:00', '23:59'] as const;

function newBatch() {
  return {
    stores: new ColumnRows({
      id: 'int', companyId: 'int', name: 'text', storeStatusId: 'int', storeSetupCompleted: 'bool', sellsAlcohol: 'bool',
      phoneNo: 'text', storeEmail: 'text',
    }),
    addresses: new ColumnRows({ storeId: 'int', addressType: 'text', line1: 'text', city: 'text', state: 'text', zip: 'text', timezone: 'text' }),
    hours: new ColumnRows({ storeId: 'int', dayOfWeek: 'smallint', openTime: 'time', closeTime: 'time', isClosed: 'bool' }),
    partners: new ColumnRows({ storeId: 'int', partnerId: 'int', partnerStoreId: 'text', isActive: 'bool' }),
    tags: new ColumnRows({ storeId: 'int', companyTagId: 'int' }),
  };
}
type Batch = ReturnType<typeof newBatch>;

function addStore(ctx: SeedContext, batch: Batch, company: CompanyBlock, id: number, n: number, isBig: boolean): void {
  const { rand } = ctx;
  const place = rand.pick(PLACES);
  const shortName = company.name.split(/[ ,]/)[0];
  batch.stores.push({
    id, companyId: company.id, name: isBig ? BIG_STORE_NAME : `${shortName} ${place.city} #${n}`,
    storeStatusId: rand.weighted(STATUS_IDS), storeSetupCompleted: rand.chance(0.9), sellsAlcohol: rand.chance(0.35),
    phoneNo: phone(200 + (id % 800), id), storeEmail: `store${id}@${company.emailDomain}`,
  });
  batch.addresses.push({
    storeId: id, addressType: 'Main', line1: faker.location.streetAddress(), city: place.city, state: place.state, zip: place.zip,
    timezone: place.timezone,
  });
  const open = rand.pick(OPEN);
  const close = rand.pick(CLOSE);
  const closedSunday = rand.chance(0.05);
  for (let day = 0; day < 7; day++) {
    batch.hours.push({ storeId: id, dayOfWeek: day, openTime: open, closeTime: close, isClosed: day === 6 && closedSunday });
  }
  for (const partner of PARTNERS) {
    if (!rand.chance(PARTNER_SHARE[partner.id] ?? 0)) continue;
    batch.partners.push({ storeId: id, partnerId: partner.id, partnerStoreId: `${partner.name.toLowerCase()}-${id}`, isActive: rand.chance(0.95) });
  }
  for (const tagId of company.tagIds) if (rand.chance(0.3)) batch.tags.push({ storeId: id, companyTagId: tagId });
}

async function flush(ctx: SeedContext, batch: Batch): Promise<number> {
  await insertRows(ctx.db, 'stores', batch.stores, true);
  await Promise.all([
    insertRows(ctx.db, 'store_addresses', batch.addresses),
    insertRows(ctx.db, 'store_hours', batch.hours),
    insertRows(ctx.db, 'store_partners', batch.partners),
    insertRows(ctx.db, 'store_company_tags', batch.tags),
  ]);
  return batch.stores.length;
}

/** Returns the id of the designated big store ("Scale Store 1" of the first company). */
export async function seedStores(ctx: SeedContext, companies: readonly CompanyBlock[]): Promise<number> {
  const progress = new Progress('stores', ctx.sizes.stores);
  let batch = newBatch();
  for (const company of companies) {
    for (let n = 1; n <= company.stores.count; n++) {
      addStore(ctx, batch, company, company.stores.first + n - 1, n, company === companies[0] && n === 1);
      if (batch.stores.length >= 1000) {
        progress.add(await flush(ctx, batch));
        batch = newBatch();
      }
    }
  }
  progress.add(await flush(ctx, batch));
  progress.finish();
  await Promise.all(['stores', 'store_addresses', 'store_hours', 'store_partners'].map((table) => syncIdentity(ctx.db, table)));
  return companies[0]!.stores.first;
}
