// The demo data set: four companies, 30 stores, their people, catalogue, inventory, menus, channels,
// tasks and campaigns. Deterministic apart from timestamps, which are relative to the time of seeding
// so that pauses and campaigns are current. Runs in one transaction on an empty database.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_ROLE_NAMES, type DefaultRoleName } from '../../../src/domain/permissions.ts';
import { hashPassword } from '../../services/passwords.ts';
import type { Db } from '../client.ts';
import {
  campaigns,
  categories,
  channelPauses,
  companies,
  companyAddresses,
  companyTags,
  globalItems,
  globalItemTags,
  itemTags,
  menuHours,
  menuItems,
  menuRuleBlocks,
  menuRules,
  menus,
  menuSyncStatus,
  modifierGroups,
  modifierOptions,
  notificationPreferences,
  onboardingRequests,
  onboardingStatuses,
  roles,
  storeAddresses,
  storeCompanyTags,
  storeEmployees,
  storeFees,
  storeHours,
  storeItemModifierGroups,
  storeItems,
  storePartners,
  stores,
  storeSchedules,
  storeTasks,
  subCategories,
  users,
  type SaleState,
  type VerificationQuality,
} from '../schema/index.ts';
import { seedChannelSync } from './demo/channelSync.ts';
import { BREAD_CHOICES, CAMPAIGNS, COFFEE_ADD_INS, STORE_ONE_LOCAL_ITEMS, TASKS } from './demo/content.ts';
import {
  COMPANIES,
  NOTIFICATION_DEFAULTS,
  PEOPLE,
  STORES,
  type CompanyKey,
  type DemoPerson,
  type DemoStore,
  type Hours,
} from './demo/organisations.ts';
import { PRODUCTS, type Product } from './demo/products.ts';
import { DAY, HOUR, insertChunks, phone, prng, shelfPrice } from './demo/util.ts';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoSummary {
  companies: number;
  stores: number;
  users: number;
  globalItems: number;
  storeItems: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PARTNER_PREFIX: Record<number, string> = { 1: 'DD', 2: 'UE', 3: 'GH', 4: 'LD' };
const DOORDASH = 1;
const UBEREATS = 2;
const GRUBHUB = 3;

/** Loads the demo data set; throws when any company exists already. Needs seedReference first. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<DemoSummary> {
  const existing = await db.select({ id: companies.id }).from(companies).limit(1);
  if (existing.length) throw new Error('The demo data set needs an empty database: companies exist already');
  // argon2 is slow on purpose: hash once and share the hash between every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const again = await tx.select({ id: companies.id }).from(companies).limit(1);
    if (again.length) throw new Error('The demo data set needs an empty database: companies exist already');
    return new DemoSeeder(tx, passwordHash, now).run();
  });
}

interface StoreRef {
  index: number;
  id: number;
  def: DemoStore;
  companyId: number;
  partnerIds: number[];
}

interface UserRef {
  id: number;
  def: DemoPerson;
  companyId: number | null;
}

interface GlobalRef {
  id: number;
  companyKey: CompanyKey;
  product: Product;
  price: number;
  categoryId: number;
  subCategoryId: number;
}

interface StoreItemRef {
  id: number;
  storeId: number;
  category: string;
  sellIndependently: boolean;
  saleState: SaleState;
  name: string;
}

const time = (hours: number, minutes = 0) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;

function weeklyHours(kind: Hours): { dayOfWeek: number; openTime: string; closeTime: string; isClosed: boolean }[] {
  const rows: { dayOfWeek: number; openTime: string; closeTime: string; isClosed: boolean }[] = [];
  for (let day = 0; day < 7; day++) {
    const sunday = day === 6;
    const slot = (open: number, close: number, closeMinutes = 0) =>
      rows.push({ dayOfWeek: day, openTime: time(open), closeTime: time(close, closeMinutes), isClosed: false });
    switch (kind) {
      case 'allDay':
        slot(0, 23, 59);
        break;
      case 'split':
        if (sunday) slot(10, 16);
        else {
          slot(9, 13);
          slot(15, 21);
        }
        break;
      case 'closedSunday':
        if (sunday) rows.push({ dayOfWeek: day, openTime: time(0), closeTime: time(0), isClosed: true });
        else slot(8, 22);
        break;
      case 'grocery':
        slot(7, 23);
        break;
      case 'deli':
        if (sunday) slot(9, 15);
        else slot(7, 19);
        break;
      case 'standard':
        if (sunday) slot(10, 18);
        else slot(8, 22);
        break;
    }
  }
  return rows;
}

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

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

class DemoSeeder {
  private readonly random = prng(20240601);
  private companyIds = new Map<CompanyKey, number>();
  private tagIds = new Map<string, number>();
  private roleIds = new Map<DefaultRoleName, number>();
  private categoryIds = new Map<string, number>();
  private subCategoryIds = new Map<string, number>();
  private itemTagIds = new Map<string, number>();
  private people: UserRef[] = [];
  private storeRefs: StoreRef[] = [];
  private globals: GlobalRef[] = [];
  private items: StoreItemRef[] = [];

  constructor(
    private readonly tx: Tx,
    private readonly passwordHash: string,
    private readonly now: Date,
  ) {}

  private ago(ms: number): Date {
    return new Date(this.now.getTime() - ms);
  }

  private ahead(ms: number): Date {
    return new Date(this.now.getTime() + ms);
  }

  async run(): Promise<DemoSummary> {
    await this.loadReference();
    await this.seedCompanies();
    await this.seedUsers();
    await this.seedStores();
    await this.seedChannels();
    await this.seedCatalogue();
    await this.seedStoreItems();
    await this.seedMenus();
    await this.seedModifiers();
    await this.seedTasksAndOnboarding();
    await this.seedCampaigns();
    await seedChannelSync(this.tx, this.now);
    return {
      companies: this.companyIds.size,
      stores: this.storeRefs.length,
      users: this.people.length,
      globalItems: this.globals.length,
      storeItems: this.items.length,
    };
  }

  private async loadReference() {
    const { tx } = this;
    const roleRows = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(and(isNull(roles.companyId), eq(roles.type, 'DEFAULT'), inArray(roles.name, [...DEFAULT_ROLE_NAMES])));
    for (const row of roleRows) this.roleIds.set(row.name as DefaultRoleName, row.id);
    const missing = DEFAULT_ROLE_NAMES.filter((name) => !this.roleIds.has(name));
    if (missing.length) throw new Error(`seedReference must run before seedDemo (missing roles ${missing.join(', ')})`);

    const categoryRows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
    for (const row of categoryRows) this.categoryIds.set(row.name, row.id);
    const subRows = await tx
      .select({ id: subCategories.id, name: subCategories.name, category: categories.name })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId));
    for (const row of subRows) this.subCategoryIds.set(`${row.category}/${row.name}`, row.id);
    const tagRows = await tx.select({ id: itemTags.id, name: itemTags.name }).from(itemTags);
    for (const row of tagRows) this.itemTagIds.set(row.name, row.id);
  }

  private companyId(key: CompanyKey): number {
    const id = this.companyIds.get(key);
    if (id === undefined) throw new Error(`unknown company ${key}`);
    return id;
  }

  private owner(key: CompanyKey): UserRef {
    const owner = this.people.find((person) => person.def.company === key && person.def.role === 'superadmin');
    if (!owner) throw new Error(`company ${key} has no owner`);
    return owner;
  }

  private categoryOf(category: string, sub: string): { categoryId: number; subCategoryId: number } {
    const categoryId = this.categoryIds.get(category);
    const subCategoryId = this.subCategoryIds.get(`${category}/${sub}`);
    if (categoryId === undefined || subCategoryId === undefined) throw new Error(`unknown category ${category}/${sub}`);
    return { categoryId, subCategoryId };
  }

  private async seedCompanies() {
    const { tx } = this;
    const rows = await tx
      .insert(companies)
      .values(
        COMPANIES.map((company, index) => ({
          name: company.name,
          email: company.email,
          phoneNumber: phone(company.areaCode, 10 + index),
          website: company.website,
          status: company.status,
          companyType: company.companyType,
          primaryAccentColor: company.primaryAccentColor,
          supportColor: company.supportColor,
          accentPairedTextColor: company.accentPairedTextColor,
          createdAt: this.ago((720 - index * 150) * DAY),
        })),
      )
      .returning({ id: companies.id, name: companies.name });
    for (const company of COMPANIES) {
      const row = rows.find((candidate) => candidate.name === company.name);
      if (!row) throw new Error(`company ${company.name} was not inserted`);
      this.companyIds.set(company.key, row.id);
    }
    await tx.insert(companyAddresses).values(
      COMPANIES.map((company) => ({ companyId: this.companyId(company.key), ...company.address, addressType: 'Main' })),
    );
    const tags = await tx
      .insert(companyTags)
      .values(COMPANIES.flatMap((company) => company.tags.map((tagName) => ({ companyId: this.companyId(company.key), tagName }))))
      .returning({ id: companyTags.id, companyId: companyTags.companyId, tagName: companyTags.tagName });
    for (const tag of tags) this.tagIds.set(`${tag.companyId}/${tag.tagName}`, tag.id);
  }

  private async seedUsers() {
    const { tx } = this;
    const counters = new Map<string, number>();
    const rows = PEOPLE.map((person, index) => {
      const company = COMPANIES.find((candidate) => candidate.key === person.company);
      const prefix = company?.employeePrefix ?? 'LSM';
      const number = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, number);
      const roleId = this.roleIds.get(person.role);
      if (roleId === undefined) throw new Error(`unknown role ${person.role}`);
      return {
        userType: company ? ('MERCHANT' as const) : ('INTERNAL' as const),
        companyId: company ? this.companyId(company.key) : null,
        employeeId: `${prefix}-${String(number).padStart(4, '0')}`,
        firstName: person.firstName,
        lastName: person.lastName,
        phoneNo: phone(company?.areaCode ?? 646, 40 + index),
        email: person.email ?? `${slug(person.firstName)}.${slug(person.lastName)}@${company?.emailDomain ?? 'lsm.example'}`,
        passwordHash: this.passwordHash,
        roleId,
        isEmailVerified: true,
        isPhoneVerified: index % 3 !== 2,
        lastPasswordChanged: this.ago((3 + index * 9) * DAY),
        createdAt: this.ago((600 - index * 20) * DAY),
      };
    });
    const inserted = await tx.insert(users).values(rows).returning({ id: users.id, email: users.email });
    this.people = PEOPLE.map((def, index) => {
      const row = inserted.find((candidate) => candidate.email === rows[index].email);
      if (!row) throw new Error(`user ${rows[index].email} was not inserted`);
      return { id: row.id, def, companyId: rows[index].companyId };
    });

    // Everyone reports to the nearest higher level of their company (internal staff to Olivia).
    const rank = (role: DefaultRoleName) => DEFAULT_ROLE_NAMES.indexOf(role);
    for (const person of this.people) {
      const higher = this.people
        .filter((other) => other.def.company === person.def.company && rank(other.def.role) < rank(person.def.role))
        .sort((a, b) => rank(b.def.role) - rank(a.def.role))[0];
      if (higher) await tx.update(users).set({ managerId: higher.id }).where(eq(users.id, person.id));
    }

    await tx.insert(notificationPreferences).values(
      this.people.flatMap((person) => NOTIFICATION_DEFAULTS.map((preference) => ({ userId: person.id, ...preference }))),
    );
    for (const company of COMPANIES) {
      await tx.update(companies).set({ pointOfContactId: this.owner(company.key).id }).where(eq(companies.id, this.companyId(company.key)));
    }
  }

  /** The stores (by index within the company) a person is assigned to. */
  private assignedStores(person: DemoPerson, companyStores: StoreRef[]): StoreRef[] {
    if (person.stores === undefined || person.role === 'superadmin') return companyStores;
    const count = Math.min(person.stores, companyStores.length);
    const offset = person.storeOffset ?? 0;
    return Array.from({ length: count }, (_, k) => companyStores[(offset + k) % companyStores.length]);
  }

  private async seedStores() {
    const { tx } = this;
    const companyOf = (store: DemoStore) => {
      const company = COMPANIES.find((candidate) => candidate.key === store.company);
      if (!company) throw new Error(`unknown company ${store.company}`);
      return company;
    };
    const internal = this.people.find((person) => person.def.email === 'ops@lsm.example');
    const rows = STORES.map((store, index) => {
      const company = companyOf(store);
      return {
        companyId: this.companyId(store.company),
        name: store.name,
        storeStatusId: store.statusId ?? 1,
        upcharge: index % 5 === 4 ? 2.5 : 0,
        offboardedAt: store.offboarded ? this.ago(35 * DAY) : null,
        storeSetupCompleted: company.status !== 'On Boarding',
        sellsAlcohol: store.sellsAlcohol ?? false,
        isDisabled: store.offboarded ?? false,
        billVendorId: store.company === 'corner' || store.company === 'quick' ? `BV-${20_000 + index * 37}` : null,
        pointOfContactId: this.owner(store.company).id,
        phoneNo: phone(store.areaCode, 60 + index),
        storeEmail: `${slug(store.name.replace(company.name, ''))}@${company.emailDomain}`,
        createdBy: internal?.id ?? null,
        createdAt: this.ago((540 - index * 11) * DAY),
      };
    });
    const inserted = await tx.insert(stores).values(rows).returning({ id: stores.id, name: stores.name });
    this.storeRefs = STORES.map((def, index) => {
      const row = inserted.find((candidate) => candidate.name === def.name);
      if (!row) throw new Error(`store ${def.name} was not inserted`);
      // Store #1 is on all four channels; the others on two to four, rotating.
      const count = index === 0 ? 4 : 2 + (index % 3);
      const partnerIds = Array.from({ length: count }, (_, k) => ((index + k) % 4) + 1).sort((a, b) => a - b);
      return { index, id: row.id, def, companyId: this.companyId(def.company), partnerIds };
    });

    await tx.insert(storeAddresses).values(
      this.storeRefs.flatMap(({ def }, index) => {
        const main = {
          storeId: this.storeRefs[index].id,
          line1: def.line1,
          line2: def.line2 ?? null,
          city: def.city,
          state: def.state,
          zip: def.zip,
        };
        const shipping = def.shipping
          ? { ...main, ...def.shipping, line2: def.shipping.line2 ?? null, addressType: 'WelcomePackage' as const, timezone: null, sameAsStoreAddress: false }
          : { ...main, addressType: 'WelcomePackage' as const, timezone: null, sameAsStoreAddress: true };
        return [{ ...main, addressType: 'Main' as const, timezone: def.timezone, sameAsStoreAddress: false }, shipping];
      }),
    );

    const storeTags = this.storeRefs.flatMap((store) =>
      (store.def.tags ?? []).map((tag) => {
        const companyTagId = this.tagIds.get(`${store.companyId}/${tag}`);
        if (companyTagId === undefined) throw new Error(`store ${store.def.name} uses unknown tag ${tag}`);
        return { storeId: store.id, companyTagId };
      }),
    );
    if (storeTags.length) await tx.insert(storeCompanyTags).values(storeTags);

    await tx
      .insert(storeHours)
      .values(this.storeRefs.flatMap((store) => weeklyHours(store.def.hours ?? 'standard').map((row) => ({ storeId: store.id, ...row }))));

    // A holiday closure and a late-opening day at store #1, a stock-take morning at store #2.
    const year = this.now.getUTCFullYear();
    const christmas = new Date(Date.UTC(this.now.getUTCMonth() === 11 && this.now.getUTCDate() > 25 ? year + 1 : year, 11, 25));
    const isoDate = (date: Date) => date.toISOString().slice(0, 10);
    await tx.insert(storeSchedules).values([
      { storeId: this.storeRefs[0].id, startDate: isoDate(christmas), endDate: isoDate(christmas), startTime: time(0), endTime: time(0), yearly: true },
      {
        storeId: this.storeRefs[0].id,
        startDate: isoDate(this.ahead(14 * DAY)),
        endDate: isoDate(this.ahead(14 * DAY)),
        startTime: time(12),
        endTime: time(22),
      },
      {
        storeId: this.storeRefs[1].id,
        startDate: isoDate(this.ahead(7 * DAY)),
        endDate: null,
        startTime: time(6),
        endTime: time(9),
        weekly: true,
        weekDays: [0],
      },
    ]);

    // Employees and their stores; a manager assigned to a store becomes its point of contact.
    const links: { storeId: number; userId: number; companyId: number }[] = [];
    for (const person of this.people) {
      if (!person.def.company || person.companyId === null) continue;
      const companyStores = this.storeRefs.filter((store) => store.def.company === person.def.company);
      for (const store of this.assignedStores(person.def, companyStores)) {
        links.push({ storeId: store.id, userId: person.id, companyId: person.companyId });
      }
    }
    await tx.insert(storeEmployees).values(links);
    for (const person of this.people.filter((candidate) => candidate.def.role === 'manager')) {
      const storeIds = links.filter((link) => link.userId === person.id).map((link) => link.storeId);
      if (storeIds.length) await tx.update(stores).set({ pointOfContactId: person.id }).where(inArray(stores.id, storeIds));
    }
  }

  private async seedChannels() {
    const { tx } = this;
    await tx.insert(storePartners).values(
      this.storeRefs.flatMap((store) =>
        store.partnerIds.map((partnerId) => {
          const retired = store.def.company === 'harbor' && (store.def.statusId ?? 1) === 4;
          return {
            storeId: store.id,
            partnerId,
            partnerStoreId: `${PARTNER_PREFIX[partnerId]}-${100_000 + store.index * 1_009 + partnerId * 97}`,
            orderEnabled: !retired,
            menuEnabled: !retired,
            posEnabled: partnerId === UBEREATS && store.index % 2 === 0,
            upcharge: partnerId === GRUBHUB ? 5 : 0,
            deliveryUpcharge: partnerId === DOORDASH ? 3 : 0,
            pickupUpcharge: 0,
            sellsAlcohol: store.def.sellsAlcohol ?? false,
            sellsTobacco: store.def.company === 'quick',
            enableDelivery: true,
            deliveryInstructions: store.def.line2 ? `Pick up at ${store.def.line2}, ask at the register.` : 'Pick up at the front register.',
            enablePickup: store.index % 3 === 0,
            pickupInstructions: store.index % 3 === 0 ? 'Orders wait on the shelf by the entrance.' : null,
            deliveryFee: partnerId === 4 ? 1.99 : 2.99,
            pickupFee: 0,
            isDoordashRetail: partnerId === DOORDASH && store.def.company === 'corner',
            isActive: !retired,
          };
        }),
      ),
    );

    const byName = (name: string) => {
      const store = this.storeRefs.find((candidate) => candidate.def.name === name);
      if (!store) throw new Error(`unknown store ${name}`);
      return store;
    };
    const logan = byName('Corner Market Logan Airport');
    const mission = byName('Corner Market Mission');
    const evanston = byName('QuickStop Evanston');
    const chelsea = this.storeRefs[0];
    const pauses = [
      // Paused for a few hours on every channel: status screens show "all paused".
      ...logan.partnerIds.map((partnerId, k) => ({
        storeId: logan.id,
        partnerId,
        startedAt: this.ago(HOUR),
        endsAt: this.ahead((2 + k) * HOUR),
        createdBy: this.owner('corner').id,
      })),
      // Paused on one channel only: "some paused".
      { storeId: evanston.id, partnerId: evanston.partnerIds[0], startedAt: this.ago(30 * 60_000), endsAt: this.ahead(3 * HOUR), createdBy: this.owner('quick').id },
      // A pause of ten days counts as offline (beyond one week).
      ...mission.partnerIds.map((partnerId) => ({
        storeId: mission.id,
        partnerId,
        startedAt: this.ago(2 * DAY),
        endsAt: this.ahead(10 * DAY),
        createdBy: this.owner('corner').id,
      })),
      // History: yesterday's rush-hour pause, resumed early.
      {
        storeId: chelsea.id,
        partnerId: DOORDASH,
        startedAt: this.ago(DAY + 3 * HOUR),
        endsAt: this.ago(DAY + HOUR),
        resumedAt: this.ago(DAY + 2 * HOUR),
        createdBy: this.owner('corner').id,
      },
    ];
    await tx.insert(channelPauses).values(pauses);

    await tx.insert(storeFees).values([
      { storeId: chelsea.id, partnerId: DOORDASH, feeType: 'percent_plus_fee', percent: 10, flatFee: 0.99, scope: 'all' },
      { storeId: chelsea.id, partnerId: null, feeType: 'flat_fee', flatFee: 1.5, scope: 'category', scopeValues: ['Alcohol'] },
      { storeId: this.storeRefs[1].id, partnerId: null, feeType: 'flat_fee', flatFee: 2, scope: 'all' },
      { storeId: this.storeRefs[14].id, partnerId: UBEREATS, feeType: 'percent_plus_fee', percent: 8, flatFee: 0.5, scope: 'tag', scopeValues: ['Best Seller'] },
    ]);
  }

  /** Which products a company carries in its catalogue. */
  private catalogueOf(key: CompanyKey): Product[] {
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

  private async seedCatalogue() {
    const { tx } = this;
    const qualities: VerificationQuality[] = ['certified', 'certified', 'certified', 'certified', 'enriched', 'enriched', 'enriched', 'unresolved', 'unresolved', 'unresolved'];
    const pending: Omit<GlobalRef, 'id'>[] = [];
    const rows = COMPANIES.flatMap((company, companyIndex) =>
      this.catalogueOf(company.key).map((product, index) => {
        const { categoryId, subCategoryId } = this.categoryOf(product.category, product.sub);
        // Chains price a little differently from one another.
        const price = companyIndex === 0 ? product.price : shelfPrice(product.price * (1 + 0.04 * companyIndex));
        pending.push({ companyKey: company.key, product, price, categoryId, subCategoryId });
        return {
          companyId: this.companyId(company.key),
          name: product.name,
          status: index % 17 === 5 ? ('inactive' as const) : ('active' as const),
          upc: product.upc,
          retailPrice: price,
          description: product.description,
          categoryId,
          subCategoryId,
          size: product.size,
          unitCount: product.unitCount,
          verification: qualities[(index * 7 + companyIndex * 3) % qualities.length],
          createdAt: this.ago(((index * 13) % 180) * DAY + index * 60_000),
        };
      }),
    );
    const inserted = await insertChunks(rows, (part) => tx.insert(globalItems).values(part).returning({ id: globalItems.id }));
    // RETURNING follows the VALUES order in PostgreSQL; check it on a field to be safe.
    this.globals = pending.map((ref, index) => ({ ...ref, id: inserted[index].id }));
    const check = await tx.select({ id: globalItems.id, upc: globalItems.upc }).from(globalItems).where(eq(globalItems.id, this.globals[7].id));
    if (check[0]?.upc !== this.globals[7].product.upc) throw new Error('global item ids came back out of order');

    const tagRows: { globalItemId: number; tagId: number }[] = [];
    this.globals.forEach((global, index) => {
      const names = new Set(global.product.tags);
      if (index % 23 === 4) names.add('New');
      if (index % 31 === 9 && global.companyKey === 'quick') names.add('Best Seller');
      if (/\b(12|24) (pk|ct)\b|Family Size|2 L\b|Half Gallon/.test(global.product.size)) names.add('Family Size');
      for (const name of names) {
        const tagId = this.itemTagIds.get(name);
        if (tagId !== undefined) tagRows.push({ globalItemId: global.id, tagId });
      }
    });
    await insertChunks(tagRows, (part) => tx.insert(globalItemTags).values(part).returning({ id: globalItemTags.tagId }));
  }

  private async seedStoreItems() {
    const { tx } = this;
    type Row = typeof storeItems.$inferInsert;
    const rows: Row[] = [];
    const meta: Omit<StoreItemRef, 'id'>[] = [];
    let k = 0;
    for (const store of this.storeRefs) {
      if (store.def.company !== 'corner' && store.def.company !== 'quick') continue;
      const catalogue = this.globals.filter((global) => global.companyKey === store.def.company);
      const count = store.index === 0 ? 60 : store.def.company === 'corner' ? 24 : 25;
      const has = (partnerId: number) => store.partnerIds.includes(partnerId);
      for (let j = 0; j < count; j++) {
        k++;
        const global = catalogue[(Math.floor((j * catalogue.length) / count) + store.index * 3) % catalogue.length];
        const { product } = global;
        const partial = k % 23 === 7;
        const noMatch = !partial && k % 29 === 11;
        const linked = !partial && !noMatch;
        const saleState: SaleState = k % 20 === 3 ? 'out_of_stock' : k % 20 === 9 ? 'on_hold' : k % 20 === 14 ? 'needs_review' : 'for_sale';
        const drift = 1 + (Math.floor(this.random() * 7) - 3) * 0.03;
        const restricted = product.category === 'Alcohol' || product.category === 'Tobacco';
        const row: Row = {
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
          isRestricted: restricted,
          externalId: `POS-${String(store.index + 1).padStart(2, '0')}-${String(j + 1).padStart(4, '0')}`,
          saleState,
          doordashAdded: has(DOORDASH) && linked && k % 4 !== 0,
          ubereatsAdded: has(UBEREATS) && linked && k % 3 !== 0,
          grubhubAdded: has(GRUBHUB) && linked && k % 5 === 0,
          matchResult: partial ? 'partial' : noMatch ? 'noMatch' : 'match',
          matchCandidateId: partial ? global.id : null,
          createdAt: this.ago(((k % 60) + 1) * DAY),
        };
        rows.push(row);
        meta.push({ storeId: store.id, category: product.category, sellIndependently: true, saleState, name: row.name });
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
            ...this.categoryOf(local.category, local.sub),
            isReviewed: true,
            externalId: `POS-01-L${String(index + 1).padStart(3, '0')}`,
            saleState: 'for_sale',
            doordashAdded: true,
            ubereatsAdded: true,
            matchResult: 'noMatch',
          });
          meta.push({ storeId: store.id, category: local.category, sellIndependently: true, saleState: 'for_sale', name: local.name });
        }
        for (const addIn of COFFEE_ADD_INS.filter((candidate) => candidate.asStoreItem)) {
          rows.push({
            storeId: store.id,
            name: addIn.name,
            price: addIn.price,
            quantity: 99,
            sellIndependently: false,
            ...this.categoryOf('Beverages', 'Coffee & Tea'),
            isReviewed: true,
            saleState: 'for_sale',
          });
          meta.push({ storeId: store.id, category: 'Beverages', sellIndependently: false, saleState: 'for_sale', name: addIn.name });
        }
      }
    }
    const inserted = await insertChunks(rows, (part) => tx.insert(storeItems).values(part).returning({ id: storeItems.id }));
    this.items = meta.map((ref, index) => ({ ...ref, id: inserted[index].id }));
  }

  private async seedMenus() {
    const { tx } = this;
    type MenuDef = { store: StoreRef; name: 'All Day' | 'Breakfast'; status: string; channels: number[] | null };
    const defs: MenuDef[] = [];
    for (const store of this.storeRefs) {
      if (store.def.company === 'corner') {
        defs.push({ store, name: 'All Day', status: 'ACTIVE', channels: null });
        if (store.index % 2 === 0) {
          defs.push({ store, name: 'Breakfast', status: store.index === 4 ? 'INACTIVE' : 'ACTIVE', channels: [DOORDASH, UBEREATS] });
        }
      } else if (store.def.company === 'quick') {
        defs.push({ store, name: 'All Day', status: 'ACTIVE', channels: null });
      }
    }
    const inserted = await tx
      .insert(menus)
      .values(
        defs.map((def) => ({
          storeId: def.store.id,
          menuName: def.name,
          status: def.status,
          isDefault: def.name === 'All Day',
          externalMenuId: def.name === 'All Day' ? `menu-${def.store.def.company}-${def.store.index + 1}` : null,
          availableChannels: def.channels,
          createdAt: this.ago((200 - def.store.index) * DAY),
        })),
      )
      .returning({ id: menus.id });
    const menuRefs = defs.map((def, index) => ({ ...def, id: inserted[index].id }));

    const hourRows = menuRefs.flatMap((menu) => {
      if (menu.name === 'Breakfast') {
        return Array.from({ length: 7 }, (_, day) => ({
          menuId: menu.id,
          dayOfWeek: day,
          openTime: time(day < 5 ? 7 : 8),
          closeTime: time(day < 5 ? 11 : 12),
          isClosed: false,
        }));
      }
      return weeklyHours(menu.store.def.hours ?? 'standard').map((row) => ({ menuId: menu.id, ...row }));
    });
    await insertChunks(hourRows, (part) => tx.insert(menuHours).values(part).returning({ id: menuHours.id }));

    const breakfastCategories = ['Bakery', 'Dairy', 'Beverages', 'Deli'];
    const itemRows = menuRefs.flatMap((menu) =>
      this.items
        .filter(
          (item) =>
            item.storeId === menu.store.id &&
            item.sellIndependently &&
            item.saleState !== 'needs_review' &&
            (menu.name === 'All Day' || breakfastCategories.includes(item.category)),
        )
        .map((item) => ({ menuId: menu.id, storeItemId: item.id, active: item.saleState === 'for_sale' })),
    );
    await insertChunks(itemRows, (part) => tx.insert(menuItems).values(part).returning({ id: menuItems.menuId }));

    // Rules on store #1: All Day leaves out tobacco; Breakfast adds bakery and dairy best sellers.
    const storeOneMenus = menuRefs.filter((menu) => menu.store.index === 0);
    for (const menu of storeOneMenus) {
      const [rule] = await tx
        .insert(menuRules)
        .values({ menuId: menu.id, type: menu.name === 'All Day' ? 'remove' : 'add' })
        .returning({ id: menuRules.id });
      await tx.insert(menuRuleBlocks).values(
        menu.name === 'All Day'
          ? [{ menuId: menu.id, menuRuleId: rule.id, operationId: 1, subject: 'category', operator: 'equal' as const, values: ['Tobacco'] }]
          : [
              { menuId: menu.id, menuRuleId: rule.id, operationId: 1, subject: 'category', operator: 'equal' as const, values: ['Bakery', 'Dairy'] },
              { menuId: menu.id, menuRuleId: rule.id, operationId: 2, subject: 'name', operator: 'not_contains' as const, values: ['Ice Cream'] },
            ],
      );
    }

    // Menu pushes of store #1: one done, one failed, one running.
    const allDay = storeOneMenus.find((menu) => menu.name === 'All Day');
    await tx.insert(menuSyncStatus).values([
      { storeId: this.storeRefs[0].id, partnerId: DOORDASH, menuId: allDay?.id ?? null, status: 'completed', message: 'Menu published to DoorDash.', createdAt: this.ago(2 * DAY) },
      { storeId: this.storeRefs[0].id, partnerId: GRUBHUB, menuId: allDay?.id ?? null, status: 'failed', message: 'GrubHub rejected 3 items without a price.', createdAt: this.ago(DAY) },
      { storeId: this.storeRefs[0].id, partnerId: UBEREATS, menuId: allDay?.id ?? null, status: 'in_progress', createdAt: this.ago(5 * 60_000) },
    ]);
  }

  private async seedModifiers() {
    const { tx } = this;
    const store = this.storeRefs[0];
    const [coffee, bread] = await tx
      .insert(modifierGroups)
      .values([
        {
          storeId: store.id,
          name: 'Coffee Add-ins',
          description: 'Milk, shots and syrups for hot and iced coffee.',
          minQuantity: 0,
          maxQuantity: 3,
          maxFreeOptions: 1,
          maxOptionsQty: 2,
          kind: 'customization',
        },
        {
          storeId: store.id,
          name: 'Bread Choice',
          description: 'The bread a sandwich is made on.',
          minQuantity: 1,
          maxQuantity: 1,
          kind: 'variation',
        },
      ])
      .returning({ id: modifierGroups.id });
    const storeItemId = (name: string) => this.items.find((item) => item.storeId === store.id && item.name === name)?.id ?? null;
    await tx.insert(modifierOptions).values(
      COFFEE_ADD_INS.map((option, precedence) => ({
        modifierGroupId: coffee.id,
        storeItemId: option.asStoreItem ? storeItemId(option.name) : null,
        name: option.name,
        precedence,
        unitPrice: option.price,
        totalPrice: option.price,
        unitCount: 1,
        defaultQty: 0,
      })),
    );
    const breadOptions = await tx
      .insert(modifierOptions)
      .values(
        BREAD_CHOICES.map((option, precedence) => ({
          modifierGroupId: bread.id,
          name: option.name,
          precedence,
          unitPrice: option.price,
          totalPrice: option.price,
          unitCount: 1,
          defaultQty: precedence === 0 ? 1 : 0,
        })),
      )
      .returning({ id: modifierOptions.id });
    await tx.update(modifierGroups).set({ defaultOption: breadOptions[0].id }).where(eq(modifierGroups.id, bread.id));
    const links = STORE_ONE_LOCAL_ITEMS.flatMap((local) => {
      const id = storeItemId(local.name);
      return id === null ? [] : [{ storeItemId: id, modifierGroupId: local.modifier === 'coffee' ? coffee.id : bread.id }];
    });
    await tx.insert(storeItemModifierGroups).values(links);
  }

  private async seedTasksAndOnboarding() {
    const { tx } = this;
    const taskRows = this.storeRefs.flatMap((store) => {
      const count = 3 + (store.index % 4);
      const owner = this.owner(store.def.company);
      return Array.from({ length: count }, (_, t) => {
        const task = TASKS[(store.index + t * 3) % TASKS.length];
        const completed = (store.index + t) % 3 === 0;
        const createdAt = this.ago((t * 2 + (store.index % 5) + 1) * DAY + store.index * 60_000);
        return {
          storeId: store.id,
          title: task.title,
          description: task.description,
          taskType: task.taskType,
          status: completed ? ('completed' as const) : ('open' as const),
          completedBy: completed ? owner.id : null,
          completedAt: completed ? new Date(createdAt.getTime() + 6 * HOUR) : null,
          createdAt,
        };
      });
    });
    await insertChunks(taskRows, (part) => tx.insert(storeTasks).values(part).returning({ id: storeTasks.id }));

    const partnerName = (id: number) => ['DoorDash', 'UberEats', 'GrubHub', 'LulaDirect'][id - 1];
    const statusRows = this.storeRefs.flatMap((store) =>
      store.partnerIds.map((partnerId, k) => {
        let status = 'completed';
        if (store.def.company === 'harbor') status = 'deactivated';
        if (store.def.company === 'sunrise') status = ['in_progress', 'requested', 'failed'][(store.index + k) % 3];
        if (store.def.statusId === 5 && k === 0) status = 'failed';
        return { storeId: store.id, partnerName: partnerName(partnerId), status };
      }),
    );
    await tx.insert(onboardingStatuses).values(statusRows);

    const requests = [
      ...this.storeRefs
        .filter((store) => store.def.company === 'sunrise')
        .map((store) => ({
          storeId: store.id,
          partnerName: partnerName(store.partnerIds[0]),
          status: 'requested',
          requestedBy: this.owner('sunrise').id,
          createdAt: this.ago((store.index - 25) * DAY),
        })),
      {
        storeId: this.storeRefs[0].id,
        partnerName: 'LulaDirect',
        status: 'completed',
        requestedBy: this.owner('corner').id,
        createdAt: this.ago(300 * DAY),
      },
    ];
    const millAvenue = this.storeRefs.find((store) => store.def.name === 'QuickStop Mill Avenue');
    if (millAvenue) {
      requests.push({
        storeId: millAvenue.id,
        partnerName: partnerName(millAvenue.partnerIds[0]),
        status: 'requested',
        requestedBy: this.owner('quick').id,
        createdAt: this.ago(2 * DAY),
      });
    }
    await tx.insert(onboardingRequests).values(requests);
  }

  private async seedCampaigns() {
    const { tx } = this;
    const rows = COMPANIES.flatMap((company) =>
      (CAMPAIGNS[company.key] ?? []).map((campaign, index) => {
        const featured = this.globals
          .filter((global) => global.companyKey === company.key && campaign.featured.includes(global.product.category))
          .filter((_, position) => position % 3 === index % 3)
          .slice(0, 6)
          .map((global) => global.id);
        return {
          companyId: this.companyId(company.key),
          name: campaign.name,
          description: campaign.description,
          status: campaign.status,
          startDate: this.ahead(campaign.start * DAY),
          endDate: this.ahead(campaign.end * DAY),
          segments: campaign.segments,
          displayLocations: [...campaign.displayLocations],
          featuredProducts: featured,
          createdAt: this.ago((Math.max(0, -campaign.start) + 5) * DAY),
        };
      }),
    );
    await tx.insert(campaigns).values(rows);
  }
}
