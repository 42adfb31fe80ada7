import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOADING_NAME_ID } from './theme';

/** A screen's or a panel's loading bar, named for assistive technology: axe counts an unnamed progress bar serious. */
export function LoadingBar() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} />;
}

/** The name of react-admin's own loading bars (theme.ts), kept in the layout so every screen's bars find it. */
export function LoadingName() {
  const translate = useTranslate();
  return (
    <span id={LOADING_NAME_ID} hidden>
      {translate('ra.page.loading')}
    </span>
  );
}
