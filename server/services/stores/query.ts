import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Store, StoreAddress, StoreListQuery } from '../../../src/contract/stores.ts';
import type { Db } from '../../db/client.ts';
import {
  companies,
  companyTags,
  storeAddresses,
  storeCompanyTags,
  stores,
  storeStatuses,
  users,
} from '../../db/schema/index.ts';
import { likePattern } from '../companies/query.ts';

const pointOfContact = alias(users, 'point_of_contact');

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toAddress(row: typeof storeAddresses.$inferSelect): StoreAddress {
  return {
    id: row.id,
    line_1: row.line1,
    line_2: row.line2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    address_type: row.addressType,
    timezone: row.timezone,
    same_as_store_address: row.sameAsStoreAddress,
  };
}

/** Loads stores by id with addresses, status, company, point of contact and tags: three queries for any page. */
async function loadStores(db: Db, ids: number[]): Promise<Store[]> {
  if (ids.length === 0) return [];
  const [rows, addresses, tags] = await Promise.all([
    db
      .select({
        store: stores,
        status: storeStatuses,
        companyName: companies.name,
        pocId: pointOfContact.id,
        pocFirstName: pointOfContact.firstName,
        pocLastName: pointOfContact.lastName,
      })
      .from(stores)
      .innerJoin(companies, eq(companies.id, stores.companyId))
      .leftJoin(storeStatuses, eq(storeStatuses.id, stores.storeStatusId))
      .leftJoin(pointOfContact, eq(pointOfContact.id, stores.pointOfContactId))
      .where(inArray(stores.id, ids)),
    db.select().from(storeAddresses).where(inArray(storeAddresses.storeId, ids)).orderBy(asc(storeAddresses.addressType)),
    db
      .select({ storeId: storeCompanyTags.storeId, id: companyTags.id, name: companyTags.tagName })
      .from(storeCompanyTags)
      .innerJoin(companyTags, eq(companyTags.id, storeCompanyTags.companyTagId))
      .where(inArray(storeCompanyTags.storeId, ids))
      .orderBy(asc(companyTags.tagName)),
  ]);
  const byId = new Map(
    rows.map(({ store, status, companyName, pocId, pocFirstName, pocLastName }): [number, Store] => [
      store.id,
      {
        id: store.id,
        name: store.name,
        address: addresses.filter((address) => address.storeId === store.id).map(toAddress),
        storeStatusId: store.storeStatusId,
        storeStatus: status ? { id: status.id, codename: status.codename, name: status.name } : null,
        upcharge: Number(store.upcharge),
        showGlobalItemsContent: store.showGlobalItemsContent,
        offBoardedAt: iso(store.offboardedAt),
        storeSetupCompleted: store.storeSetupCompleted,
        sellsAlcohol: store.sellsAlcohol,
        isDisabled: store.isDisabled,
        closedTill: iso(store.closedTill),
        billVendorId: store.billVendorId,
        image: store.image,
        logoImage: store.logoImage,
        printLogoImage: store.printLogoImage,
        profileImage: store.profileImage,
        pointOfContact: pocId ? { id: pocId, name: `${pocFirstName} ${pocLastName}` } : null,
        phoneNo: store.phoneNo,
        storeEmail: store.storeEmail,
        company: { id: store.companyId, name: companyName },
        createdBy: store.createdBy,
        updatedBy: store.updatedBy,
        createdAt: store.createdAt.toISOString(),
        updatedAt: store.updatedAt.toISOString(),
        deletedAt: iso(store.deletedAt),
        storeCompanyTags: tags.filter((tag) => tag.storeId === store.id).map(({ id, name }) => ({ id, name })),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findStore(db: Db, id: number): Promise<Store | null> {
  const [store] = await loadStores(db, [id]);
  return store && !store.deletedAt ? store : null;
}

/**
 * Matches the store name or an address. Each half is answered by its own trigram index and the two id
 * sets are united; an OR across the two tables would make PostgreSQL scan every store instead.
 */
function searchCondition(term: string): SQL {
  const pattern = likePattern(term);
  return sql`${stores.id} in (
    select id from ${stores} where ${stores.name} ilike ${pattern}
    union
    select ${storeAddresses.storeId} from ${storeAddresses}
    where (${storeAddresses.line1} || ' ' || ${storeAddresses.city} || ' ' || ${storeAddresses.state}) ilike ${pattern})`;
}

export async function listStores(db: Db, query: StoreListQuery, companyId: number | undefined) {
  const conditions: SQL[] = [isNull(stores.deletedAt)];
  if (companyId !== undefined) conditions.push(eq(stores.companyId, companyId));
  const term = query.search_string?.trim();
  if (term) conditions.push(searchCondition(term));
  if (query.status) {
    conditions.push(
      sql`exists (select 1 from ${storeStatuses} where ${storeStatuses.id} = ${stores.storeStatusId} and ${storeStatuses.codename} = ${query.status})`,
    );
  }
  if (query.tags?.length) {
    conditions.push(
      sql`exists (select 1 from ${storeCompanyTags} where ${storeCompanyTags.storeId} = ${stores.id} and ${inArray(storeCompanyTags.companyTagId, query.tags)})`,
    );
  }
  const where = and(...conditions);
  const column = query.order_column === 'created_at' ? stores.createdAt : stores.name;
  const direction = query.sort_direction === 'DESC' ? desc : asc;
  const [page, [{ count }]] = await Promise.all([
    db
      .select({ id: stores.id })
      .from(stores)
      .where(where)
      .orderBy(direction(column), asc(stores.id))
      .limit(query.limit ?? 20)
      .offset(query.offset ?? 0),
    db.select({ count: sql<number>`count(*)::int` }).from(stores).where(where),
  ]);
  return { count: Number(count), stores: await loadStores(db, page.map((row) => row.id)) };
}
