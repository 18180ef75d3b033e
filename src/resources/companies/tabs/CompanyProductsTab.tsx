import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { GlobalItemList } from '../../items/list/GlobalItemList.tsx';
import { useCompany } from '../useCompany.ts';
import '../../../providers/i18n/globalItems.ts';

/** The "products" tab of the company page: the company's global items (the /items list scoped with company_id). */
export const CompanyProductsTab = ({ id }: TabBodyProps) => {
  const companyId = Number(id);
  const { data: company } = useCompany(id);
  if (!Number.isInteger(companyId) || companyId <= 0) return null;
  return (
    <TabSection title="lsm.tabs.company.products">
      <GlobalItemList key={companyId} company={{ id: companyId, name: company?.name ?? '' }} />
    </TabSection>
  );
};
