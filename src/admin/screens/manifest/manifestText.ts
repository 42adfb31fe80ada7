import type { TranslateFunction } from 'react-admin';
import type { Manifest, ManifestWarning } from '../../../domain/manifest';
import { linesToCsv } from '../../components/csv';
import { allAboardKey } from '../../../domain/allAboard';
import { bookingReference } from '../../../domain/guestJourney';

/** A warning worded from its code and what it names. */
export function warningText(translate: TranslateFunction, warning: ManifestWarning): string {
  switch (warning.code) {
    case 'seats':
      return translate('ep.run.manifest.warnings.seats', {
        people: warning.people,
        seats: warning.seats,
        vehicle: warning.vehicle,
      });
    case 'overlap':
      return translate('ep.run.manifest.warnings.overlap', { driver: warning.driver, other: warning.other });
    case 'vehicle_overlap':
      return translate('ep.run.manifest.warnings.vehicleOverlap', { vehicle: warning.vehicle, other: warning.other });
    case 'over_capacity':
      return translate('ep.run.manifest.warnings.overCapacity', { over: warning.over, capacity: warning.capacity });
    case 'unconfirmed':
      return translate('ep.run.manifest.warnings.unconfirmed', { smart_count: warning.bookings });
    case 'all_aboard':
      return translate(allAboardKey('ep.cruise.warning', warning), {
        back: warning.back,
        ship: warning.ship,
        allAboard: warning.all_aboard,
        minutes: warning.minutes,
      });
  }
}

/**
 * The day's manifest as CSV, one booking a line, under its label (the tour and time, or a ride's route) and its
 * reference (EP-000365), the one the guest quotes on the phone.
 */
export function manifestCsv(translate: TranslateFunction, manifest: Manifest): string {
  const t = (key: string) => translate(`ep.run.manifest.${key}`);
  const header = [
    t('day'),
    translate('ep.guest.staff.reference'),
    t('tour'),
    t('departureTime'),
    t('pickup'),
    t('flight'),
    t('arrival'),
    t('bags'),
    t('ship'),
    t('guest'),
    t('headcount'),
    t('phone'),
    t('language'),
    t('balance'),
    t('notes'),
    t('driver'),
    t('vehicle'),
    t('state'),
    'Check-in',
  ];
  const lines = manifest.departures.flatMap((departure) =>
    departure.bookings.map((booking) => [
      manifest.date,
      bookingReference(booking.id),
      booking.label,
      departure.time,
      `${booking.pickup_time || booking.arrival_time} ${booking.pickup_place || booking.transfer_from}`.trim(),
      booking.flight_number,
      booking.arrival_time,
      booking.luggage || '',
      booking.ship?.ship ?? '',
      booking.nombre,
      booking.personas,
      booking.telefono,
      booking.language,
      booking.balance,
      booking.notas,
      booking.driver?.username ?? '',
      booking.vehicle?.name ?? '',
      translate(`ep.reservations.states.${booking.estado}`, { _: booking.estado }),
      t(`checkin.${booking.checkin}`),
    ]),
  );
  return linesToCsv([header, ...lines]);
}
