import { bookingReference, freeCancelUntil, guestMayCancel } from '../../../domain/guestJourney';
import type { Json } from '../../db/repository';
import { guestWords, guestLanguage } from '../../guestMail/compose';
import { html } from '../public-site/html';
import { page, type PageContext } from '../public-site/layout';

const usd = (amount: unknown) => `US$${Number(amount ?? 0).toFixed(2)}`;

/** '2026-12-05T08:00' in Puerto Plata's time, as the guest reads it. */
const localTime = (moment: Date) =>
  new Date(moment.getTime() - 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export interface GuestBookingView {
  booking: Json;
  tour: { nombre: string; cancellation_policy: string; free_cancel_hours: number };
  token: string;
  /** 'ask': the cancel button was pressed, the page asks to confirm; 'done': the booking was just cancelled. */
  step?: 'ask' | 'done';
  now?: Date;
}

/**
 * The guest's own page of their booking (`/booking/EP-000365?token=…`): what was booked, what is paid and due,
 * the tour's policy and, while the policy allows it, the way to cancel (asked again before it is done).
 */
export function guestBookingPage(context: PageContext, view: GuestBookingView): string {
  const { booking, tour, token, step } = view;
  const t = guestWords(guestLanguage(booking.language));
  const reference = bookingReference(Number(booking.id));
  const title = t('page.title', { reference });
  const cancelled = booking.estado === 'cancelada';
  const hours = tour.free_cancel_hours;
  const mayCancel = guestMayCancel(
    { estado: String(booking.estado), fecha: String(booking.fecha), pickup_time: String(booking.pickup_time ?? '') },
    hours,
    view.now,
  );
  const until = localTime(freeCancelUntil(String(booking.fecha), String(booking.pickup_time ?? ''), hours));
  const pickup =
    booking.pickup_place || booking.pickup_time
      ? t('mail.pickupAt', {
          place: booking.pickup_place || t('mail.toBeConfirmed'),
          time: booking.pickup_time || t('mail.toBeConfirmed'),
        })
      : t('mail.toBeConfirmed');
  const rows: Array<[string, string]> = [
    [t('mail.reference'), reference],
    [t('mail.trip'), tour.nombre],
    [t('mail.date'), String(booking.fecha)],
    [t('mail.pickup'), pickup],
    [t('mail.party'), t('mail.partyText', { adults: booking.adults, children: booking.children })],
    [t('mail.price'), usd(booking.price_total)],
    [t('mail.paid'), usd(booking.paid)],
    [t('mail.balance'), usd(booking.balance)],
  ];
  const action = `/booking/${reference}/cancel`;
  const cancelPart = cancelled
    ? html`<p class="done" data-state="cancelled">${step === 'done' ? t('page.cancelDone') : t('page.cancelled')}</p>`
    : mayCancel
      ? step === 'ask'
        ? html`<form method="post" action="${action}">
            <p><strong>${t('page.cancelConfirm')}</strong></p>
            <input type="hidden" name="token" value="${token}" />
            <button type="submit">${t('page.cancel')}</button>
          </form>`
        : html`<p>${t('page.cancelUntil', { until })}</p>
            <form method="get" action="/booking/${reference}">
              <input type="hidden" name="token" value="${token}" />
              <input type="hidden" name="step" value="ask" />
              <button type="submit">${t('page.cancel')}</button>
            </form>`
      : html`<p>${t('page.cancelClosed')}</p>`;
  const body = html`<h1>${title}</h1>
    <table class="booking">
      ${rows.map(([label, value]) => html`<tr><th align="left">${label}</th><td>${value}</td></tr>`)}
    </table>
    <h2>${t('mail.policy')}</h2>
    <p>${t('mail.freeCancel', { hours })}</p>
    ${tour.cancellation_policy ? html`<p style="white-space:pre-line">${tour.cancellation_policy}</p>` : ''}
    ${cancelPart}`;
  return page(context, { title, body, noindex: true });
}

/** The page for a reference or token that does not match: the same answer for both, so neither is revealed. */
export function guestBookingMissing(context: PageContext, language: string): string {
  const t = guestWords(guestLanguage(language));
  return page(context, { title: t('page.notFound'), body: html`<p>${t('page.notFound')}</p>`, noindex: true });
}
