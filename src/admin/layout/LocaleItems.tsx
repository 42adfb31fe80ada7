import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useLocaleState, useLocales, useTranslate, useUserMenu } from 'react-admin';
import { keepLocaleCookie } from '../i18n/localeCookie';

/**
 * The language choice, inside the user menu: Español (default) or English. react-admin's store keeps the
 * choice, so it survives a reload and a new sign-in on this browser.
 */
export const LocaleItems = forwardRef<HTMLLIElement>(function LocaleItems(props, ref) {
  const locales = useLocales();
  const [current, setLocale] = useLocaleState();
  const userMenu = useUserMenu();
  const translate = useTranslate();
  return (
    <>
      <ListSubheader sx={{ lineHeight: 2.5 }}>{translate('ep.locale.label')}</ListSubheader>
      {locales.map(({ locale, name }, index) => (
        <MenuItem
          key={locale}
          ref={index === 0 ? ref : undefined}
          {...props}
          lang={locale}
          selected={locale === current}
          onClick={() => {
            userMenu?.onClose();
            setLocale(locale);
            keepLocaleCookie(locale);
          }}
        >
          <ListItemIcon>{locale === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{name}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
});
