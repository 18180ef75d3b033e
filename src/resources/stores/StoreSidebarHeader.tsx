import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Avatar, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Store } from '../../contract/stores.ts';
import { formatPhone } from '../../domain/phone.ts';
import { canEditStoreHours } from '../../custom/layout/tabVisibility.ts';
import { SidebarHeader } from '../../custom/layout/SidebarHeader.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { EditStoreHoursLink } from './EditStoreHoursLink.tsx';
import { TodayHours } from './hours/TodayHours.tsx';
import { mainAddressText } from '../../domain/address.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const Line = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
    {icon}
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  </Stack>
);

/**
 * Store name, Main address, phone, today's hours and "Edit store hours" (spec 000 §2), from GET /stores/{id}.
 * Until the store answers (or when it is refused) only its id shows.
 */
export const StoreSidebarHeader = ({ id, store }: { id: string; store: Store | undefined }) => {
  const translate = useLsmTranslate();
  const permissions = useIdentifiedUser()?.permissions ?? [];
  if (!store) return <SidebarHeader title={translate('lsm.sidebar.store_fallback', { id })} />;
  const address = mainAddressText(store.address);
  const phone = formatPhone(store.phoneNo);
  return (
    <SidebarHeader
      title={store.name}
      avatar={
        <Avatar src={store.logoImage ?? store.profileImage ?? undefined} alt={store.name}>
          {store.name.charAt(0)}
        </Avatar>
      }
    >
      {address && (
        <Line icon={<PlaceOutlinedIcon fontSize="small" color="action" titleAccess={translate('lsm.storePage.sidebar.main_address')} />}>
          {address}
        </Line>
      )}
      {phone && (
        <Line icon={<PhoneOutlinedIcon fontSize="small" color="action" titleAccess={translate('lsm.storePage.sidebar.phone')} />}>
          {phone}
        </Line>
      )}
      <TodayHours storeId={store.id} />
      {canEditStoreHours(permissions) && (
        <EditStoreHoursLink storeId={store.id} canEdit={permissions.includes('lm_edit_store_hours')} />
      )}
    </SidebarHeader>
  );
};
