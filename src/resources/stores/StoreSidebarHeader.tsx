import { useTranslate } from 'react-admin';
import { canEditStoreHours } from '../../custom/layout/tabVisibility.ts';
import { SidebarHeader } from '../../custom/layout/SidebarHeader.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { EditStoreHoursLink } from './EditStoreHoursLink.tsx';

/** Store name, address, phone and today's hours come with the store call; for now the id. */
export const StoreSidebarHeader = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const permissions = useIdentifiedUser()?.permissions ?? [];
  return (
    <SidebarHeader title={translate('lsm.sidebar.store_fallback', { id })}>
      {canEditStoreHours(permissions) && <EditStoreHoursLink />}
    </SidebarHeader>
  );
};
