import { useParams } from 'react-router-dom';
import { backTarget } from '../../custom/layout/backTargets.ts';
import { DetailLayout } from '../../custom/layout/DetailLayout.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { CompanySidebarHeader } from './CompanySidebarHeader.tsx';
import { companyTabs } from './companyTabs.ts';
import { useCompany } from './useCompany.ts';

/** /companies/{id}. A merchant's company page is their home, so it has no back control for them. */
export const CompanyDetailPage = () => {
  const id = useParams().id ?? '';
  const isMerchant = useIdentifiedUser()?.isMerchant ?? false;
  // Loads the company once for the header and the tabs, and raises the spec's alert when that fails.
  const { data: company } = useCompany(id, { alertOnError: true });
  return (
    <DetailLayout
      page="company"
      id={id}
      tabs={companyTabs}
      header={<CompanySidebarHeader id={id} />}
      backTo={isMerchant ? null : backTarget('company', { id, companyId: null })}
      name={company?.name}
    />
  );
};
