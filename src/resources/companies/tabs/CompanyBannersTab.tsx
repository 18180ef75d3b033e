import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { BannerList } from '../../banners/BannerList.tsx';
import '../../../providers/i18n/banners.ts';
import '../../../providers/i18n/companies.ts';
import '../../../providers/i18n/inventory.ts';

/** The "banners" tab of the company page (view_banners): the company's campaigns. */
export const CompanyBannersTab = ({ id }: TabBodyProps) => {
  const companyId = Number(id);
  if (!Number.isInteger(companyId) || companyId <= 0) return null;
  return (
    <TabSection title="lsm.tabs.company.banners">
      <BannerList key={companyId} companyId={companyId} />
    </TabSection>
  );
};
