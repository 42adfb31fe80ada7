import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { es } from '../../../src/i18n/features';
import { HttpError, type UpdateParams } from 'react-admin';
import { usersResource, userSchema } from '../../../src/domain/users';
import { pageSchema } from '../../../src/domain/pages';
import { navigationSchema } from '../../../src/domain/navigation';

describe('FORMS the inputs take their rules from the domain schema', () => {
  afterEach(() => localStorage.clear());

  /** react-admin marks a required input's label with an asterisk of its own, hidden from assistive tech. */
  const labelOf = (input: HTMLElement) =>
    input.closest('.MuiFormControl-root')?.querySelector('label')?.textContent ?? '';

  // Issue 42 (run merge): a booking may have no tour (a transfer), so its tour select is optional now, offering
  // the no-tour choice; the required inputs are the booking's date and adults.
  it(
    "FORMS a required input (the booking's adults) is marked required; an optional select (the tour, the " +
      'pickup) is not and offers its empty choice',
    async () => {
      renderApp('owner', { path: 'reservas/create' });
      const tour = await screen.findByRole('combobox', { name: /^Tour/ });
      expect(labelOf(tour)).not.toMatch(/\*/);
      expect(labelOf(screen.getByLabelText(/^Adultos/))).toMatch(/\*/);
      // Children may be left empty (the server takes it as none): no asterisk.
      expect(labelOf(screen.getByLabelText(/^Niños/))).not.toMatch(/\*/);
      fireEvent.mouseDown(tour);
      const tours = await screen.findAllByRole('option');
      expect(tours.map((option) => option.textContent?.trim())).toContain(es.ep.departures.noTour);
      fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
      const pickup = screen.getByRole('combobox', { name: /^Recogida/ });
      expect(labelOf(pickup)).not.toMatch(/\*/);
      fireEvent.mouseDown(pickup);
      expect((await screen.findAllByRole('option')).map((option) => option.textContent?.trim())).toContain('—');
    },
  );

  it(
    "FORMS a required number with a minimum (a fleet vehicle's seats) refuses empty and below the minimum, in " +
      "the schema's words",
    async () => {
      const create = vi.fn();
      renderApp('owner', { path: 'fleet-vehicles/create', dataProvider: fakeDataProvider({ create }) });
      const seats = await screen.findByLabelText(/^Asientos/);
      expect(labelOf(seats)).toMatch(/\*/);
      fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Hiace 2' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Requerido')).toBeInTheDocument();
      fireEvent.change(seats, { target: { value: '0' } });
      expect(await screen.findByText(es.ep.run.fleet.seatsMin)).toBeInTheDocument();
      expect(create).not.toHaveBeenCalled();
    },
  );

  it(
    'FORMS USER-04 a text with a pattern (the username) refuses what the schema refuses, in its words, before ' +
      'calling the server',
    async () => {
      const create = vi.fn();
      renderApp('owner', { path: 'users/create', dataProvider: fakeDataProvider({ create }) });
      const username = await screen.findByLabelText(/^Usuario/);
      expect(labelOf(username)).toMatch(/\*/);
      fireEvent.change(username, { target: { value: 'ana pérez!' } });
      fireEvent.change(screen.getByLabelText(/^Correo/), { target: { value: 'ana@epcontrol.do' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(es.ep.users.usernameFormat)).toBeInTheDocument();
      expect(create).not.toHaveBeenCalled();
    },
  );
});

describe('an emptied optional field', () => {
  afterEach(() => localStorage.clear());

  it(
    'STRUCTURE the user form saves with Vehículo emptied: the body the form sends passes the schema the ' +
      'server checks',
    async () => {
      const base = fakeDataProvider();
      // As the server answers: the declared update schema decides, a refusal is a 400 with the field's message.
      const update = vi.fn((resource: string, params: UpdateParams) => {
        const checked = usersResource.update.safeParse(params.data);
        if (!checked.success) return Promise.reject(new HttpError(checked.error.issues[0].message, 400, {}));
        return base.update(resource, { ...params, data: checked.data });
      });
      renderApp('owner', { path: 'users/3', dataProvider: fakeDataProvider({ update }) });
      const vehicle = await screen.findByLabelText('Vehículo');
      await waitFor(() => expect(vehicle).toHaveValue('Toyota Hiace 2022'));
      fireEvent.change(vehicle, { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(update).toHaveBeenCalled());
      expect(update.mock.calls[0][1].data.vehicle).toBeNull();
      expect(await update.mock.results[0].value).toMatchObject({ data: { vehicle: '' } });
    },
  );
});

describe('forms', () => {
  afterEach(() => localStorage.clear());

  const CONFLICT = 'Otra persona cambió este registro. Recarga para ver sus cambios.';
  const titleInput = () => screen.findByLabelText(/Título/);

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

describe('forms ask before leaving with changes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  /** Types into a form, then clicks a menu entry: the form must ask, and a 'no' keeps the user and the edit. */
  async function leaveWithChanges(path: string, field: () => Promise<HTMLElement>, menuEntry: string) {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderApp('owner', { path });
    const input = await field();
    fireEvent.change(input, { target: { value: 'Cambio sin guardar' } });
    fireEvent.click(screen.getByRole('menuitem', { name: menuEntry }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/cambios no se guardaron/)));
    expect(router.state.location.pathname).toBe(`/ep-control/dueno/${path}`);
    expect(input).toHaveValue('Cambio sin guardar');
  }

  it('STAFF TOUR-09 the tour form, creating, asks before leaving with changes', async () => {
    await leaveWithChanges('tours/new', () => screen.findByLabelText(/^Tour Name/), 'Navigation');
  });

  it('STAFF TOUR-09 the tour form, editing, asks before leaving with changes', async () => {
    await leaveWithChanges(
      'tours/3',
      () => screen.findByDisplayValue('Cable Car to Pico Isabel de Torres'),
      'Navigation',
    );
  });

  it('STAFF SET-02 the site settings form asks before leaving with changes', async () => {
    await leaveWithChanges('settings', () => screen.findByLabelText(/Nombre del sitio/), 'Navigation');
  });
});
