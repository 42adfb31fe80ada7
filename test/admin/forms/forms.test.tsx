import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { pageSchema } from '../../../src/domain/pages';
import { userSchema } from '../../../src/domain/users';
import { navigationSchema } from '../../../src/domain/navigation';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

const CONFLICT = 'Otra persona cambió este registro. Recarga para ver sus cambios.';
const titleInput = () => screen.findByLabelText(/Título/);

describe('forms', () => {
  it(
    'PAGE-04 PAGE-08 a save answered 409 keeps the form and what was typed, and says someone else ' + 'changed it',
    async () => {
      const update = vi.fn().mockRejectedValue(new HttpError('Conflict', 409, {}));
      renderApp('owner', { path: 'pages/1', dataProvider: fakeDataProvider({ update }) });
      const title = await titleInput();
      fireEvent.change(title, { target: { value: 'Título nuevo de la página' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(CONFLICT)).toBeInTheDocument();
      expect(update).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText(/Título/)).toHaveValue('Título nuevo de la página');
    },
  );

  it('NAV-17 a navigation save answered 409 says the same, not only the generic update error', async () => {
    const update = vi.fn().mockRejectedValue(new HttpError('Conflict', 409, {}));
    renderApp('secretary', { path: 'navigation/1', dataProvider: fakeDataProvider({ update }) });
    const name = await screen.findByLabelText(/Nombre/);
    fireEvent.change(name, { target: { value: 'Inicio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(CONFLICT)).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre/)).toHaveValue('Inicio');
  });

  it('PAGE-05 USER-04 the server field errors show under the fields on pages and users', async () => {
    const create = vi
      .fn()
      .mockRejectedValue(new HttpError('Bad request', 400, { errors: { title: 'Ese título no se puede usar' } }));
    const pages = renderApp('owner', { path: 'pages/create', dataProvider: fakeDataProvider({ create }) });
    fireEvent.change(await titleInput(), { target: { value: 'Una página' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ese título no se puede usar')).toBeInTheDocument();
    pages.unmount();

    const createUser = vi
      .fn()
      .mockRejectedValue(
        new HttpError('Bad request', 400, { errors: { username: 'Ese nombre de usuario ya existe' } }),
      );
    renderApp('owner', { path: 'users/create', dataProvider: fakeDataProvider({ create: createUser }) });
    fireEvent.change(await screen.findByLabelText(/Usuario/), { target: { value: 'dueno' } });
    fireEvent.change(screen.getByLabelText(/Correo/), { target: { value: 'otro@epcontrol.do' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ese nombre de usuario ya existe')).toBeInTheDocument();
  });

  it('PAGE-04 NAV-06 USER-05 text fields stop at the maximum of the domain schema and say it', async () => {
    const pages = renderApp('owner', { path: 'pages/create' });
    const title = await titleInput();
    expect(title).toHaveAttribute('maxlength', String(pageSchema.shape.title.maxLength));
    expect(screen.getByText(`Máximo ${pageSchema.shape.title.maxLength} caracteres`)).toBeInTheDocument();
    pages.unmount();

    const nav = renderApp('secretary', { path: 'navigation/create' });
    expect(await screen.findByLabelText(/Nombre/)).toHaveAttribute(
      'maxlength',
      String(navigationSchema.shape.name.maxLength),
    );
    nav.unmount();

    renderApp('owner', { path: 'users/create' });
    expect(await screen.findByLabelText(/Placa/)).toHaveAttribute(
      'maxlength',
      String(userSchema.shape.plate.unwrap().maxLength),
    );
  });

  it('PAGE-04 leaving a form with unsaved changes asks first; cancelling keeps the edit', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderApp('owner', { path: 'pages/1' });
    fireEvent.change(await titleInput(), { target: { value: 'Cambio sin guardar' } });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Navigation' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/cambios no se guardaron/)));
    expect(router.state.location.pathname).toBe('/ep-control/dueno/pages/1');
    expect(screen.getByLabelText(/Título/)).toHaveValue('Cambio sin guardar');
    confirm.mockRestore();
  });

  it('NAV-06 PAGE-04 USER-03 every form ends with Save and Cancel; Cancel goes back to the list', async () => {
    const { router } = renderApp('owner', { path: 'users/create' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/users'));
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });
});
