import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { es } from '../../../src/i18n/features';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

describe('users screen', () => {
  it('USER-02 USER-05 shows an Administradores table and a Drivers table with the drivers fields', async () => {
    renderApp('owner', { path: 'users' });
    expect(await screen.findByText('Administradores')).toBeInTheDocument();
    expect(screen.getByText('Drivers')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2));
    const [admins, drivers] = screen.getAllByRole('table');
    await waitFor(() => expect(within(admins).getByText('secretaria')).toBeInTheDocument());
    expect(within(admins).queryByText('ramon.diaz')).toBeNull();
    await waitFor(() => expect(within(drivers).getByText('ramon.diaz')).toBeInTheDocument());
    for (const header of ['Teléfono', 'Vehículo', 'Placa'])
      expect(within(drivers).getByText(header)).toBeInTheDocument();
    expect(within(drivers).getByText('Toyota Hiace 2022')).toBeInTheDocument();
  });

  it('USER-03 USER-04 the add form requires username and email before calling the server', async () => {
    const create = vi.fn();
    renderApp('owner', { path: 'users/create', dataProvider: fakeDataProvider({ create }) });
    const username = await screen.findByLabelText(/Usuario/);
    fireEvent.change(username, { target: { value: 'x' } });
    fireEvent.change(username, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    // Each in its schema's words: the username's own required message, react-admin's for the email.
    expect(await screen.findByText(es.ep.users.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText('Requerido')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('media screen', () => {
  it('MEDIA-01 MEDIA-04 lists name, type, size and date, each row with Delete', async () => {
    renderApp('secretary', { path: 'media' });
    expect(await screen.findByText('damajagua-falls.jpg')).toBeInTheDocument();
    const row = screen.getByText('damajagua-falls.jpg').closest('tr')!;
    expect(within(row).getByText('image/jpeg')).toBeInTheDocument();
    expect(within(row).getByText('382 KB')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('MEDIA-05 a failed load says Failed to load media files', async () => {
    const base = fakeDataProvider();
    const getList = vi.fn((resource: string, params: Parameters<typeof base.getList>[1]) =>
      resource === 'media' ? Promise.reject(new HttpError('down', 500)) : base.getList(resource, params),
    );
    renderApp('secretary', { path: 'media', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('Failed to load media files')).toBeInTheDocument();
  });
});

describe('users are staff records', () => {
  const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

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
