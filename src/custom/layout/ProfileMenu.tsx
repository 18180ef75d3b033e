import AccountCircle from '@mui/icons-material/AccountCircle';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { useSignOut } from './useSignOut.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** Internal users' profile menu in the top bar: the user's name and Logout. */
export const ProfileMenu = () => {
  const translate = useLsmTranslate();
  const signOut = useSignOut();
  const current = useIdentifiedUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const profile = current?.user.profile;
  const buttonId = useId();
  const menuId = useId();
  const label = profile
    ? translate('lsm.layout.profile_menu_of', { name: `${profile.firstName} ${profile.lastName}`.trim() })
    : translate('lsm.layout.profile_menu');
  return (
    <>
      {/* On a phone the icon is all there is of the account: the label names whose menu it opens. */}
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor !== null ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {profile && (
          <MenuItem disabled>
            <ListItemText primary={`${profile.firstName} ${profile.lastName}`} secondary={profile.email} />
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            // A chosen log-out does not bring the next user back to this page (a session that ended by itself does).
            signOut();
          }}
        >
          {translate('lsm.layout.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
