import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Role } from '../../domain/roles';
import { signInAgainOutcome } from '../../domain/signInAgainOutcome';
import { goTo } from '../entryRouter';
import { dropFirstRows } from '../firstRows';
import { LoginField } from '../components/signIn/LoginField';
import { useSignIn } from '../components/signIn/useSignIn';
import { leaveForLogin } from '../providers/nextPage';
import { areaPath, readSession } from '../providers/session';
import {
  gaveUpSigningIn,
  isAskingToSignIn,
  signedInAgain,
  signedInAsSomeoneElse,
  subscribeSignInAgain,
} from '../providers/signInAgain';

/**
 * Issue 23: an expired session asks to sign in again over the page, with the login's words (SHELL-09..11),
 * so the page and what was typed stay; the calls that met the 401 are sent again once she is in. Signing in
 * as the other role opens that role's area; Leave opens login, which returns here after the sign-in.
 */
export function SignInAgainDialog({ role }: { role: Role }) {
  const open = useSyncExternalStore(subscribeSignInAgain, isAskingToSignIn);
  return open ? <SignInForm role={role} /> : null;
}

function SignInForm({ role }: { role: Role }) {
  const translate = useTranslate();
  // Whose work is waiting: the session that expired.
  const [waiting] = useState(readSession);
  // The server's first rows would hide the dialog (firstRows.ts).
  useLayoutEffect(dropFirstRows, []);
  const { username, setUsername, password, setPassword, error, busy, submit } = useSignIn((session) => {
    const outcome = signInAgainOutcome({ username: waiting?.username ?? '', role }, session);
    if (outcome === 'resend') return signedInAgain();
    // Each form says its save failed and keeps what was typed; the dialog said so before.
    signedInAsSomeoneElse();
    if (outcome === 'dropAndLeave') goTo(areaPath(session.role), { replace: true });
  }, waiting?.username);
  const otherUser = waiting && username.trim() !== '' && username.trim() !== waiting.username;
  const leave = () => {
    leaveForLogin();
    gaveUpSigningIn();
  };

  return (
    <Dialog open aria-labelledby="sign-in-again-title" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle id="sign-in-again-title">{translate('ep.session.expiredTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{translate('ep.session.expired')}</DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
          {otherUser && (
            <Alert severity="warning">{translate('ep.session.otherUser', { user: waiting.username })}</Alert>
          )}
          <LoginField
            label={translate('ep.login.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={setUsername}
          />
          <LoginField
            label={translate('ep.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={leave}>{translate('ep.session.leave')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} aria-hidden /> : null}
        >
          {translate('ep.login.logIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
