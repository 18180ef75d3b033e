import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/ManageAccounts';
import { Avatar, Box, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { useSignOut } from './useSignOut.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** Bottom of a merchant's sidebar: who is signed in, Account settings and Log out. */
export const MerchantProfileBlock = ({ collapsed }: { collapsed: boolean }) => {
  const translate = useLsmTranslate();
  const signOut = useSignOut();
  const current = useIdentifiedUser();
  if (!current) return null;
  const { profile } = current.user;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
      {!collapsed && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
          <Avatar sx={{ width: 32, height: 32 }}>{profile.firstName.charAt(0)}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>{`${profile.firstName} ${profile.lastName}`}</Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {profile.email}
            </Typography>
          </Box>
        </Box>
      )}
      <List component="div" dense>
        <ListItemButton
          component={Link}
          to={`/employees/${current.userId}?sidebarActiveTab=details`}
          aria-label={translate('lsm.layout.account_settings')}
        >
          <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
            <SettingsIcon />
          </ListItemIcon>
          {!collapsed && <ListItemText primary={translate('lsm.layout.account_settings')} />}
        </ListItemButton>
        <ListItemButton onClick={signOut} aria-label={translate('lsm.layout.log_out')}>
          <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          {!collapsed && <ListItemText primary={translate('lsm.layout.log_out')} />}
        </ListItemButton>
      </List>
    </Box>
  );
};
