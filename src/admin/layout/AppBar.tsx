import { AppBar as RaAppBar, LoadingIndicator, ToggleThemeButton } from 'react-admin';
import { NotificationBell } from './NotificationBell';
import { AppUserMenu } from './AppUserMenu';

export const AppBar = () => (
  <RaAppBar
    userMenu={<AppUserMenu />}
    toolbar={
      <>
        <NotificationBell />
        <ToggleThemeButton />
        <LoadingIndicator />
      </>
    }
  />
);
