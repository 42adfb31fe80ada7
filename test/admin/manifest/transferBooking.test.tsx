import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CreateParams } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { today } from '../../../src/domain/common';

afterEach(() => localStorage.clear());

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const otherDay = '2030-01-15';
const shipCalls = [
  { ship: 'Carnival Pride', terminal: 'Amber Cove', date: today(), arrival_time: '08:00', all_aboard_time: '16:30' },
  { ship: 'Elsewhere Star', terminal: 'Taino Bay', date: otherDay, arrival_time: '07:00', all_aboard_time: '14:30' },
];

describe('the booking form: airport transfers and cruise guests', () => {
  it(
    'BOOKING an airport transfer takes flight, arrival, from and to, bags and a zone, and is quoted by the ' +
      'zone’s price',
    async () => {
      const base = fakeDataProvider();
      const create = vi.fn((resource: string, params: CreateParams) => base.create(resource, params));
      renderApp('owner', { path: 'reservas/create', dataProvider: fakeDataProvider({ create }) });
      await choose(/Tour/, 'Airport Transfer POP to Cabarete');
      expect(screen.queryByLabelText(/Vuelo/)).toBeNull();
      await choose(/Tipo de reserva/, 'Traslado o taxi');
      fireEvent.change(await screen.findByLabelText(/Vuelo/), { target: { value: 'B6 1234' } });
      fireEvent.change(screen.getByLabelText(/Hora de llegada/), { target: { value: '13:30' } });
      fireEvent.change(screen.getByLabelText(/Maletas/), { target: { value: '3' } });
      fireEvent.change(screen.getByLabelText(/^Desde/), { target: { value: 'Aeropuerto Gregorio Luperón (POP)' } });
      fireEvent.change(screen.getByLabelText(/^Hasta/), { target: { value: 'Cabarete' } });
      await choose(/Zona/, 'Cabarete');
      await waitFor(() =>
        expect(screen.getByTestId('live-quote')).toHaveTextContent('Precio de la zona Cabarete: $55.00'),
      );
      fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Ada Lovelace' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Teléfono/ }), { target: { value: '+1 809 555 0100' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0][1].data).toMatchObject({
        kind: 'transfer',
        flight_number: 'B6 1234',
        arrival_time: '13:30',
        luggage: 3,
        transfer_from: 'Aeropuerto Gregorio Luperón (POP)',
        transfer_to: 'Cabarete',
        zone_id: 3,
        nombre: 'Ada Lovelace',
      });
    },
  );

  it('BOOKING a cruise guest picked up at the port names a ship among the calls of the booking’s day', async () => {
    const base = fakeDataProvider({}, { 'ship-calls': shipCalls });
    const create = vi.fn((resource: string, params: CreateParams) => base.create(resource, params));
    renderApp('owner', {
      path: 'reservas/create',
      dataProvider: fakeDataProvider({ create }, { 'ship-calls': shipCalls }),
    });
    await choose(/Tour/, 'Amber Cove Shore Excursion');
    await choose(/^Recogida/, 'Puerto de cruceros');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Barco/ }));
    expect(await screen.findByRole('option', { name: 'Carnival Pride · Amber Cove · 16:30' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Elsewhere Star/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Carnival Pride · Amber Cove · 16:30' }));
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Grace Hopper' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Teléfono/ }), { target: { value: '+1 809 555 0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toMatchObject({ kind: 'tour', pickup_kind: 'cruise_port', ship_call_id: 1 });
  });
});
