import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { goTo, Redirect } from '../../entryRouter';
import { LoginField } from '../../components/signIn/LoginField';
import { useSignIn } from '../../components/signIn/useSignIn';
import { areaPath, readSession } from '../../providers/session';
import { pageAfterLogin } from '../../providers/nextPage';
import { lightWords } from '../../i18n/lightWords';

/**
 * SHELL-09..11, SHELL-14: the login form; a stored session goes straight to its role's dashboard. A sign-in
 * opens the page that was asked for when it is in the role's area (nextPage.ts), else the dashboard.
 * Nothing imported here may reach react-admin: this page loads first (test/e2e/loadWeight.spec.ts). The failure is
 * red text, not MUI's Alert, whose close button and icons are about 2.5 kB gzip of a 120 kB budget.
 */
export function LoginPage() {
  const { username, setUsername, password, setPassword, error, busy, submit } = useSignIn((session) =>
    goTo(pageAfterLogin(session.role), { replace: true }),
  );
  const stored = readSession();
  if (stored) return <Redirect to={areaPath(stored.role)} />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent component="form" onSubmit={submit}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              EP Control
            </Typography>
            {error && (
              <Typography role="alert" color="error">
                {error}
              </Typography>
            )}
            <LoginField
              label={lightWords('ep.login.username')}
              name="username"
              autoComplete="username"
              value={username}
              onChange={setUsername}
              autoFocus
            />
            <LoginField
              label={lightWords('ep.login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} aria-hidden /> : null}
            >
              {lightWords('ep.login.logIn')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
