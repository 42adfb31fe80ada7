import type { Manifest, ManifestBooking, ManifestDeparture } from '../../../domain/manifest';
import { bookingReference } from '../../../domain/bookingReference';
import { telLink } from '../../../domain/phoneLinks';
import { es } from '../../../i18n/features';
import { en } from '../../../i18n/featuresEn';
import { phrase } from '../../../i18n/phrase';
import { html } from '../public-site/html';
import type { FirstRows } from './shell';

type Words = (key: string, args?: Record<string, unknown>) => string;

let dollars: Intl.NumberFormat | undefined;
/** As the manifest writes money (admin/components/usd.ts). */
const usd = (amount: number) =>
  (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(amount);

/** One party as the manifest's line shows it (screens/manifest/BookingLine.tsx), without its buttons. */
function line(booking: ManifestBooking, words: Words) {
  const facts = [
    `${booking.pickup_time || booking.arrival_time || '—'}`,
    bookingReference(booking.id),
    words('people', { adults: booking.adults, children: booking.children }),
    booking.language.toUpperCase(),
    booking.estado === 'nueva' && words('unconfirmedChip'),
    booking.balance > 0 && `${words('balance')}: ${usd(booking.balance)}`,
  ];
  const where = [
    booking.kind === 'transfer' ? booking.label : booking.pickup_place,
    booking.kind === 'transfer' && booking.arrival_time && `${words('arrival')} ${booking.arrival_time}`,
    booking.luggage > 0 && `${words('bags')}: ${booking.luggage}`,
    booking.ship && `${booking.ship.ship} (${booking.ship.all_aboard_time})`,
    booking.vehicle?.name,
  ];
  return html`<li data-testid="manifest-booking-${booking.id}">
  <p><strong>${booking.nombre}</strong> ${facts.filter(Boolean).join(' · ')}</p>
  <p class="muted">${where.filter(Boolean).join(' · ')}</p>
  ${booking.notas && html`<p class="muted">${booking.notas}</p>`}
  <p>${booking.telefono && html`<a href="${telLink(booking.telefono)}">${booking.telefono}</a>`}
    ${words(`checkin.${booking.checkin}`)}</p>
</li>`;
}

/** One departure as its card shows it (screens/manifest/DepartureCard.tsx): heading, headcount, who drives. */
function departureCard(departure: ManifestDeparture, date: string, words: Words) {
  const own = departure.kind === 'transfer' ? departure.bookings[0] : undefined;
  const driver = own ? own.driver : departure.driver;
  const vehicle = own ? own.vehicle : departure.vehicle;
  const room =
    departure.over > 0
      ? words('over', { over: departure.over })
      : `${words('left')}: ${departure.left === null ? words('noCapacity') : departure.left}`;
  const assigned = [
    `${words('driver')}: ${driver?.username ?? words('none')}`,
    `${words('vehicle')}: ${vehicle?.name ?? words('none')}`,
  ];
  return html`<section aria-label="${departure.label}">
  <h2>${departure.kind === 'transfer' ? `${words('transfer')}: ` : ''}${departure.label} ${date}</h2>
  <p data-testid="manifest-headcount">${departure.start && `${departure.start}–${departure.back} · `}${words(
    'headcount',
  )}: ${departure.headcount} · ${room}</p>
  <p class="muted">${assigned.join(' · ')}</p>
  <ul>${departure.bookings.map((booking) => line(booking, words))}</ul>
</section>`;
}

/**
 * The day's manifest as its screen first shows it (screens/manifest/ManifestScreen.tsx): its ships in port, then
 * each departure and its parties, from the same manifest GET /api/manifest answers the office.
 */
export function manifestRows(manifest: Manifest, path: string, lang: 'es' | 'en'): FirstRows {
  const words: Words = (key, args) => phrase(lang === 'en' ? en : es, `ep.run.manifest.${key}`, args);
  const ships = manifest.ships.map(
    (ship) => `${ship.ship} · ${ship.terminal} · ${ship.arrival_time}–${ship.all_aboard_time} · ${ship.people}`,
  );
  const body = html`${ships.length > 0 && html`<p aria-label="${words('ship')}">${ships.join(' | ')}</p>`}${
    manifest.departures.length
      ? manifest.departures.map((departure) => departureCard(departure, manifest.date, words))
      : html`<p>${words('empty')}</p>`
  }`;
  return { path, title: words('title'), subtitle: manifest.date, body };
}
