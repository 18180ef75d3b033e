// Internal staff and every company's employees (one at each role level), their managers and notifications.
import { eq } from 'drizzle-orm';
import { DEFAULT_ROLE_NAMES, type DefaultRoleName } from '../../../../../src/domain/permissions.ts';
import { companies, notificationPreferences, users } from '../../../schema/index.ts';
import { ago, type DemoStep } from '../context.ts';
import { defaultRoleIds, demoCompanyIds, demoPeople, ownerOf, personEmail } from '../lookup.ts';
import { COMPANIES, NOTIFICATION_DEFAULTS, PEOPLE } from '../organisations.ts';
import { DAY, phone } from '../util.ts';

export const people: DemoStep = {
  name: 'people',
  async run(ctx) {
    const { tx } = ctx;
    const companyId = await demoCompanyIds(tx);
    const roleId = await defaultRoleIds(tx);
    const counters = new Map<string, number>();
    await tx.insert(users).values(
      PEOPLE.map((person, index) => {
        const company = COMPANIES.find((candidate) => candidate.key === person.company);
        const prefix = company?.employeePrefix ?? 'LSM';
        const number = (counters.get(prefix) ?? 0) + 1;
        counters.set(prefix, number);
        return {
          userType: company ? ('MERCHANT' as const) : ('INTERNAL' as const),
          companyId: company ? companyId(company.key) : null,
          employeeId: `${prefix}-${String(number).padStart(4, '0')}`,
          firstName: person.firstName,
          lastName: person.lastName,
          phoneNo: phone(company?.areaCode ?? 646, 40 + index),
          email: personEmail(person),
          passwordHash: ctx.passwordHash,
          roleId: roleId(person.role),
          isEmailVerified: true,
          isPhoneVerified: index % 3 !== 2,
          lastPasswordChanged: ago(ctx, (3 + index * 9) * DAY),
          createdAt: ago(ctx, (600 - index * 20) * DAY),
        };
      }),
    );
    const everyone = await demoPeople(tx);

    // Everyone reports to the nearest higher level of their company (internal staff to Olivia).
    const rank = (role: DefaultRoleName) => DEFAULT_ROLE_NAMES.indexOf(role);
    for (const person of everyone) {
      const higher = everyone
        .filter((other) => other.def.company === person.def.company && rank(other.def.role) < rank(person.def.role))
        .sort((a, b) => rank(b.def.role) - rank(a.def.role))[0];
      if (higher) await tx.update(users).set({ managerId: higher.id }).where(eq(users.id, person.id));
    }

    await tx
      .insert(notificationPreferences)
      .values(everyone.flatMap((person) => NOTIFICATION_DEFAULTS.map((preference) => ({ userId: person.id, ...preference }))));
    for (const company of COMPANIES) {
      await tx.update(companies).set({ pointOfContactId: ownerOf(everyone, company.key).id }).where(eq(companies.id, companyId(company.key)));
    }
  },
};
