import { and, asc, desc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Store, StoreListQuery } from '../../../src/contract/stores.ts';
import type { Db } from '../../db/client.ts';
import { perDatabase, perShape } from '../../db/prepared.ts';
import { idsInOrder } from '../../db/rows.ts';
import {
  companies,
  companyTags,
  storeAddresses,
  storeCompanyTags,
  stores,
  storeStatuses,
  users,
} from '../../db/schema/index.ts';
import { parseSearch } from '../../../src/domain/searchText.ts';
import { isoSql } from '../../db/isoTimestamp.ts';
import { intArray } from '../catalogue/sql.ts';
import { phraseOf } from '../search/words.ts';
import { operatingStatusSql, withoutJit } from './operatingStatusSql.ts';
import { storeSearchMatches, storeSearchPatterns, storeSearchRank } from './search.ts';

const pointOfContact = alias(users, 'point_of_contact');

/** A store's addresses (by type) as JSON. */
const storeAddressesJson = sql`coalesce((
  select json_agg(json_build_object('id', a.id, 'line_1', a.line_1, 'line_2', a.line_2, 'city', a.city, 'state', a.state, 'zip', a.zip,
                                    'address_type', a.address_type, 'timezone', a.timezone, 'same_as_store_address', a.same_as_store_address)
                  order by a.address_type)
  from ${storeAddresses} a where a.store_id = ${stores.id}), '[]'::json)`;

/** A store's tags (by name) as JSON, looked up for the one store. */
const storeTagsJson = sql`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.tag_name) order by t.tag_name)
  from ${storeCompanyTags} sct join ${companyTags} t on t.id = sct.company_tag_id where sct.store_id = ${stores.id}), '[]'::json)`;

/**
 * A store as JSON built by PostgreSQL, field for field the Store contract (src/contract/stores.ts): `tags` is its tags
 * as JSON; `operatingStatus` (list rows) its operating status now, by operatingStatusSql, the rule of the Status filter
 * and of the store's Home tab. Reads the store with its company, status and point of contact (withStoreRefs).
 */
const storeJson = (tags: SQL, operatingStatus: SQL | null) => sql`json_build_object(
  'id', ${stores.id}, 'name', ${stores.name}, 'address', ${storeAddressesJson},
  'storeStatusId', ${stores.storeStatusId},
  'storeStatus', case when ${storeStatuses.id} is null then null
                 else json_build_object('id', ${storeStatuses.id}, 'codename', ${storeStatuses.codename}, 'name', ${storeStatuses.name}) end,
  ${operatingStatus ? sql`'operatingStatus', ${operatingStatus},` : sql``}
  'upcharge', ${stores.upcharge}::float8, 'showGlobalItemsContent', ${stores.showGlobalItemsContent},
  'offBoardedAt', ${isoSql(sql`${stores.offboardedAt}`)}, 'storeSetupCompleted', ${stores.storeSetupCompleted},
  'sellsAlcohol', ${stores.sellsAlcohol}, 'isDisabled', ${stores.isDisabled}, 'closedTill', ${isoSql(sql`${stores.closedTill}`)},
  'billVendorId', ${stores.billVendorId}, 'image', ${stores.image}, 'logoImage', ${stores.logoImage},
  'printLogoImage', ${stores.printLogoImage}, 'profileImage', ${stores.profileImage},
  'pointOfContact', case when ${pointOfContact.id} is null then null
                    else json_build_object('id', ${pointOfContact.id}, 'name', ${pointOfContact.firstName} || ' ' || ${pointOfContact.lastName}) end,
  'phoneNo', ${stores.phoneNo}, 'storeEmail', ${stores.storeEmail},
  'company', json_build_object('id', ${stores.companyId}, 'name', ${companies.name}),
  'createdBy', ${stores.createdBy}, 'updatedBy', ${stores.updatedBy},
  'createdAt', ${isoSql(sql`${stores.createdAt}`)}, 'updatedAt', ${isoSql(sql`${stores.updatedAt}`)},
  'deletedAt', ${isoSql(sql`${stores.deletedAt}`)},
  'storeCompanyTags', ${tags})`;

/** What storeJson reads beside the store: its company, its status and its point of contact. */
const withStoreRefs = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(companies, eq(companies.id, stores.companyId))
    .leftJoin(storeStatuses, eq(storeStatuses.id, stores.storeStatusId))
    .leftJoin(pointOfContact, eq(pointOfContact.id, stores.pointOfContactId));

const storeById = perDatabase((db) =>
  withStoreRefs(db.select({ store: sql<string>`${storeJson(storeTagsJson, null)}::text`, deletedAt: stores.deletedAt }).from(stores).$dynamic())
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare('store_by_id'),
);

export async function findStore(db: Db, id: number): Promise<Store | null> {
  const [row] = await storeById(db).execute({ id });
  return row && !row.deletedAt ? (JSON.parse(row.store) as Store) : null;
}

interface StoreListShape {
  company: boolean;
  /** how many word patterns the search has (0: no search) */
  search: number;
  status: boolean;
  tags: boolean;
  order: 'name' | 'created_at';
  desc: boolean;
}

/** The conditions of the store list, from values or from placeholders (when preparing). */
function storeConditions(
  shape: StoreListShape,
  value: {
    companyId: number | SQLWrapper;
    patterns: readonly (string | SQLWrapper)[];
    status: string | SQLWrapper;
    now: string | SQLWrapper;
    tags: number[] | SQLWrapper;
  },
) {
  return and(
    isNull(stores.deletedAt),
    shape.company ? eq(stores.companyId, value.companyId) : undefined,
    shape.search ? storeSearchMatches(value.patterns) : undefined,
    // The operating status the rows show (the same rule), not the status set by hand.
    shape.status ? sql`${operatingStatusSql(value.now)} = ${value.status}` : undefined,
    shape.tags
      ? sql`exists (select 1 from ${storeCompanyTags} where ${storeCompanyTags.storeId} = ${stores.id} and ${storeCompanyTags.companyTagId} = any(${Array.isArray(value.tags) ? intArray(value.tags) : sql`${value.tags}::int[]`}))`
      : undefined,
  );
}

const narrowed = (shape: StoreListShape) => shape.company || shape.search || shape.status || shape.tags;

/**
 * The ids of a page of stores, in the list's order, and, when the list is narrowed (a company, a search, a
 * status or tags), how many match: one statement on the stores table alone, prepared per shape of request.
 * The unnarrowed list of every store (internal users) is counted by a statement of its own, which reads an
 * index only. A search ranks the stores whose name is what was typed (or starts with it, or holds it from a
 * word start) first.
 */
const storePageIds = perShape(
  (shape: StoreListShape) =>
    `store_page_${(['company', 'search', 'status', 'tags'] as const).filter((key) => shape[key]).join('_') || 'all'}${shape.search ? shape.search : ''}_${shape.order}_${shape.desc ? 'desc' : 'asc'}`,
  (db, shape, name) => {
    const column = shape.order === 'created_at' ? stores.createdAt : stores.nameKey;
    const direction = shape.desc ? desc : asc;
    return db
      .select({
        id: stores.id,
        total: narrowed(shape) ? sql<number | null>`(count(*) over ())::int` : sql<number | null>`null::int`,
      })
      .from(stores)
      .where(
        storeConditions(shape, {
          companyId: sql.placeholder('companyId'),
          patterns: Array.from({ length: shape.search }, (_, index) => sql.placeholder(`pattern${index}`)),
          status: sql.placeholder('status'),
          now: sql.placeholder('now'),
          tags: sql.placeholder('tags'),
        }),
      )
      .orderBy(...(shape.search ? [storeSearchRank(sql.placeholder('phrase'))] : []), direction(column), asc(stores.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  },
);

/** Each page store's tags (by name), gathered at once: a lookup per store read every company tag once per store. */
const pageTags = (db: Db) =>
  db.$with('page_tags').as(
    db
      .select({
        storeId: sql<number>`${storeCompanyTags.storeId}`.as('tagged_store_id'),
        tags: sql<{ id: number; name: string }[]>`json_agg(json_build_object('id', ${companyTags.id}, 'name', ${companyTags.tagName}) order by ${companyTags.tagName})`.as(
          'page_store_tags',
        ),
      })
      .from(storeCompanyTags)
      .innerJoin(companyTags, eq(companyTags.id, storeCompanyTags.companyTagId))
      .where(sql`${storeCompanyTags.storeId} = any(${sql.placeholder('ids')}::int[])`)
      .groupBy(storeCompanyTags.storeId),
  );

/**
 * The page's stores, in the order of `ids`, with everything the list shows (storeJson), as one JSON array
 * text: the route sends it as it is, with no row objects built, parsed or serialised again in Node. A statement
 * of its own because planning it took longer than running it (0.9 ms of a 1.4 ms search): its parameters never
 * change its plan, so PostgreSQL keeps one generic plan per connection, where in one statement with the page's
 * search it planned it again on every request.
 */
const storesJsonInOrder = perDatabase((db) => {
  const page = idsInOrder(sql.placeholder('ids'));
  const tags = pageTags(db);
  const rows = db
    .with(tags)
    .select({
      stores: sql<string>`coalesce(json_agg(${storeJson(sql`coalesce(${tags.tags}, '[]'::json)`, operatingStatusSql(sql.placeholder('now')))} order by page.position), '[]'::json)::text`,
    })
    .from(page)
    .innerJoin(stores, eq(stores.id, sql`page.id`))
    .$dynamic();
  return withStoreRefs(rows).leftJoin(tags, eq(tags.storeId, stores.id)).prepare('stores_json_in_order');
});

/** A page of stores: its ids (storePageIds), then their rows as JSON text (storesJsonInOrder), with the count when narrowed. */
async function storePage(db: Db, shape: StoreListShape, params: Record<string, unknown>) {
  const page = await storePageIds(db, shape).execute(params);
  const [{ stores: storesJson }] = page.length ? await storesJsonInOrder(db).execute({ ids: page.map((row) => row.id), now: params.now }) : [{ stores: '[]' }];
  return { storesJson, total: page[0]?.total ?? null };
}

/** The list's answer (StoreListAnswer) as JSON text, around the page's stores as PostgreSQL wrote them. */
const listAnswer = (count: number, storesJson: string) => `{"count":${count},"stores":${storesJson}}`;

const liveStoreCount = perDatabase((db) =>
  db.select({ count: sql<number>`count(*)::int` }).from(stores).where(isNull(stores.deletedAt)).prepare('store_count_all'),
);

/**
 * A page of the store list and its count, as the answer's JSON text (StoreListAnswer); a status filter picks the
 * operating status at `now`.
 */
export async function listStoresJson(db: Db, query: StoreListQuery, companyId: number | undefined, now: Date): Promise<string> {
  const patterns = storeSearchPatterns(query.search_string);
  // Only punctuation typed: a search that no store can match.
  if (query.search_string?.trim() && !patterns.length) return listAnswer(0, '[]');
  const shape: StoreListShape = {
    company: companyId !== undefined,
    search: patterns.length,
    status: Boolean(query.status),
    tags: Boolean(query.tags?.length),
    order: query.order_column === 'created_at' ? 'created_at' : 'name',
    desc: query.sort_direction === 'DESC',
  };
  const params = {
    companyId: companyId ?? 0,
    ...Object.fromEntries(patterns.map((pattern, index) => [`pattern${index}`, pattern])),
    phrase: phraseOf(parseSearch(query.search_string)?.words ?? []),
    status: query.status ?? '',
    now: now.toISOString(),
    tags: query.tags ?? [],
  };
  if (!narrowed(shape)) {
    const page = storePage(db, shape, { ...params, limit: query.limit ?? 20, offset: query.offset ?? 0 });
    const [{ storesJson }, [{ count }]] = await Promise.all([page, liveStoreCount(db).execute()]);
    return listAnswer(Number(count), storesJson);
  }
  const offset = query.offset ?? 0;
  const narrowedPage = async (reader: Db) => {
    const { storesJson, total } = await storePage(reader, shape, { ...params, limit: query.limit ?? 20, offset });
    // A page past the end asks for the number alone; an empty first page is the whole answer.
    const count =
      total ??
      (offset === 0 ? 0 : (await reader.select({ count: sql<number>`count(*)::int` }).from(stores).where(storeConditions(shape, { ...params, patterns })))[0].count);
    return listAnswer(Number(count), storesJson);
  };
  // The status filter computes every candidate store's operating status: without JIT (operatingStatusSql.ts).
  return shape.status ? withoutJit(db, narrowedPage) : narrowedPage(db);
}
