import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { CompanyActions } from '../settings/CompanyActions.tsx';
import { CompanyDetailsView } from '../settings/CompanyDetailsView.tsx';
import { useCompany } from '../useCompany.ts';
import '../../../providers/i18n/companies.ts';

/** The company's details with Edit (edit_company_details), and Off-board and Delete for internal users. */
export const CompanySettingsTab = ({ id }: TabBodyProps) => {
  const current = useIdentifiedUser();
  const { data: company } = useCompany(id);
  return (
    <TabSection title="lsm.tabs.company.settings">
      {company && (
        <>
          <CompanyActions
            company={company}
            canEdit={current?.permissions.includes('edit_company_details') ?? false}
            isInternal={current?.isMerchant === false}
          />
          <CompanyDetailsView company={company} />
        </>
      )}
    </TabSection>
  );
};
