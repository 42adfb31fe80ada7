import type { Manifest, ManifestBooking } from '../../../domain/manifest';
import { bookingReference } from '../../../domain/bookingReference';
import { isDialable, telLink, whatsappLink } from '../../../domain/phoneLinks';
import { es } from '../../../i18n/driver/es';
import { en } from '../../../i18n/driver/en';
import { phrase } from '../../../i18n/phrase';
import { html } from '../public-site/html';
import type { FirstRows } from './shell';

type Words = (key: string, args?: Record<string, unknown>) => string;

/** As the driver's screen writes money (screens/driver/BookingCard.tsx). */
const money = (amount: number) => `US$${amount.toFixed(2)}`;

/** One pickup as his screen's card shows it, without its buttons (they work once the app has loaded). */
function pickup(booking: ManifestBooking, words: Words) {
  const place = booking.pickup_place || booking.transfer_from;
  const time = booking.pickup_time || booking.arrival_time;
  const ship = booking.ship && words('ship', { ship: booking.ship.ship, time: booking.ship.all_aboard_time });
  const state = [
    words(`checkin.${booking.checkin}`),
    booking.balance > 0 ? words('balance', { amount: money(booking.balance) }) : words('paid'),
  ].join(' · ');
  return html`<article aria-label="${booking.nombre}" data-testid="pickup-${booking.id}">
  <p><strong>${time || '—'}</strong> <strong>${booking.nombre}</strong>
    <span class="muted">${bookingReference(booking.id)}</span></p>
  ${place && html`<p>${place}</p>`}
  <p class="muted">${words('guests', { smart_count: booking.personas })}${
    booking.flight_number ? ` · ${booking.flight_number}` : ''
  }</p>
  ${ship && html`<p class="muted">${ship}</p>`}
  ${booking.notas && html`<p class="muted"><em>${booking.notas}</em></p>`}
  <p>${state}</p>
  ${
    isDialable(booking.telefono) &&
    html`<p><a href="${telLink(booking.telefono)}">${words('call')}</a><a href="${whatsappLink(booking.telefono)}"
    target="_blank" rel="noopener">${words('whatsapp')}</a></p>`
  }
</article>`;
}

/**
 * The driver's day as his screen first shows it (screens/driver/DriverArea.tsx, today's tab): his runs, each with
 * its pickups in order, from the same manifest GET /api/manifest answers him.
 */
export function driverRows(manifest: Manifest, username: string, path: string, lang: 'es' | 'en'): FirstRows {
  const words: Words = (key, args) => phrase(lang === 'en' ? en : es, `ep.driver.${key}`, args);
  const body = manifest.departures.length
    ? manifest.departures.map(
        (departure) => html`<section aria-label="${departure.tour_name}">
  <h2>${departure.tour_name}</h2>
  ${departure.departs && html`<p class="muted">${words('departs', { time: departure.departs })}</p>`}
  ${departure.vehicle && html`<p class="muted">${departure.vehicle.name}</p>`}
  ${departure.bookings.map((booking) => pickup(booking, words))}
</section>`,
      )
    : html`<p>${words('nothing')}</p>`;
  return { path, title: words('title'), subtitle: `${words('today')} · ${username}`, body: html`${body}` };
}
