import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { manifestRow } from './manifestRow';
import { buildManifest, type ManifestBookingRow } from '../../../src/domain/manifest';

let nextId = 100;
const row = (fields: Partial<ManifestBookingRow>) => manifestRow({ id: nextId++, ...fields });

/**
 * The 09:00 Damajagua run overbooked by 3 with a web booking still 'nueva', its van also on the City tour at the
 * same time, and an airport ride without a tour; Bo moved from Ramón to Luis.
 */
const day = (date: string) =>
  buildManifest({
    date,
    bookings: [
      row({ id: 1, nombre: 'Ana Web', departure_time: '09:00', adults: 9, personas: 9, estado: 'nueva' }),
      row({ id: 2, nombre: 'Bo Moved', departure_time: '09:00', adults: 4, personas: 4, driver_id: 4 }),
      row({ id: 3, nombre: 'Cy City', tour_id: 2, pickup_time: '09:30', fleet_vehicle_id: 1 }),
      row({
        id: 4,
        nombre: 'Dee Flight',
        tour_id: null,
        kind: 'transfer',
        pickup_time: '',
        transfer_from: 'Aeropuerto POP',
        transfer_to: 'Sosúa',
        flight_number: 'AA1234',
        arrival_time: '14:20',
        luggage: 3,
      }),
    ],
    tours: [
      { id: 1, nombre: 'Damajagua', duracion: '5 hours', capacity_per_day: 10 },
      { id: 2, nombre: 'City', duracion: '3 hours', capacity_per_day: null },
    ],
    assignments: [{ tour_id: 1, departure_time: '09:00', driver_id: 3, fleet_vehicle_id: 1 }],
    drivers: [
      { id: 3, username: 'ramon.diaz', phone: '+1 829 555 0142' },
      { id: 4, username: 'luis.peña', phone: '+1 829 555 0143' },
    ],
    vehicles: [{ id: 1, name: 'Hiace', plate: 'A1', seats: 14 }],
    shipCalls: [],
  });

function show() {
  const getManifest = vi.fn(async (date: string) => ({ data: day(date) }));
  renderApp('owner', {
    path: 'reservas/manifest?date=2026-12-01',
    dataProvider: fakeDataProvider({ getManifest, assignDeparture: vi.fn(), assignBooking: vi.fn() }),
  });
}

const messageOf = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href')!.split('text=')[1]);

describe('the manifest’s warnings', () => {
  it(
    'MANIFEST an overbooked departure says how many over, never negative places; a nueva booking ' + 'is marked',
    async () => {
      show();
      const departure = await screen.findByRole('region', { name: 'Damajagua 09:00' });
      const headcount = within(departure).getByTestId('manifest-headcount');
      expect(headcount).toHaveTextContent('Personas: 13 · 3 por encima del cupo');
      expect(headcount).not.toHaveTextContent('-3');
      expect(within(departure).getByText('3 por encima del cupo (10 plazas)')).toBeInTheDocument();
      expect(within(departure).getByText('1 reserva sin confirmar (nueva)')).toBeInTheDocument();
      expect(within(screen.getByTestId('manifest-booking-1')).getByTestId('manifest-unconfirmed')).toHaveTextContent(
        'Nueva · sin confirmar',
      );
      expect(within(screen.getByTestId('manifest-booking-2')).queryByTestId('manifest-unconfirmed')).toBeNull();
    },
  );

  it(
    'MANIFEST a vehicle on two overlapping runs warns on both; a ride without a tour shows its route, flight, ' +
      'arrival and bags',
    async () => {
      show();
      const damajagua = await screen.findByRole('region', { name: 'Damajagua 09:00' });
      expect(within(damajagua).getByText('Hiace está en otra salida a la vez: City')).toBeInTheDocument();
      const city = screen.getByRole('region', { name: 'City' });
      expect(within(city).getByText('Hiace está en otra salida a la vez: Damajagua 09:00')).toBeInTheDocument();
      const ride = screen.getByRole('region', { name: 'Aeropuerto POP → Sosúa · AA1234' });
      expect(within(ride).getByTestId('manifest-booking-4')).toHaveTextContent(
        'Aeropuerto POP → Sosúa · AA1234 · Llegada 14:20 · Maletas: 3',
      );
    },
  );

  it(
    'DRIVER "send to the driver" sends each driver the bookings assigned to him now: a moved party is in the ' +
      'new driver’s run only',
    async () => {
      show();
      const departure = await screen.findByRole('region', { name: 'Damajagua 09:00' });
      const ramon = within(departure).getByRole('link', { name: /Enviar a ramon.diaz/ });
      const luis = within(departure).getByRole('link', { name: /Enviar a luis.peña/ });
      expect(ramon.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/18295550142\?text=/);
      expect(messageOf(ramon)).toContain('Ana Web');
      expect(messageOf(ramon)).not.toContain('Bo Moved');
      expect(messageOf(luis)).toContain('08:00 · Damajagua 09:00 · Casa Colonial · Bo Moved · 4 pax');
      expect(messageOf(luis)).toContain('Hiace');
    },
  );
});
