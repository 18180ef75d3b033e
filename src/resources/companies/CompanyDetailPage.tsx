import { useParams } from 'react-router-dom';
import { backTarget } from '../../custom/layout/backTargets.ts';
import { DetailLayout } from '../../custom/layout/DetailLayout.tsx';
import { useSendRefusedMerchantHome } from '../../custom/layout/useSendRefusedMerchantHome.ts';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { CompanySidebarHeader } from './CompanySidebarHeader.tsx';
import { useCompany } from './useCompany.ts';
import '../../providers/i18n/companies.ts';

/**
 * /companies/{id}. A merchant's company page is their home, so it has no back control for them. Another
 * company's page shows no tab (nothing to act on) and, for a merchant, the refusal's alert over their own company.
 */
export const CompanyDetailPage = () => {
  const id = useParams().id ?? '';
  const current = useIdentifiedUser();
  const isMerchant = current?.isMerchant ?? false;
  // Loads the company once for the header and the tabs, and raises the spec's alert when that fails.
  const { data: company, error } = useCompany(id, { alertOnError: true });
  const foreign = isMerchant && current?.companyId !== Number(id);
  useSendRefusedMerchantHome(foreign && !company && error !== null);
  return (
    <DetailLayout
      page="company"
      id={id}
      hideTabs={foreign && !company}
      header={<CompanySidebarHeader id={id} />}
      backTo={isMerchant ? null : backTarget('company', { id, companyId: null })}
      name={company?.name}
    />
  );
};
