import { Box, CircularProgress } from '@mui/material';
import { lightWords } from './i18n/lightWords';

/** Shown while a lazily loaded area arrives over the network. */
export function PageLoading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={lightWords('ep.common.loading')} />
    </Box>
  );
}
