import { SidebarHeader } from '../../custom/layout/SidebarHeader.tsx';
import { useEmployeeProfile } from './useEmployeeProfile.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** Name, email and the label Employee. */
export const EmployeeSidebarHeader = ({ id }: { id: string }) => {
  const translate = useLsmTranslate();
  const profile = useEmployeeProfile(id);
  const title = profile ? `${profile.firstName} ${profile.lastName}` : translate('lsm.sidebar.employee_fallback', { id });
  const label = translate('lsm.sidebar.employee_label');
  return <SidebarHeader title={title} subtitle={profile ? `${profile.email} · ${label}` : label} />;
};
