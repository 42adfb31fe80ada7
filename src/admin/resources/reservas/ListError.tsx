import { Alert } from '@mui/material';
import { useListContext, Translate } from 'react-admin';

/** RES-14: said on the screen too, not only in a passing notification. */
export function ListError() {
  const { error } = useListContext();
  return error ? (
    <Alert severity="error" sx={{ m: 1 }}>
      <Translate i18nKey="ep.reservations.loadError" />
    </Alert>
  ) : null;
}
