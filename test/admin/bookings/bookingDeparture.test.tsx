import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CreateParams } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('booking form: departure and pickup place', () => {
  it(
    'BOOKING staff pick the departure, and a pickup place of the tour fills its time at that departure, ' +
      'still editable',
    async () => {
      const base = fakeDataProvider();
      const { data: tour } = await base.getOne('tours', { id: 1 });
      await base.update('tours', {
        id: 1,
        previousData: tour,
        data: {
          ...tour,
          departure_times: ['09:00', '13:00'],
          pickup_points: [{ place: 'Playa Dorada', minutes_before: 75 }],
        },
      });
      const create = vi.fn((resource: string, params: CreateParams) => base.create(resource, params));
      renderApp('owner', { path: 'reservas/create', dataProvider: { ...base, create } });
      await choose(/Tour/, '27 Damajagua Waterfalls');
      await choose(/^Salida/, '13:00');
      fireEvent.click(await screen.findByRole('button', { name: 'Usar Playa Dorada 11:45' }));
      await waitFor(() => expect(screen.getByLabelText(/Lugar de recogida/)).toHaveValue('Playa Dorada'));
      expect(screen.getByLabelText(/Hora de recogida/)).toHaveValue('11:45');
      // Another departure retimes the chosen place; staff's own time still goes through.
      await choose(/^Salida/, '09:00');
      await waitFor(() => expect(screen.getByLabelText(/Hora de recogida/)).toHaveValue('07:45'));
      fireEvent.change(screen.getByLabelText(/Hora de recogida/), { target: { value: '07:40' } });
      fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Grace Hopper' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Teléfono/ }), { target: { value: '+1 809 555 0100' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0][1].data).toMatchObject({
        tour_id: 1,
        departure_time: '09:00',
        pickup_place: 'Playa Dorada',
        pickup_time: '07:40',
      });
    },
  );
});
