import type { ManifestBookingRow } from '../../../src/domain/manifest';

/**
 * One booking as the manifest reads it: a confirmed party of two at Casa Colonial, 08:00; a test names what differs.
 */
export const manifestRow = (fields: Partial<ManifestBookingRow>): ManifestBookingRow => ({
  id: 1,
  version: 1,
  tour_id: 1,
  departure_time: '',
  kind: 'tour',
  nombre: 'Guest',
  adults: 2,
  children: 0,
  personas: 2,
  pickup_place: 'Casa Colonial',
  pickup_time: '08:00',
  telefono: '+1 809 555 0100',
  language: 'en',
  balance: 0,
  notas: '',
  checkin: 'pendiente',
  estado: 'confirmada',
  flight_number: '',
  arrival_time: '',
  transfer_from: '',
  transfer_to: '',
  luggage: 0,
  zone_id: null,
  ship_call_id: null,
  driver_id: null,
  fleet_vehicle_id: null,
  ...fields,
});
