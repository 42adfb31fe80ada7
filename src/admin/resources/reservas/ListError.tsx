import { Alert } from '@mui/material';
import { useListContext } from 'react-admin';
import { RESERVATION_MESSAGES } from '../../../domain/reservations';

/** RES-14: said on the screen too, not only in a passing notification. */
export function ListError() {
  const { error } = useListContext();
  return error ? <Alert severity="error" sx={{ m: 1 }}>{RESERVATION_MESSAGES.loadError}</Alert> : null;
}
