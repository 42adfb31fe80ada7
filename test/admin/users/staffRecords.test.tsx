import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../renderApp';

afterEach(() => localStorage.clear());

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('users are staff records', () => {
  it(
    'USER-01 USER-05 the screen says sign-in accounts come from ADMIN_CREDENTIALS and shows roles and ' +
      'statuses as words',
    async () => {
      renderApp('owner', { path: 'users' });
      expect(await screen.findByText(/ADMIN_CREDENTIALS/)).toBeInTheDocument();
      await waitFor(() => expect(within(rowOf('dueno')).getByText('Dueño')).toBeInTheDocument());
      expect(within(rowOf('secretaria')).getByText('Secretaria')).toBeInTheDocument();
      expect(within(rowOf('dueno')).getByText('Activo')).toBeInTheDocument();
      await waitFor(() => expect(within(rowOf('carlos.m')).getByText('Inactivo')).toBeInTheDocument());
      for (const raw of ['Owner', 'Secretary', 'active', 'inactive']) expect(screen.queryByText(raw)).toBeNull();
    },
  );

  it(
    'USER-03 the record of the person signed in has Edit and a disabled Delete that says why; the others can ' +
      'be deleted',
    async () => {
      renderApp('owner', { path: 'users' });
      await waitFor(() => expect(within(rowOf('dueno')).getByRole('link', { name: 'Editar' })).toBeInTheDocument());
      expect(within(rowOf('dueno')).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
      expect(within(rowOf('dueno')).getByLabelText('No puedes eliminar tu propia ficha')).toBeInTheDocument();
      expect(within(rowOf('secretaria')).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
      await waitFor(() => expect(within(rowOf('ramon.diaz')).getByRole('button', { name: 'Eliminar' })).toBeEnabled());
    },
  );
});
