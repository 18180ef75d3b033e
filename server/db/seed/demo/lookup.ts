// Reads back the rows earlier demo steps wrote, by query, so each step stands on its own.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_ROLE_NAMES, type DefaultRoleName } from '../../../../src/domain/permissions.ts';
import {
  categories,
  companies,
  companyTags,
  globalItems,
  itemTags,
  roles,
  storeItems,
  storePartners,
  stores,
  subCategories,
  users,
  type SaleState,
} from '../../schema/index.ts';
import type { Tx } from './context.ts';
import { COMPANIES, PEOPLE, STORES, type CompanyKey, type DemoPerson, type DemoStore } from './organisations.ts';
import { PRODUCTS, type Product } from './products.ts';
import { slug } from './util.ts';

export async function demoCompanyIds(tx: Tx): Promise<(key: CompanyKey) => number> {
  const rows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, COMPANIES.map((company) => company.name)));
  const ids = new Map(COMPANIES.map((company) => [company.key, rows.find((row) => row.name === company.name)?.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo company ${key} is missing: the organisations step runs first`);
    return id;
  };
}

export async function defaultRoleIds(tx: Tx): Promise<(name: DefaultRoleName) => number> {
  const rows = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(isNull(roles.companyId), eq(roles.type, 'DEFAULT'), inArray(roles.name, [...DEFAULT_ROLE_NAMES])));
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  const missing = DEFAULT_ROLE_NAMES.filter((name) => !ids.has(name));
  if (missing.length) throw new Error(`seedReference must run before seedDemo (missing roles ${missing.join(', ')})`);
  return (name) => ids.get(name)!;
}

export type CategoryOf = (category: string, sub: string) => { categoryId: number; subCategoryId: number };

export async function categoryLookup(tx: Tx): Promise<CategoryOf> {
  const categoryRows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  const subRows = await tx
    .select({ id: subCategories.id, name: subCategories.name, category: categories.name })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));
  const subCategoryIds = new Map(subRows.map((row) => [`${row.category}/${row.name}`, row.id]));
  return (category, sub) => {
    const categoryId = categoryIds.get(category);
    const subCategoryId = subCategoryIds.get(`${category}/${sub}`);
    if (categoryId === undefined || subCategoryId === undefined) throw new Error(`unknown category ${category}/${sub}`);
    return { categoryId, subCategoryId };
  };
}

export async function itemTagIds(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx.select({ id: itemTags.id, name: itemTags.name }).from(itemTags);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Company tag ids keyed `${companyId}/${tagName}`. */
export async function companyTagIds(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx.select({ id: companyTags.id, companyId: companyTags.companyId, tagName: companyTags.tagName }).from(companyTags);
  return new Map(rows.map((row) => [`${row.companyId}/${row.tagName}`, row.id]));
}

export function personEmail(person: DemoPerson): string {
  const company = COMPANIES.find((candidate) => candidate.key === person.company);
  return person.email ?? `${slug(person.firstName)}.${slug(person.lastName)}@${company?.emailDomain ?? 'lsm.example'}`;
}

export interface PersonRef {
  id: number;
  def: DemoPerson;
  companyId: number | null;
}

/** The demo people in PEOPLE order. */
export async function demoPeople(tx: Tx): Promise<PersonRef[]> {
  const emails = PEOPLE.map(personEmail);
  const rows = await tx.select({ id: users.id, email: users.email, companyId: users.companyId }).from(users).where(inArray(users.email, emails));
  return PEOPLE.map((def, index) => {
    const row = rows.find((candidate) => candidate.email === emails[index]);
    if (!row) throw new Error(`demo user ${emails[index]} is missing: the people step runs first`);
    return { id: row.id, def, companyId: row.companyId };
  });
}

export function ownerOf(people: readonly PersonRef[], key: CompanyKey): PersonRef {
  const owner = people.find((person) => person.def.company === key && person.def.role === 'superadmin');
  if (!owner) throw new Error(`company ${key} has no owner`);
  return owner;
}

export interface StoreRef {
  /** position in STORES */
  index: number;
  id: number;
  def: DemoStore;
  companyId: number;
}

/** The demo stores in STORES order. */
export async function demoStores(tx: Tx): Promise<StoreRef[]> {
  const rows = await tx
    .select({ id: stores.id, name: stores.name, companyId: stores.companyId })
    .from(stores)
    .where(inArray(stores.name, STORES.map((store) => store.name)));
  return STORES.map((def, index) => {
    const row = rows.find((candidate) => candidate.name === def.name);
    if (!row) throw new Error(`demo store ${def.name} is missing: the stores step runs first`);
    return { index, id: row.id, def, companyId: row.companyId };
  });
}

/** The partner ids each store is linked to, ascending. */
export async function storePartnerIds(tx: Tx): Promise<(storeId: number) => number[]> {
  const rows = await tx
    .select({ storeId: storePartners.storeId, partnerId: storePartners.partnerId })
    .from(storePartners)
    .orderBy(asc(storePartners.storeId), asc(storePartners.partnerId));
  return (storeId) => rows.filter((row) => row.storeId === storeId).map((row) => row.partnerId);
}

export interface GlobalRef {
  id: number;
  companyKey: CompanyKey;
  product: Product;
  price: number;
  categoryId: number;
  subCategoryId: number;
}

/** The demo companies' global items in the order they were created. */
export async function demoCatalogue(tx: Tx): Promise<GlobalRef[]> {
  const companyId = await demoCompanyIds(tx);
  const keyOf = new Map(COMPANIES.map((company) => [companyId(company.key), company.key]));
  const productOf = new Map(PRODUCTS.map((product) => [product.upc, product]));
  const rows = await tx
    .select({
      id: globalItems.id,
      companyId: globalItems.companyId,
      upc: globalItems.upc,
      price: globalItems.retailPrice,
      categoryId: globalItems.categoryId,
      subCategoryId: globalItems.subCategoryId,
    })
    .from(globalItems)
    .orderBy(asc(globalItems.id));
  return rows.flatMap((row) => {
    const companyKey = row.companyId === null ? undefined : keyOf.get(row.companyId);
    const product = row.upc ? productOf.get(row.upc) : undefined;
    if (!companyKey || !product || row.categoryId === null || row.subCategoryId === null) return [];
    return [{ id: row.id, companyKey, product, price: Number(row.price), categoryId: row.categoryId, subCategoryId: row.subCategoryId }];
  });
}

export interface StoreItemRef {
  id: number;
  storeId: number;
  category: string;
  sellIndependently: boolean;
  saleState: SaleState;
  name: string;
}

/** Every store item in the order it was created, with its category name. */
export async function demoStoreItems(tx: Tx): Promise<StoreItemRef[]> {
  const rows = await tx
    .select({
      id: storeItems.id,
      storeId: storeItems.storeId,
      category: categories.name,
      sellIndependently: storeItems.sellIndependently,
      saleState: storeItems.saleState,
      name: storeItems.name,
    })
    .from(storeItems)
    .leftJoin(categories, eq(categories.id, storeItems.categoryId))
    .orderBy(asc(storeItems.id));
  return rows.map((row) => ({ ...row, category: row.category ?? '' }));
}
