import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { formatAge } from '../../../src/admin/i18n/dates';

afterEach(() => localStorage.clear());

describe('no access, not found', () => {
  it(
    'SHELL-06 SHELL-16 an owner-only section opened by the secretary says Sin acceso, with a link to her ' +
      'dashboard',
    async () => {
      for (const path of ['users', 'tours', 'settings/general']) {
        const view = renderApp('secretary', { path });
        expect(await screen.findByRole('heading', { name: 'Sin acceso', level: 5 })).toBeInTheDocument();
        expect(screen.getByText('Esta sección es solo para el dueño.')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Ir a mi dashboard' })).toHaveAttribute(
          'href',
          '/ep-control/secretaria/',
        );
        view.unmount();
      }
    },
  );

  it('SHELL-01 an unknown address inside an area says Página no encontrada', async () => {
    renderApp('owner', { path: 'no-such-section' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada', level: 5 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mi dashboard' })).toHaveAttribute('href', '/ep-control/dueno/');
  });
});

describe('labels, not stored values', () => {
  it('SHELL-22 the profile shows the role as Dueño or Secretaria', async () => {
    const owner = renderApp('owner', { path: 'profile' });
    expect(await screen.findByText(/Rol: Dueño/)).toBeInTheDocument();
    owner.unmount();
    renderApp('secretary', { path: 'profile' });
    expect(await screen.findByText(/Rol: Secretaria/)).toBeInTheDocument();
  });

  it('SHELL-18 SHELL-21 the bell shows each type as a word and how long ago it arrived', async () => {
    renderApp('owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    const list = await screen.findByTestId('notification-list');
    expect(within(list).getAllByText(/^Reserva · hace /)).toHaveLength(2);
    expect(within(list).getAllByText(/^Mensaje · hace /)).toHaveLength(2);
    expect(within(list).getByText(/^Testimonio · hace /)).toBeInTheDocument();
    expect(within(list).queryByText(/^(reserva|mensaje|testimonial)$/)).toBeNull();
  });

  it('SHELL-18 the age reads hace 5 minutos in Spanish and 5 minutes ago in English', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatAge('2026-11-22T11:55:00Z', 'es', now)).toBe('hace 5 minutos');
    expect(formatAge('2026-11-22T11:55:00Z', 'en', now)).toBe('5 minutes ago');
  });
});

describe('language', () => {
  it(
    "SHELL-22 SHELL-25 I18N English is chosen from the user menu and remembered, and switches the spec's " +
      'Spanish words too',
    async () => {
      const first = renderApp('secretary', { path: 'navigation/create' });
      expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /perfil/i }));
      expect(screen.getByRole('menuitem', { name: 'Perfil' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
      // Every word switches, the spec's Spanish ones too (NAV-06's 'Guardar' / 'Cancelar'): English is English
      // throughout.
      expect(await screen.findByText('At most 80 characters')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      expect(screen.getByLabelText('Open in a new tab')).toBeInTheDocument();
      first.unmount();

      // The choice is kept in react-admin's store: a new session of the app opens in English.
      renderApp('owner', { path: 'users/create' });
      expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    },
  );
});
