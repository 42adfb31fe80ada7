import type { TranslateFunction } from 'react-admin';
import type { Manifest, ManifestWarning } from '../../../domain/manifest';
import { linesToCsv } from '../../components/csv';

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
    case 'all_aboard':
      return translate('ep.run.manifest.warnings.allAboard', {
        back: warning.back,
        ship: warning.ship,
        allAboard: warning.all_aboard,
      });
  }
}

/** The day's manifest as CSV, one booking a line, under the tour's name (never its id). */
export function manifestCsv(translate: TranslateFunction, manifest: Manifest): string {
  const t = (key: string) => translate(`ep.run.manifest.${key}`);
  const header = [
    t('day'),
    t('tour'),
    t('pickup'),
    t('ship'),
    t('guest'),
    t('headcount'),
    t('phone'),
    t('language'),
    t('balance'),
    t('notes'),
    t('driver'),
    t('vehicle'),
    'Check-in',
  ];
  const lines = manifest.departures.flatMap((departure) =>
    departure.bookings.map((booking) => [
      manifest.date,
      departure.tour_name,
      `${booking.pickup_time || booking.arrival_time} ${booking.pickup_place || booking.transfer_from}`.trim(),
      booking.ship?.ship ?? '',
      booking.nombre,
      booking.personas,
      booking.telefono,
      booking.language,
      booking.balance,
      booking.notas,
      booking.driver?.username ?? '',
      booking.vehicle?.name ?? '',
      t(`checkin.${booking.checkin}`),
    ]),
  );
  return linesToCsv([header, ...lines]);
}
