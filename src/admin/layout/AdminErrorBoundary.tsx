import { Component, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { lightWords } from '../i18n/lightWords';
import { dropFirstRows } from '../firstRows';

interface State {
  failed: boolean;
}

/**
 * SHELL-24: when the admin area cannot load (a crash, a lost code chunk), say so and offer a reload. Outside the
 * admin, so outside its language switch: the default catalog's words.
 */
export class AdminErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // The server's first rows would stand over this message (firstRows.ts).
    dropFirstRows();
    console.error('Admin panel failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h5" gutterBottom>
          {lightWords('ep.common.errorLoadingAdminPanel')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {lightWords('ep.common.reloadPage')}
        </Button>
      </Box>
    );
  }
}
