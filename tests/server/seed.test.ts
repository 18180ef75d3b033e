import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database, type Db } from '../../server/db/client.ts';
import {
  categories,
  companies,
  globalItems,
  itemTags,
  notificationPreferences,
  partners,
  permissions,
  rolePermissions,
  roles,
  storeAddresses,
  storeEmployees,
  storeHours,
  storeItems,
  stores,
  storeStatuses,
  subCategories,
  users,
} from '../../server/db/schema/index.ts';
import { seedDemo, type DemoSummary } from '../../server/db/seed/demo.ts';
import { seedReference } from '../../server/db/seed/reference.ts';
import { verifyPassword } from '../../server/services/passwords.ts';
import { ALL_PERMISSIONS, DEFAULT_ROLE_NAMES, DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions.ts';

// Always on PGlite in memory: this test checks the seed itself, not the database engine.
let database: Database;
let db: Db;
let summary: DemoSummary;
const referenceCounts: Record<string, number>[] = [];

async function countReference(): Promise<Record<string, number>> {
  return {
    permissions: await db.$count(permissions),
    roles: await db.$count(roles),
    rolePermissions: await db.$count(rolePermissions),
    storeStatuses: await db.$count(storeStatuses),
    partners: await db.$count(partners),
    categories: await db.$count(categories),
    subCategories: await db.$count(subCategories),
    itemTags: await db.$count(itemTags),
  };
}

async function roleId(name: string): Promise<number> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(isNull(roles.companyId), eq(roles.name, name)));
  if (!row) throw new Error(`no default role ${name}`);
  return row.id;
}

async function permissionKeysOf(id: number): Promise<string[]> {
  const rows = await db
    .select({ key: permissions.key })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, id));
  return rows.map((row) => row.key).sort();
}

/** Independent of the seed's own helper: the UPC-A check digit rule. */
function isValidUpcA(code: string): boolean {
  if (!/^\d{12}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const odd = digits.slice(0, 11).reduce((sum, digit, index) => sum + (index % 2 === 0 ? digit : 0), 0);
  const even = digits.slice(0, 11).reduce((sum, digit, index) => sum + (index % 2 === 1 ? digit : 0), 0);
  return (odd * 3 + even + digits[11]) % 10 === 0;
}

beforeAll(async () => {
  database = await openPglite(undefined);
  db = database.db;
  await database.migrate();
  await seedReference(db);
  referenceCounts.push(await countReference());

  // Tamper with the staff mapping: the next run must put it back exactly.
  const staff = await roleId('staff');
  const [extra] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.key, 'edit_company_details'));
  const [dropped] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.key, 'view_employees'));
  await db.insert(rolePermissions).values({ roleId: staff, permissionId: extra.id });
  await db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, staff), eq(rolePermissions.permissionId, dropped.id)));
  await db.update(roles).set({ label: 'Renamed' }).where(eq(roles.id, staff));

  await seedReference(db);
  referenceCounts.push(await countReference());
  summary = await seedDemo(db);
}, 120_000);

afterAll(() => database?.close());

describe('seedReference', () => {
  it('is idempotent: a second run leaves the same counts', () => {
    expect(referenceCounts[0]).toEqual(referenceCounts[1]);
    expect(referenceCounts[0]).toMatchObject({ roles: 6, storeStatuses: 5, partners: 4, categories: 15, itemTags: 12 });
    expect(referenceCounts[0].permissions).toBe(ALL_PERMISSIONS.length);
  });

  it('gives every default role exactly its permissions from DEFAULT_ROLE_PERMISSIONS, restoring a changed set', async () => {
    for (const name of DEFAULT_ROLE_NAMES) {
      const keys = await permissionKeysOf(await roleId(name));
      expect(keys, name).toEqual([...DEFAULT_ROLE_PERMISSIONS[name]].sort());
    }
    const [staff] = await db.select().from(roles).where(eq(roles.id, await roleId('staff')));
    expect(staff).toMatchObject({ label: 'Staff', type: 'DEFAULT', manageRoles: false, companyId: null });
    const [superadmin] = await db.select().from(roles).where(eq(roles.id, await roleId('superadmin')));
    expect(superadmin).toMatchObject({ label: 'Super Admin', manageRoles: true });
  });

  it('loads the lookups with their fixed ids', async () => {
    const statuses = await db.select().from(storeStatuses).orderBy(asc(storeStatuses.id));
    expect(statuses.map((row) => [row.id, row.codename])).toEqual([
      [1, 'accepting_orders'],
      [2, 'paused'],
      [3, 'offline'],
      [4, 'closed'],
      [5, 'integration_failure'],
    ]);
    const directory = await db.select({ id: partners.id, name: partners.name }).from(partners).orderBy(asc(partners.id));
    expect(directory).toEqual([
      { id: 1, name: 'DoorDash' },
      { id: 2, name: 'UberEats' },
      { id: 3, name: 'GrubHub' },
      { id: 4, name: 'LulaDirect' },
    ]);
  });
});

describe('seedDemo', () => {
  it('returns counts that match the tables', async () => {
    expect(summary).toEqual({
      companies: await db.$count(companies),
      stores: await db.$count(stores),
      users: await db.$count(users),
      globalItems: await db.$count(globalItems),
      storeItems: await db.$count(storeItems),
    });
    expect(summary.companies).toBe(4);
    expect(summary.globalItems).toBeGreaterThanOrEqual(250);
    expect(summary.storeItems).toBeGreaterThanOrEqual(500);
  });

  it('creates the demo accounts with their user type, company and role, all with password demo1234', async () => {
    const rows = await db
      .select({ email: users.email, userType: users.userType, company: companies.name, role: roles.name, hash: users.passwordHash })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(
        inArray(users.email, ['ops@lsm.example', 'owner@cornermarket.example', 'staff@cornermarket.example', 'owner@quickstop.example']),
      );
    const byEmail = Object.fromEntries(rows.map(({ email, hash: _hash, ...rest }) => [email, rest]));
    expect(byEmail).toEqual({
      'ops@lsm.example': { userType: 'INTERNAL', company: null, role: 'superadmin' },
      'owner@cornermarket.example': { userType: 'MERCHANT', company: 'Corner Market', role: 'superadmin' },
      'staff@cornermarket.example': { userType: 'MERCHANT', company: 'Corner Market', role: 'staff' },
      'owner@quickstop.example': { userType: 'MERCHANT', company: 'QuickStop', role: 'superadmin' },
    });
    expect(await verifyPassword(rows[0].hash, 'demo1234')).toBe(true);
    expect(await verifyPassword(rows[0].hash, 'demo12345')).toBe(false);
  });

  it('gives Corner Market and QuickStop an employee at every level, and everyone the default notifications', async () => {
    for (const name of ['Corner Market', 'QuickStop']) {
      const rows = await db
        .select({ role: roles.name })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(companies.name, name));
      expect(new Set(rows.map((row) => row.role)), name).toEqual(new Set(DEFAULT_ROLE_NAMES));
    }
    const perUser = await db
      .select({ userId: notificationPreferences.userId, events: sql<string>`string_agg(${notificationPreferences.eventName}, ',' order by ${notificationPreferences.eventName})` })
      .from(notificationPreferences)
      .groupBy(notificationPreferences.userId);
    expect(perUser).toHaveLength(summary.users);
    for (const row of perUser) expect(row.events).toBe('Auto pause,New Orders,Order expiring soon');

    const unassigned = await db
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.userType, 'MERCHANT'),
          sql`not exists (select 1 from ${storeEmployees} where ${storeEmployees.userId} = ${users.id})`,
        ),
      );
    expect(unassigned).toEqual([]);
    const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@cornermarket.example'));
    expect(await db.$count(storeEmployees, eq(storeEmployees.userId, staff.id))).toBe(2);
  });

  it('creates exactly 30 stores, each with a Main address in a valid IANA time zone and hours for every day', async () => {
    expect(await db.$count(stores)).toBe(30);
    const mains = await db
      .select({ storeId: stores.id, timezone: storeAddresses.timezone })
      .from(stores)
      .leftJoin(storeAddresses, and(eq(storeAddresses.storeId, stores.id), eq(storeAddresses.addressType, 'Main')));
    expect(mains).toHaveLength(30);
    for (const { storeId, timezone } of mains) {
      expect(timezone, `store ${storeId}`).toMatch(/^America\//);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: timezone ?? undefined }), `store ${storeId}`).not.toThrow();
    }
    const hours = await db.select().from(storeHours);
    for (const { storeId } of mains) {
      const days = new Set(hours.filter((row) => row.storeId === storeId).map((row) => row.dayOfWeek));
      expect([...days].sort(), `store ${storeId}`).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
    for (const row of hours) {
      expect(row.openTime).toMatch(/^\d\d:\d\d:\d\d$/);
      expect(row.closeTime).toMatch(/^\d\d:\d\d:\d\d$/);
    }
    expect(hours.some((row) => row.isClosed)).toBe(true);
  });

  it('gives every global item a valid UPC-A and store #1 at least 40 items', async () => {
    const rows = await db.select({ upc: globalItems.upc }).from(globalItems);
    const invalid = rows.filter((row) => !row.upc || !isValidUpcA(row.upc));
    expect(invalid).toEqual([]);
    expect(isValidUpcA('036000291452')).toBe(true);
    expect(isValidUpcA('036000291453')).toBe(false);

    const [first] = await db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.id)).limit(1);
    expect(first.name).toBe('Corner Market Chelsea');
    expect(await db.$count(storeItems, eq(storeItems.storeId, first.id))).toBeGreaterThanOrEqual(40);
  });

  it("holds only view permissions in staff@cornermarket.example's role", async () => {
    const [staff] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.email, 'staff@cornermarket.example'));
    const keys = await permissionKeysOf(staff.roleId);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^(view_|lm_view_)/);
  });

  it('refuses a second run and leaves the data alone', async () => {
    await expect(seedDemo(db)).rejects.toThrow(/companies exist/);
    expect(await db.$count(companies)).toBe(4);
    expect(await db.$count(stores)).toBe(30);
  });
});
