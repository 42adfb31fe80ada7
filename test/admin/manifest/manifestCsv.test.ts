import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';
import { manifestCsv, warningText } from '../../../src/admin/screens/manifest/manifestText';
import { manifestRow } from './manifestRow';
import { buildManifest } from '../../../src/domain/manifest';

const row = manifestRow;

describe('the manifest as CSV', () => {
  it(
    'MANIFEST exports one booking a line under its reference (EP-000012) and the tour’s name (never its id), ' +
      'with ship, driver, vehicle and check-in in words, quoting what needs it, a leading + opening as text',
    () => {
      const manifest = buildManifest({
        date: '2026-12-01',
        bookings: [
          row({
            id: 11,
            nombre: 'Ana, the late one',
            pickup_time: '09:00',
            ship_call_id: 7,
            checkin: 'presente',
            balance: 45,
            notas: 'Says "hi"',
          }),
          row({ id: 12, nombre: 'Bo', pickup_time: '07:30', driver_id: 3 }),
        ],
        tours: [{ id: 1, nombre: '27 Damajagua Waterfalls', duracion: '5 hours', capacity_per_day: 20 }],
        assignments: [{ tour_id: 1, driver_id: null, fleet_vehicle_id: 1 }],
        drivers: [{ id: 3, username: 'ramon.diaz', phone: '+1 829 555 0142' }],
        vehicles: [{ id: 1, name: 'Hiace', plate: 'A1', seats: 14 }],
        shipCalls: [
          { id: 7, ship: 'Carnival Pride', terminal: 'Amber Cove', arrival_time: '08:00', all_aboard_time: '16:30' },
        ],
      });
      expect(manifestCsv(i18nProvider.translate, manifest).split('\r\n')).toEqual([
        'Día,Referencia,Tour,Salida,Recogida,Vuelo,Llegada,Maletas,Barco,Nombre,Personas,Teléfono,Idioma,Por ' +
          'cobrar,Notas,Conductor,Vehículo,Estado,Check-in',
        '2026-12-01,EP-000012,27 Damajagua Waterfalls,,07:30 Casa Colonial,,,,,Bo,2,+1 809 555 ' +
          '0100,en,0,,ramon.diaz,Hiace,Confirmada,Pendiente',
        '2026-12-01,EP-000011,27 Damajagua Waterfalls,,09:00 Casa Colonial,,,,Carnival Pride,"Ana, the late ' +
          'one",2,+1 809 555 0100,en,45,"Says ""hi""",,Hiace,Confirmada,Presente',
      ]);
    },
  );

  it('MANIFEST the all-aboard warning says whether the return is before, at or after all aboard', () => {
    const warning = (side: 'before' | 'same' | 'after', back: string, minutes: number) =>
      warningText(i18nProvider.translate, {
        code: 'all_aboard',
        booking_id: 1,
        ship: 'Carnival Pride',
        back,
        all_aboard: '14:30',
        side,
        minutes,
      });
    expect(warning('after', '15:00', 30)).toBe(
      'El regreso (15:00) es 30 min después del todos a bordo de Carnival Pride (14:30)',
    );
    expect(warning('before', '14:00', 30)).toBe(
      'El regreso (14:00) queda solo 30 min antes del todos a bordo de Carnival Pride (14:30): debe ser al ' +
        'menos una hora antes',
    );
    expect(warning('same', '14:30', 0)).toBe(
      'El regreso (14:30) es a la misma hora que el todos a bordo de Carnival Pride (14:30)',
    );
  });
});
