// The four demo companies, their Main address and their store tags.
import { companies, companyAddresses, companyTags } from '../../../schema/index.ts';
import { ago, type DemoStep } from '../context.ts';
import { demoCompanyIds } from '../lookup.ts';
import { COMPANIES } from '../organisations.ts';
import { DAY, phone } from '../util.ts';

export const organisations: DemoStep = {
  name: 'organisations',
  async run(ctx) {
    const { tx } = ctx;
    await tx.insert(companies).values(
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
        createdAt: ago(ctx, (720 - index * 150) * DAY),
      })),
    );
    const companyId = await demoCompanyIds(tx);
    await tx.insert(companyAddresses).values(
      COMPANIES.map((company) => ({ companyId: companyId(company.key), ...company.address, addressType: 'Main' })),
    );
    await tx
      .insert(companyTags)
      .values(COMPANIES.flatMap((company) => company.tags.map((tagName) => ({ companyId: companyId(company.key), tagName }))));
  },
};
