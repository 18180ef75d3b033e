import AccountCircle from '@mui/icons-material/AccountCircle';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';

/** Internal users' profile menu in the top bar: the user's name and Logout. */
export const ProfileMenu = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const current = useIdentifiedUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const profile = current?.user.profile;
  return (
    <>
      <IconButton color="inherit" aria-label={translate('lsm.layout.profile_menu')} onClick={(event) => setAnchor(event.currentTarget)}>
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {profile && (
          <MenuItem disabled>
            <ListItemText primary={`${profile.firstName} ${profile.lastName}`} secondary={profile.email} />
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            // A chosen log-out does not bring the next user back to this page (a session that ended by itself does).
            void logout(undefined, undefined, false);
          }}
        >
          {translate('lsm.layout.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
