/**
 * What a booking is called wherever a person reads it (the booking, the manifest and its CSV, the guest's
 * messages): a tour's name (and its departure), or for a transfer or taxi ride, which needs no tour, where
 * from and where to, then the flight.
 */
export interface LabelledBooking {
  kind: 'tour' | 'transfer';
  tour_id: number | null;
  departure_time?: string;
  transfer_from: string;
  transfer_to: string;
  zone_id: number | null;
  flight_number: string;
}
export interface LabelTour {
  id: number;
  nombre: string;
}
export interface LabelZone {
  id: number;
  name: string;
}

const find = <T extends { id: number }>(rows: readonly T[], id: number | null) =>
  id === null ? undefined : rows.find((row) => row.id === id);

/**
 * 'Airport POP → Sosúa · AA1234' for a ride (its zone stands for a missing destination); 'Damajagua 09:00' for a tour.
 */
export function bookingLabel(
  booking: LabelledBooking,
  tours: readonly LabelTour[],
  zones: readonly LabelZone[],
): string {
  const tourName = find(tours, booking.tour_id)?.nombre ?? '';
  if (booking.kind !== 'transfer') return [tourName, booking.departure_time ?? ''].filter(Boolean).join(' ');
  const to = booking.transfer_to.trim() || find(zones, booking.zone_id)?.name || '';
  const from = booking.transfer_from.trim();
  const route = from && to ? `${from} → ${to}` : from || to || tourName;
  return [route, booking.flight_number.trim()].filter(Boolean).join(' · ');
}
