import { Avatar } from '@mui/material';
import { SidebarHeader } from '../../custom/layout/SidebarHeader.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { useCompany } from './useCompany.ts';
import { CompanyStatusChip } from './CompanyStatusChip.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface CompanySummary {
  name: string;
  logo: string | null;
  status: string;
}

/**
 * Logo, name and status from GET /stores/company/?id. Until it answers, a merchant's own company
 * comes from the user-store answer, anyone else's from its id.
 */
export const CompanySidebarHeader = ({ id }: { id: string }) => {
  const translate = useLsmTranslate();
  const ownCompany = useIdentifiedUser()?.user.userStore?.company;
  const { data } = useCompany(id);
  const company: CompanySummary | undefined = data ?? (ownCompany && String(ownCompany.id) === id ? ownCompany : undefined);
  if (!company) return <SidebarHeader title={translate('lsm.sidebar.company_fallback', { id })} />;
  return (
    <SidebarHeader
      title={company.name}
      avatar={
        <Avatar src={company.logo ?? undefined} alt={company.name}>
          {company.name.charAt(0)}
        </Avatar>
      }
      subtitle={<CompanyStatusChip status={company.status} />}
    />
  );
};
