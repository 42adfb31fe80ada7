import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../../../src/admin/screens/login/LoginPage';
import { SESSION_KEY } from '../../../src/admin/providers/session';
import { fakeFetch } from '../providers/fakeFetch';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/ep-control/login');
});
afterEach(() => vi.unstubAllGlobals());

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Usuario/), username);
  await user.type(screen.getByLabelText(/Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage', () => {
  it('SHELL-09 SHELL-10 shows a required username and password with the button Log In', () => {
    render(<LoginPage />);
    expect(screen.getByLabelText(/Usuario/)).toBeRequired();
    expect(screen.getByLabelText(/Contraseña/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('SHELL-11 a wrong pair shows Invalid credentials and stores nothing', async () => {
    fakeFetch({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid credentials' } } });
    render(<LoginPage />);
    await submit('dueno', 'wrong');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/ep-control/login');
  });

  it('SHELL-11 a server or network failure shows its own message, not Invalid credentials', async () => {
    fakeFetch({ 'POST /api/auth/login': { status: 429, body: { error: 'Demasiados intentos' } } });
    render(<LoginPage />);
    await submit('dueno', 'dueno');
    expect(await screen.findByText('Demasiados intentos')).toBeInTheDocument();
    fakeFetch({});
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Error de conexión')).toBeInTheDocument();
  });

  it('SHELL-12 SHELL-13 a right pair keeps {username, role} only and goes to the role dashboard', async () => {
    const calls = fakeFetch({ 'POST /api/auth/login': { body: { username: 'secretaria', role: 'secretary' } } });
    render(<LoginPage />);
    await submit(' secretaria ', 'secret-pass');
    await waitFor(() => expect(window.location.pathname).toBe('/ep-control/secretaria'));
    expect(calls[0].body).toEqual({ username: 'secretaria', password: 'secret-pass' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '')).toEqual({ username: 'secretaria', role: 'secretary' });
  });

  it('SESSION a sign-in opens the page that was asked for in its role area, else the dashboard', async () => {
    fakeFetch({ 'POST /api/auth/login': { body: { username: 'dueno', role: 'owner' } } });
    window.history.replaceState({ next: '/ep-control/dueno/posts/12?x=1' }, '', '/ep-control/login');
    const { unmount } = render(<LoginPage />);
    await submit('dueno', 'dueno');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/ep-control/dueno/posts/12?x=1'),
    );
    unmount();
    localStorage.clear();
    window.history.replaceState({ next: '/ep-control/secretaria/pages' }, '', '/ep-control/login');
    render(<LoginPage />);
    await submit('dueno', 'dueno');
    await waitFor(() => expect(window.location.pathname).toBe('/ep-control/dueno'));
  });

  it('SHELL-14 a stored session goes straight to its dashboard', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ username: 'dueno', role: 'owner' }));
    render(<LoginPage />);
    expect(window.location.pathname).toBe('/ep-control/dueno');
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
