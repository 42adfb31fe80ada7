import type { ComponentProps } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, ToggleThemeButton, useTranslate } from 'react-admin';
import { NotificationBell } from './NotificationBell';
import { AppUserMenu } from './AppUserMenu';

export const AppBar = () => {
  const translate = useTranslate();
  // react-admin hands props it does not know to its progress circle, whose role needs a name (axe: serious).
  const named = { 'aria-label': translate('ra.page.loading') } as ComponentProps<typeof LoadingIndicator>;
  return (
    <RaAppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <NotificationBell />
          <ToggleThemeButton />
          <LoadingIndicator {...named} />
        </>
      }
    />
  );
};
