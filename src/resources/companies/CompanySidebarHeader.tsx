import { Avatar, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SidebarHeader } from '../../custom/layout/SidebarHeader.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';

/**
 * Logo, name and status. A merchant's own company comes from the user-store answer; otherwise only
 * the id is known until the company call exists.
 */
export const CompanySidebarHeader = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const company = useIdentifiedUser()?.user.userStore?.company;
  if (company && String(company.id) === id) {
    return (
      <SidebarHeader
        title={company.name}
        avatar={<Avatar src={company.logo ?? undefined} alt={company.name}>{company.name.charAt(0)}</Avatar>}
        subtitle={<Chip size="small" label={company.status} />}
      />
    );
  }
  return <SidebarHeader title={translate('lsm.sidebar.company_fallback', { id })} />;
};
