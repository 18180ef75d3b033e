import { companies, companyAddresses, storeAddresses, storeHours, stores, type CompanyStatus } from '../../../server/db/schema/index.ts';
import type { Db } from '../../../server/db/client.ts';
import { weeklyHours } from '../../../server/db/seed/demo/hours.ts';
import type { Hours } from '../../../server/db/seed/demo/organisations.ts';
import { unique } from './sequence.ts';

export interface CompanyOverrides {
  name?: string;
  status?: CompanyStatus;
}

/** A live company with a Main address. */
export async function createCompany(db: Db, overrides: CompanyOverrides = {}): Promise<{ id: number; name: string }> {
  const name = overrides.name ?? unique('Factory Company');
  const [row] = await db
    .insert(companies)
    .values({ name, status: overrides.status ?? 'Live', email: `${unique('hello')}@company.example` })
    .returning({ id: companies.id });
  await db.insert(companyAddresses).values({ companyId: row.id, line1: '1 Test Street', city: 'New York', state: 'NY', zip: '10001', addressType: 'Main' });
  return { id: row.id, name };
}

export interface StoreOverrides {
  name?: string;
  /** IANA time zone of the Main address */
  timezone?: string;
  /** the week of opening hours (the demo's kinds); standard = 08-22, Sunday 10-18 */
  hours?: Hours;
}

/** A store of the company with a Main address and a full week of hours. */
export async function createStore(db: Db, companyId: number, overrides: StoreOverrides = {}): Promise<{ id: number; companyId: number; name: string }> {
  const name = overrides.name ?? unique('Factory Store');
  const [row] = await db.insert(stores).values({ companyId, name, storeSetupCompleted: true }).returning({ id: stores.id });
  await db.insert(storeAddresses).values({
    storeId: row.id,
    addressType: 'Main',
    line1: '2 Test Avenue',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    timezone: overrides.timezone ?? 'America/New_York',
  });
  await db.insert(storeHours).values(weeklyHours(overrides.hours ?? 'standard').map((hours) => ({ storeId: row.id, ...hours })));
  return { id: row.id, companyId, name };
}
