// 5,000 merchant employees spread over the companies, assigned to stores; one password hash for all.
import { faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { DefaultRoleName } from '../../../../src/domain/permissions.ts';
import { hashPassword } from '../../../services/passwords.ts';
import { phone } from '../demo/util.ts';
import { ColumnRows, insertRows } from './columns.ts';
import type { CompanyBlock, SeedContext } from './context.ts';
import { maxId, syncIdentity } from './identity.ts';
import type { Random } from './random.ts';
import { defaultRoleIds } from './roles.ts';

/** Every generated employee signs in with this password. */
export const LARGE_SEED_PASSWORD = 'Scale-Seed-2024!';

const ROLE_MIX: readonly (readonly [DefaultRoleName, number])[] = [
  ['admin', 5],
  ['supervisor', 10],
  ['manager', 25],
  ['staff+', 20],
  ['staff', 40],
];

/** A version-4-shaped UUID from the seeded generator, so user names are deterministic too. */
function uuid(rand: Random): string {
  const hex = Array.from({ length: 32 }, () => rand.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + rand.int(0, 3)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export async function seedEmployees(ctx: SeedContext, companies: readonly CompanyBlock[]): Promise<number> {
  const { db, rand, sizes } = ctx;
  const [roleIds, passwordHash, base] = await Promise.all([defaultRoleIds(db), hashPassword(LARGE_SEED_PASSWORD), maxId(db, 'users')]);
  const users = new ColumnRows({
    id: 'int', username: 'uuid', userType: 'text', companyId: 'int', employeeId: 'text', firstName: 'text', lastName: 'text',
    phoneNo: 'text', email: 'text', passwordHash: 'text', roleId: 'int', isEmailVerified: 'bool',
  });
  const assignments = new ColumnRows({ storeId: 'int', userId: 'int', companyId: 'int' });
  let id = base;
  companies.forEach((company, c) => {
    const count = Math.floor(sizes.employees / companies.length) + (c < sizes.employees % companies.length ? 1 : 0);
    for (let n = 1; n <= count; n++) {
      id++;
      const role: DefaultRoleName = n === 1 ? 'superadmin' : rand.weighted(ROLE_MIX);
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      users.push({
        id, username: uuid(rand), userType: 'MERCHANT', companyId: company.id, employeeId: `E-${String(n).padStart(5, '0')}`,
        firstName, lastName, phoneNo: phone(200 + (id % 800), id),
        email: `${firstName}.${lastName}.${id}@${company.emailDomain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
        passwordHash, roleId: roleIds[role], isEmailVerified: rand.chance(0.8),
      });
      if (role === 'superadmin' || role === 'admin') continue;
      const first = rand.int(0, company.stores.count - 1);
      const stores = new Set([first, rand.chance(0.3) ? rand.int(0, company.stores.count - 1) : first]);
      for (const offset of stores) assignments.push({ storeId: company.stores.first + offset, userId: id, companyId: company.id });
    }
  });
  await insertRows(db, 'users', users, true);
  await insertRows(db, 'store_employees', assignments);
  await syncIdentity(db, 'users');
  const ids = companies.map((company) => company.id);
  await db.execute(sql`
    update companies c set point_of_contact_id = u.id
    from (select company_id, min(id) as id from users where company_id = any(${sql.param(ids)}::int[]) group by company_id) u
    where u.company_id = c.id`);
  console.log(`  employees: ${users.length.toLocaleString('en-US')} users, ${assignments.length.toLocaleString('en-US')} store assignments`);
  return users.length;
}
