// The SQL each benchmarked route runs, as raw statements on the same database, so the API overhead shows.
// Each case issues what the route issues (same statements, same parallelism); see the service named.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';
import { globalItemListRequest } from '../server/services/catalogue/globalItemsQuery.ts';
import { listPage } from '../server/services/catalogue/listPage.ts';
import { storeItemListRequest } from '../server/services/catalogue/storeItemsQuery.ts';
import type { StoreInventoryQuery } from '../src/contract/inventory.ts';
import { buildQuery } from '../src/domain/paging.ts';
import { countBanners, listBanners } from '../server/services/banners/query.ts';
import { listStoresJson } from '../server/services/stores/query.ts';
import { BANNER_SEARCH } from './banners.ts';
import type { Fixtures } from './fixtures.ts';

export type SqlCase = (db: Db) => Promise<unknown>;

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const rows = (db: Db, query: SQL) => selectRows<Record<string, unknown>>(db, query);

/** server/services/companies/query.ts listCompanies: page with address, contact and store count, the count and the totals, one statement. */
export const companyList = (term: string): SqlCase => (db) =>
  rows(db, sql`select c.*, a.*, poc.id as poc_id, poc.first_name, poc.last_name,
      (select count(*)::int from stores s where s.company_id = c.id and s.deleted_at is null) as stores,
      (count(*) over ())::int as count,
      (select count(*)::int from companies where deleted_at is null) as total_companies,
      ((select count(*)::int from stores where deleted_at is null)
        - (select count(*)::int from stores s join companies c on c.id = s.company_id where s.deleted_at is null and c.deleted_at is not null)) as total_stores
    from companies c
    left join company_addresses a on a.company_id = c.id
    left join users poc on poc.id = c.point_of_contact_id
    where c.deleted_at is null and c.name ilike ${like(term)}
    order by c.name asc, c.id asc limit 20 offset 0`);

/** server/services/stores/query.ts listStoresJson as the route calls it (the Ctrl+K search): its statements, without HTTP. */
export const storeSearch = (term: string): SqlCase => (db) =>
  listStoresJson(db, { limit: 20, offset: 0, search_string: term, order_column: 'name', sort_direction: 'ASC' }, undefined, new Date());

/** server/services/stores/status.ts storeStatus: store, status, time zone, hours and channel links with pauses, one statement. */
export const storeStatus = (storeId: number): SqlCase => (db) =>
  rows(db, sql`select s.closed_till, st.codename, st.id as status_id, st.name as status_name, c.logo,
      (select a.timezone from store_addresses a where a.store_id = s.id and a.address_type = 'Main') as timezone,
      coalesce((select json_agg(json_build_object('id', h.id, 'open_time', left(h.open_time::text, 5), 'close_time', left(h.close_time::text, 5),
                                                  'dayOfWeek', h.day_of_week, 'isClosed', h.is_closed))
                from store_hours h where h.store_id = s.id), '[]'::json) as hours,
      coalesce((select json_agg(json_build_object('partner_id', sp.partner_id, 'partner', p.name, 'partner_store_id', sp.partner_store_id,
                                                  'is_active', sp.is_active, 'pause_id', cp.id, 'pause_started_at', cp.started_at,
                                                  'pause_ends_at', cp.ends_at) order by sp.partner_id)
                from store_partners sp join partners p on p.id = sp.partner_id
                left join lateral (select id, started_at, ends_at from channel_pauses
                  where store_id = sp.store_id and partner_id = sp.partner_id and resumed_at is null and ends_at > now()
                  order by ends_at desc limit 1) cp on true
                where sp.store_id = s.id), '[]'::json) as links
    from stores s join companies c on c.id = s.company_id left join store_statuses st on st.id = s.store_status_id
    where s.id = ${storeId}`);

/** server/services/employees/query.ts listCompanyEmployees: page by first and last name with store count and the count, one statement. */
export const employeeList = (companyId: number): SqlCase => (db) =>
  rows(db, sql`select u.id, u.employee_id, u.first_name, u.last_name, u.email, u.phone_no, r.name, r.id as role_id,
      (select count(*)::int from store_employees se join stores s on s.id = se.store_id and s.deleted_at is null where se.user_id = u.id) as store_count,
      (count(*) over ())::int as total
    from users u join roles r on r.id = u.role_id
    where u.company_id = ${companyId} and u.deleted_at is null
    order by u.first_name, u.last_name, u.id limit 20 offset 0`);

/**
 * server/services/catalogue/globalItemsQuery.ts listGlobalItems for an internal user with no company chosen
 * (every company's items), name or UPC search. listPage decides from the data how many statements it runs
 * (one when few rows match, else a walk of the name index or a sort of every match), so the reference runs
 * listPage itself on the same request: the same statements, without HTTP, guard, validation and JSON.
 */
export const globalItems = (term: string): SqlCase => (db) =>
  listPage(db, globalItemListRequest({ search_string: term, offset: 0, limit: 20 }, { companyId: undefined, includeShared: false }));

/** server/services/catalogue/storeItemsQuery.ts listStoreItems: name, UPC or external id search (listPage, as above). */
export const storeInventory = (storeId: number, term: string): SqlCase => (db) =>
  listPage(db, storeItemListRequest(storeId, { search_string: term, offset: 0, limit: 20 }));

/** The same list narrowed by filters, as the Inventory tab's filter panel sends them (no search). */
export const storeInventoryFiltered = (storeId: number, filters: StoreInventoryQuery): SqlCase => (db) =>
  listPage(db, storeItemListRequest(storeId, { ...filters, offset: 0, limit: 20 }));

/** Items for sale in one category, active: about 8 % of the 100,000-item store. */
const INVENTORY_FILTERS: StoreInventoryQuery = { sale_state: 'for_sale', categories: [2], active: true };

/** server/services/banners/query.ts listBanners: the page (newest first), its featured items and the count. */
export const bannerList = (companyId: number, search?: string): SqlCase => (db) =>
  listBanners(db, companyId, { limit: 20, offset: 0, search_string: search }, new Date());

/** server/services/banners/query.ts countBanners with a schedule-state filter. */
export const bannerCount = (companyId: number): SqlCase => (db) => countBanners(db, companyId, { status: 'live' }, new Date());

export interface QueryCase {
  name: string;
  /** path and query of the API call */
  path: string;
  sql: SqlCase;
}

export function queryCases(f: Fixtures): QueryCase[] {
  const q = encodeURIComponent;
  return [
    { name: 'Company list (search)', path: `/api/stores/company/?limit=20&offset=0&search_string=${q(f.companySearch)}`, sql: companyList(f.companySearch) },
    {
      name: 'Store search (Ctrl+K, 3 letters)',
      path: `/api/stores/?limit=20&offset=0&search_string=${q(f.storeSearch)}&order_column=name&sort_direction=ASC`,
      sql: storeSearch(f.storeSearch),
    },
    { name: 'Store status', path: `/api/stores/${f.bigStoreId}/status`, sql: storeStatus(f.bigStoreId) },
    { name: 'Employee list', path: `/api/user-service/company/${f.companyId}?limit=20&offset=0`, sql: employeeList(f.companyId) },
    {
      name: 'Global items page (search + count)',
      path: `/api/inventory/items/global-items/v2?search_string=${q(f.itemSearch)}&offset=0`,
      sql: globalItems(f.itemSearch),
    },
    {
      name: 'Store inventory page (100k-item store, filters)',
      path: `/api/inventory/${f.bigStoreId}?offset=0&limit=20&${buildQuery(INVENTORY_FILTERS)}`,
      sql: storeInventoryFiltered(f.bigStoreId, INVENTORY_FILTERS),
    },
    {
      name: 'Store inventory page (100k-item store, search)',
      path: `/api/inventory/${f.bigStoreId}?offset=0&limit=20&search_string=${q(f.itemSearch)}`,
      sql: storeInventory(f.bigStoreId, f.itemSearch),
    },
    { name: 'Banner list (10k in a company)', path: `/api/stores/company/${f.companyId}/campaigns?limit=20&offset=0`, sql: bannerList(f.companyId) },
    {
      name: 'Banner search (10k in a company, 3 letters)',
      path: `/api/stores/company/${f.companyId}/campaigns?limit=20&offset=0&search_string=${BANNER_SEARCH}`,
      sql: bannerList(f.companyId, BANNER_SEARCH),
    },
    { name: 'Banner count (10k in a company, live)', path: `/api/stores/company/${f.companyId}/campaigns/count?status=live`, sql: bannerCount(f.companyId) },
  ];
}
