// Banners of Corner Market and QuickStop: live, scheduled, ended and switched off, featuring catalogue items.
import { campaigns } from '../../../schema/index.ts';
import { ago, ahead, type DemoStep } from '../context.ts';
import { CAMPAIGNS } from '../content.ts';
import { demoCatalogue, demoCompanyIds } from '../lookup.ts';
import { COMPANIES } from '../organisations.ts';
import { DAY } from '../util.ts';

export const campaignsStep: DemoStep = {
  name: 'campaigns',
  async run(ctx) {
    const { tx } = ctx;
    const companyId = await demoCompanyIds(tx);
    const globals = await demoCatalogue(tx);
    const rows = COMPANIES.flatMap((company) =>
      (CAMPAIGNS[company.key] ?? []).map((campaign, index) => {
        const featured = globals
          .filter((global) => global.companyKey === company.key && campaign.featured.includes(global.product.category))
          .filter((_, position) => position % 3 === index % 3)
          .slice(0, 6)
          .map((global) => global.id);
        return {
          companyId: companyId(company.key),
          name: campaign.name,
          description: campaign.description,
          status: campaign.status,
          startDate: ahead(ctx, campaign.start * DAY),
          endDate: ahead(ctx, campaign.end * DAY),
          segments: [...campaign.segments],
          displayLocations: [...campaign.displayLocations],
          featuredProducts: featured,
          createdAt: ago(ctx, (Math.max(0, -campaign.start) + 5) * DAY),
        };
      }),
    );
    await tx.insert(campaigns).values(rows);
  },
};
