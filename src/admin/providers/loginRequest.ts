import { writeSession, type StoredSession } from './session';

/** A failed login: 401 reads 'Invalid credentials' (SHELL-11); status 0 is a network failure. */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

/**
 * POST /api/auth/login with plain fetch and keep the answer's {username, role} (SHELL-12, SHELL-13).
 * Plain fetch, not httpClient: httpClient brings react-admin's HttpError, and the login page must load
 * without react-admin. Same origin, as httpClient's API_BASE.
 */
export async function loginRequest({
  username,
  password,
}: {
  username: string;
  password: string;
}): Promise<StoredSession> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
      credentials: 'same-origin',
    });
  } catch {
    throw new LoginError('Error de conexión', 0);
  }
  if (response.status === 401) throw new LoginError('Invalid credentials', 401);
  const body = (await response.json().catch(() => ({}))) as Partial<StoredSession> & {
    error?: string;
    message?: string;
  };
  if (!response.ok) {
    throw new LoginError(
      body.error ?? body.message ?? (response.statusText || `HTTP ${response.status}`),
      response.status,
    );
  }
  const session = body as StoredSession;
  writeSession(session);
  return session;
}
