import { useTranslate } from 'react-admin';
import { SidebarHeader } from '../../custom/layout/SidebarHeader.tsx';
import { useEmployeeProfile } from './useEmployeeProfile.ts';

/** Name, email and the label Employee. */
export const EmployeeSidebarHeader = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const profile = useEmployeeProfile(id);
  const title = profile ? `${profile.firstName} ${profile.lastName}` : translate('lsm.sidebar.employee_fallback', { id });
  const label = translate('lsm.sidebar.employee_label');
  return <SidebarHeader title={title} subtitle={profile ? `${profile.email} · ${label}` : label} />;
};
