import { useTranslate } from 'react-admin';
import { SidebarHeader } from '../../custom/layout/SidebarHeader.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';

/** Name, email and the label Employee; the signed-in user's own page uses the profile. */
export const EmployeeSidebarHeader = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const current = useIdentifiedUser();
  const profile = current && String(current.userId) === id ? current.user.profile : null;
  const title = profile ? `${profile.firstName} ${profile.lastName}` : translate('lsm.sidebar.employee_fallback', { id });
  return (
    <SidebarHeader
      title={title}
      subtitle={profile ? `${profile.email} · ${translate('lsm.sidebar.employee_label')}` : translate('lsm.sidebar.employee_label')}
    />
  );
};
