import { useState, type FormEvent } from 'react';
import { loginRequest } from '../../providers/loginRequest';
import type { StoredSession } from '../../providers/session';

/**
 * A sign-in form's state and submit, shared by the login page and the sign-in-again dialog: the pair is sent
 * trimmed of spaces around the name, a failure shows the server's message (SHELL-11), and the button stays busy
 * after a success, since `signedIn` leaves or closes the form.
 */
export function useSignIn(signedIn: (session: StoredSession) => void, initialUsername = '') {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      signedIn(await loginRequest({ username: username.trim(), password }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Invalid credentials');
      setBusy(false);
    }
  };
  return { username, setUsername, password, setPassword, error, busy, submit };
}
