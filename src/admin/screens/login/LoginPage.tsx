import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { Navigate, useNavigate } from 'react-router-dom';
import { areaPath, createAuthProvider } from '../../providers/authProvider';
import { readSession } from '../../providers/session';

const authProvider = createAuthProvider();

/** SHELL-09..11, SHELL-14: the login form; a stored session goes straight to its role's dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const stored = readSession();
  if (stored) return <Navigate to={areaPath(stored.role)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      const session = await authProvider.login({ username: username.trim(), password });
      navigate(areaPath(session.role), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Invalid credentials');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent component="form" onSubmit={submit}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              EP Control
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Username" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required autoFocus />
            <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
            <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : null}>
              Log In
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
