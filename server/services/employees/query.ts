import { and, asc, eq, exists, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type {
  EmployeeListAnswer,
  EmployeeListQuery,
  EmployeeStoresAnswer,
  EmployeeStoresQuery,
  StoreCountsRow,
  StoreUsersAnswer,
  StoreUsersQuery,
} from '../../../src/contract/employees.ts';
import { PAGE_SIZE } from '../../../src/domain/paging.ts';
import type { Db } from '../../db/client.ts';
import { roles, storeAddresses, storeEmployees, stores, users } from '../../db/schema/index.ts';
import { perShape } from '../../db/prepared.ts';
import { likePattern } from '../catalogue/sql.ts';
import { storeSearchMatches, storeSearchPatterns } from '../stores/search.ts';

/** The expression of the users_search_trgm index, so the index serves the search. */
const userSearch = (term: string | undefined): SQL | undefined => {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) ilike ${likePattern(trimmed)}`;
};

const liveStoreCount = sql<number>`(select count(*)::int from ${storeEmployees} se join ${stores} s on s.id = se.store_id and s.deleted_at is null where se.user_id = ${users.id})`;

interface EmployeeShape {
  role: boolean;
  search: boolean;
}

/** The conditions of the company's employee list, from values or from placeholders (when preparing). */
function employeeConditions(
  shape: EmployeeShape,
  value: { companyId: number | SQLWrapper; roleId: number | SQLWrapper; pattern: string | SQLWrapper },
) {
  return and(
    eq(users.companyId, value.companyId),
    isNull(users.deletedAt),
    shape.role ? eq(users.roleId, value.roleId) : undefined,
    // The expression of the users_search_trgm index, so the index serves the search.
    shape.search ? sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) ilike ${value.pattern}` : undefined,
  );
}

/**
 * The employee page and how many there are, in one statement (the count rides on every row of the page),
 * prepared once per database for each shape of filters (with or without role, with or without search).
 */
const employeePage = perShape(
  (shape: EmployeeShape) => `employee_page_${shape.role ? 'role' : 'any'}_${shape.search ? 'search' : 'all'}`,
  (db, shape, name) =>
    db
      .select({
        userId: users.id,
        employeeId: users.employeeId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNo,
        roleName: roles.name,
        roleId: roles.id,
        storeCount: liveStoreCount,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(employeeConditions(shape, { companyId: sql.placeholder('companyId'), roleId: sql.placeholder('roleId'), pattern: sql.placeholder('pattern') }))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
);

/** GET /user-service/company/{companyId}: the company's employees by first and last name (a page past the end counts again). */
export async function listCompanyEmployees(db: Db, companyId: number, query: EmployeeListQuery): Promise<EmployeeListAnswer> {
  const term = query.search_string?.trim();
  const params = { companyId, roleId: query.role_id ?? 0, pattern: term ? likePattern(term) : '' };
  const shape = { role: query.role_id !== undefined, search: Boolean(term) };
  const rows = await employeePage(db, shape).execute({ ...params, limit: query.limit ?? PAGE_SIZE, offset: query.offset ?? 0 });
  const count = rows.length > 0 ? Number(rows[0].total) : await countWhere(db, employeeConditions(shape, params));
  return { count, users: rows.map(({ total: _total, ...row }) => ({ ...row, storeCount: Number(row.storeCount) })) };
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(where);
  return Number(count);
}

/** The live users among `userIds`, with their company, in the order asked. */
export async function findUsers(db: Db, userIds: number[]) {
  const rows = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(and(inArray(users.id, userIds), isNull(users.deletedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(userIds)].flatMap((id) => byId.get(id) ?? []);
}

/** GET /stores/employees/list-count-and-store-names: assigned store names (by name) per user. */
export async function storeNamesOf(db: Db, userIds: number[]): Promise<StoreCountsRow[]> {
  if (userIds.length === 0) return [];
  const links = await db
    .select({ userId: storeEmployees.userId, name: stores.name })
    .from(storeEmployees)
    .innerJoin(stores, and(eq(stores.id, storeEmployees.storeId), isNull(stores.deletedAt)))
    .where(inArray(storeEmployees.userId, userIds))
    .orderBy(asc(stores.nameKey), asc(stores.id));
  return userIds.map((userId) => {
    const store_names = links.filter((link) => link.userId === userId).map((link) => link.name);
    return { user_id: userId, stores_count: store_names.length, store_names };
  });
}

const mainAddressLine = sql<string | null>`nullif(concat_ws(', ', ${storeAddresses.line1}, ${storeAddresses.line2}, ${storeAddresses.city}, trim(coalesce(${storeAddresses.state}, '') || ' ' || coalesce(${storeAddresses.zip}, ''))), '')`;

/** GET /stores/employees/stores-list-and-count: the company's stores by name, flagged when the user is assigned. */
export async function storesForEmployee(
  db: Db,
  companyId: number,
  userId: number,
  query: EmployeeStoresQuery,
): Promise<EmployeeStoresAnswer> {
  const isAssigned = exists(
    db
      .select({ one: sql`1` })
      .from(storeEmployees)
      .where(and(eq(storeEmployees.storeId, stores.id), eq(storeEmployees.userId, userId))),
  );
  const term = query.search_string?.trim();
  const where = and(
    eq(stores.companyId, companyId),
    isNull(stores.deletedAt),
    query.assigned === undefined ? undefined : query.assigned ? isAssigned : sql`not ${isAssigned}`,
    term ? storeSearchMatches(storeSearchPatterns(term)) : undefined,
  );
  const mainAddress = and(eq(storeAddresses.storeId, stores.id), eq(storeAddresses.addressType, 'Main'));
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ id: stores.id, name: stores.name, address: mainAddressLine, assigned: sql<boolean>`${isAssigned}` })
      .from(stores)
      .leftJoin(storeAddresses, mainAddress)
      .where(where)
      .orderBy(asc(stores.nameKey), asc(stores.id))
      .limit(query.limit ?? PAGE_SIZE)
      .offset(query.offset ?? 0),
    db.select({ count: sql<number>`count(*)::int` }).from(stores).leftJoin(storeAddresses, mainAddress).where(where),
  ]);
  return { count: Number(count), stores: rows.map((row) => ({ ...row, assigned: Boolean(row.assigned) })) };
}

/** GET /user-service/store/{storeId}/users: the store's employees by first and last name. */
export async function listStoreUsers(db: Db, storeId: number, query: StoreUsersQuery): Promise<StoreUsersAnswer> {
  const where = and(isNull(users.deletedAt), userSearch(query.search_string));
  const linked = and(eq(storeEmployees.userId, users.id), eq(storeEmployees.storeId, storeId));
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ user: users, roleName: roles.name, roleLabel: roles.label })
      .from(users)
      .innerJoin(storeEmployees, linked)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(query.limit ?? PAGE_SIZE)
      .offset(query.offset ?? 0),
    db.select({ count: sql<number>`count(*)::int` }).from(users).innerJoin(storeEmployees, linked).where(where),
  ]);
  return {
    count: Number(count),
    users: rows.map(({ user, roleName, roleLabel }) => ({
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNo: user.phoneNo,
      role: { name: roleName, label: roleLabel },
      roleId: user.roleId,
      createdOn: user.createdAt.toISOString(),
    })),
  };
}
