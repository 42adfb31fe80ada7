import { Alert, Snackbar } from '@mui/material';
import { Translate } from 'react-admin';

/**
 * PROP-19, VEH-29: the spec's banner, pinned to the bottom of the window where the owner just clicked Update: at the
 * top of the page it showed 1,000-1,400 px above the button, out of sight (issue 43). Clears with the banner's 3 s.
 */
export function SuccessBanner({ message }: { message: string | null }) {
  return (
    <Snackbar open={message !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="success" variant="filled" data-testid="success-banner">
        {message ? <Translate i18nKey={message} /> : null}
      </Alert>
    </Snackbar>
  );
}
