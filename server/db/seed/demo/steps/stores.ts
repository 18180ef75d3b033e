// The 30 demo stores: addresses, tags, weekly hours, special schedules and who works where.
import { inArray } from 'drizzle-orm';
import { storeAddresses, storeCompanyTags, storeEmployees, storeHours, stores, storeSchedules } from '../../../schema/index.ts';
import { ago, ahead, type DemoStep } from '../context.ts';
import { time, weeklyHours } from '../hours.ts';
import { companyTagIds, demoCompanyIds, demoPeople, demoStores, ownerOf, type StoreRef } from '../lookup.ts';
import { COMPANIES, STORES, type DemoPerson, type DemoStore } from '../organisations.ts';
import { DAY, phone, slug } from '../util.ts';

const companyOf = (store: DemoStore) => {
  const company = COMPANIES.find((candidate) => candidate.key === store.company);
  if (!company) throw new Error(`unknown company ${store.company}`);
  return company;
};

/** The stores (by index within the company) a person is assigned to. */
function assignedStores(person: DemoPerson, companyStores: StoreRef[]): StoreRef[] {
  if (person.stores === undefined || person.role === 'superadmin') return companyStores;
  const count = Math.min(person.stores, companyStores.length);
  const offset = person.storeOffset ?? 0;
  return Array.from({ length: count }, (_, k) => companyStores[(offset + k) % companyStores.length]);
}

export const storesStep: DemoStep = {
  name: 'stores',
  async run(ctx) {
    const { tx } = ctx;
    const companyId = await demoCompanyIds(tx);
    const people = await demoPeople(tx);
    const internal = people.find((person) => person.def.email === 'ops@lsm.example');
    await tx.insert(stores).values(
      STORES.map((store, index) => {
        const company = companyOf(store);
        return {
          companyId: companyId(store.company),
          name: store.name,
          storeStatusId: store.statusId ?? 1,
          upcharge: index % 5 === 4 ? 2.5 : 0,
          offboardedAt: store.offboarded ? ago(ctx, 35 * DAY) : null,
          storeSetupCompleted: company.status !== 'On Boarding',
          sellsAlcohol: store.sellsAlcohol ?? false,
          isDisabled: store.offboarded ?? false,
          billVendorId: store.company === 'corner' || store.company === 'quick' ? `BV-${20_000 + index * 37}` : null,
          pointOfContactId: ownerOf(people, store.company).id,
          phoneNo: phone(store.areaCode, 60 + index),
          storeEmail: `${slug(store.name.replace(company.name, ''))}@${company.emailDomain}`,
          createdBy: internal?.id ?? null,
          createdAt: ago(ctx, (540 - index * 11) * DAY),
        };
      }),
    );
    const refs = await demoStores(tx);

    await tx.insert(storeAddresses).values(
      refs.flatMap(({ id, def }) => {
        const main = { storeId: id, line1: def.line1, line2: def.line2 ?? null, city: def.city, state: def.state, zip: def.zip };
        const shipping = def.shipping
          ? { ...main, ...def.shipping, line2: def.shipping.line2 ?? null, addressType: 'WelcomePackage' as const, timezone: null, sameAsStoreAddress: false }
          : { ...main, addressType: 'WelcomePackage' as const, timezone: null, sameAsStoreAddress: true };
        return [{ ...main, addressType: 'Main' as const, timezone: def.timezone, sameAsStoreAddress: false }, shipping];
      }),
    );

    const tagIds = await companyTagIds(tx);
    const storeTags = refs.flatMap((store) =>
      (store.def.tags ?? []).map((tag) => {
        const companyTagId = tagIds.get(`${store.companyId}/${tag}`);
        if (companyTagId === undefined) throw new Error(`store ${store.def.name} uses unknown tag ${tag}`);
        return { storeId: store.id, companyTagId };
      }),
    );
    if (storeTags.length) await tx.insert(storeCompanyTags).values(storeTags);

    await tx.insert(storeHours).values(refs.flatMap((store) => weeklyHours(store.def.hours ?? 'standard').map((row) => ({ storeId: store.id, ...row }))));

    // A holiday closure and a late-opening day at store #1, a stock-take morning at store #2.
    const { now } = ctx;
    const year = now.getUTCFullYear();
    const christmas = new Date(Date.UTC(now.getUTCMonth() === 11 && now.getUTCDate() > 25 ? year + 1 : year, 11, 25));
    const isoDate = (date: Date) => date.toISOString().slice(0, 10);
    await tx.insert(storeSchedules).values([
      { storeId: refs[0].id, startDate: isoDate(christmas), endDate: isoDate(christmas), startTime: time(0), endTime: time(0), yearly: true },
      { storeId: refs[0].id, startDate: isoDate(ahead(ctx, 14 * DAY)), endDate: isoDate(ahead(ctx, 14 * DAY)), startTime: time(12), endTime: time(22) },
      { storeId: refs[1].id, startDate: isoDate(ahead(ctx, 7 * DAY)), endDate: null, startTime: time(6), endTime: time(9), weekly: true, weekDays: [0] },
    ]);

    // Employees and their stores; a manager assigned to a store becomes its point of contact.
    const links: { storeId: number; userId: number; companyId: number }[] = [];
    for (const person of people) {
      if (!person.def.company || person.companyId === null) continue;
      const companyStores = refs.filter((store) => store.def.company === person.def.company);
      for (const store of assignedStores(person.def, companyStores)) links.push({ storeId: store.id, userId: person.id, companyId: person.companyId });
    }
    await tx.insert(storeEmployees).values(links);
    for (const person of people.filter((candidate) => candidate.def.role === 'manager')) {
      const storeIds = links.filter((link) => link.userId === person.id).map((link) => link.storeId);
      if (storeIds.length) await tx.update(stores).set({ pointOfContactId: person.id }).where(inArray(stores.id, storeIds));
    }
  },
};
