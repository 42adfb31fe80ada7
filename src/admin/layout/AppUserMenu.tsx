import { forwardRef } from 'react';
import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/Logout';
import { Translate, UserMenu, useBasename, useLogout, useUserMenu } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LocaleItems } from './LocaleItems';

const ProfileItem = forwardRef<HTMLLIElement>(function ProfileItem(props, ref) {
  const navigate = useNavigate();
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      {...props}
      onClick={() => {
        userMenu?.onClose();
        navigate(`${basename}/profile`);
      }}
    >
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>
        <Translate i18nKey="ep.userMenu.profile" />
      </ListItemText>
    </MenuItem>
  );
});

const LogoutItem = forwardRef<HTMLLIElement>(function LogoutItem(props, ref) {
  const logout = useLogout();
  return (
    <MenuItem ref={ref} {...props} onClick={() => logout()}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>
        <Translate i18nKey="ep.userMenu.logout" />
      </ListItemText>
    </MenuItem>
  );
});

export const AppUserMenu = () => (
  <UserMenu>
    <ProfileItem />
    <LocaleItems />
    <Divider />
    <LogoutItem />
  </UserMenu>
);
