import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { downloadCSV } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeData, fakeDataProvider } from '../fakeDataProvider';
import { toCsv } from '../../../src/admin/components/csv';
import { bookingSchema } from '../../../src/domain/bookings';
import { today } from '../../../src/domain/common';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

afterEach(() => localStorage.clear());

const PHONES = ['+1 809 555 0100', '+1 (829) 555-0160', '+18095550134', '+1 416.555.0199'];

/** The file as a spreadsheet reads it: the header's columns, then each line by column. */
const tableOf = (csv: string) => {
  const [header, ...lines] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { newline: '\r\n' }).data;
  return lines.map((line) => Object.fromEntries(header.map((column, index) => [column, line[index]])));
};

describe('Reservas CSV', () => {
  it(
    'TRUST a phone (+ then digits, spaces, dashes, brackets, dots) is written as typed; formulas still get ' +
      'their quote',
    () => {
      const hostile = ['+cmd|x', '+1+HYPERLINK("x")', '+1\n=2', '+12', '-2+3', '=1', '@A1', '\t1', '\r1'];
      const cells = Papa.parse<string[]>(
        toCsv(
          ['v'],
          [...PHONES, ...hostile].map((v) => ({ v })),
        ),
        {
          newline: '\r\n',
        },
      ).data.flat();
      expect(cells).toEqual(['v', ...PHONES, ...hostile.map((text) => `'${text}`)]);
    },
  );

  it(
    'BOOKING the Reservas export names the tour, zone, driver and vehicle, and keeps the guest’s ' + 'phone dialable',
    async () => {
      const seed = fakeData();
      const rows = <T,>(name: string) => seed[name] as unknown as T[];
      const driver = rows<{ id: number; role: string; username: string }>('users').find(
        ({ role }) => role === 'Driver',
      )!;
      const [tour] = rows<{ id: number; nombre: string }>('tours');
      const [zone] = rows<{ id: number; name: string }>('transfer-zones');
      const [vehicle] = rows<{ id: number; name: string }>('fleet-vehicles');
      const reservas = [
        bookingSchema.parse({
          nombre: 'Ana Pérez',
          telefono: PHONES[0],
          fecha: today(),
          tour_id: tour.id,
          zone_id: zone.id,
          driver_id: driver.id,
          fleet_vehicle_id: vehicle.id,
          personas: 2,
          adults: 2,
          estado: 'confirmada',
        }),
      ];
      renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({}, { reservas }) });
      await screen.findAllByText('Ana Pérez');
      fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
      await waitFor(() => expect(downloadCSV).toHaveBeenCalled());
      const [row] = tableOf(vi.mocked(downloadCSV).mock.lastCall![0]);
      expect(row).toMatchObject({
        nombre: 'Ana Pérez',
        telefono: PHONES[0],
        tour: tour.nombre,
        zone: zone.name,
        driver: driver.username,
        vehicle: vehicle.name,
        ship: '',
      });
      expect(Object.keys(row)).not.toContain('tour_id');
    },
  );
});
