import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A screen's or a panel's loading bar, named for assistive technology: axe counts an unnamed progress bar serious. */
export function LoadingBar() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} />;
}
