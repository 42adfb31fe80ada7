import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BookingCard } from '../../../src/admin/screens/driver/BookingCard';
import type { ManifestBooking } from '../../../src/domain/manifest';

const booking = {
  id: 365,
  version: 1,
  tour_id: 1,
  departure_time: '',
  kind: 'tour',
  nombre: 'Familia Viajera',
  adults: 2,
  children: 2,
  personas: 4,
  pickup_place: 'Playa Dorada',
  pickup_time: '07:45',
  telefono: '+1 809 555 0100',
  language: 'es',
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
  driver: null,
  vehicle: null,
  ship: null,
  label: '27 Damajagua Waterfalls',
} as ManifestBooking;

describe('the driver’s pickup card', () => {
  it('DRIVER each pickup shows the booking’s reference, the one the guest quotes', () => {
    render(<BookingCard booking={booking} date="2026-12-05" record={() => undefined} />);
    expect(screen.getByTestId('pickup-reference')).toHaveTextContent('EP-000365');
  });
});
