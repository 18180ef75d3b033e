import { useParams } from 'react-router-dom';
import { backTarget } from '../../custom/layout/backTargets.ts';
import { DetailLayout } from '../../custom/layout/DetailLayout.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { CompanySidebarHeader } from './CompanySidebarHeader.tsx';
import { companyTabs } from './companyTabs.ts';

/** /companies/{id}. A merchant's company page is their home, so it has no back control for them. */
export const CompanyDetailPage = () => {
  const id = useParams().id ?? '';
  const isMerchant = useIdentifiedUser()?.isMerchant ?? false;
  return (
    <DetailLayout
      page="company"
      id={id}
      tabs={companyTabs}
      header={<CompanySidebarHeader id={id} />}
      backTo={isMerchant ? null : backTarget('company', { id, companyId: null })}
    />
  );
};
