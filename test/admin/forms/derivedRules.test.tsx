import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { es } from '../../../src/i18n/features';

afterEach(() => localStorage.clear());

/** react-admin marks a required input's label with an asterisk of its own, hidden from assistive tech. */
const labelOf = (input: HTMLElement) =>
  input.closest('.MuiFormControl-root')?.querySelector('label')?.textContent ?? '';

describe('FORMS the inputs take their rules from the domain schema', () => {
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
