import { phrase } from '../../i18n/phrase';
import { es } from '../../i18n/features';
import { en } from '../../i18n/featuresEn';
import { fr } from '../../i18n/featuresFr';
import type { Tree } from '../../i18n/tree';

type Language = 'es' | 'en' | 'fr';
import { bookingReference, type GuestMessageKind } from '../../domain/guestJourney';

const CATALOGS: Record<Language, Tree> = { es, en, fr };
const catalogOf = (language: Language) => CATALOGS[language];

/** A phrase of the guest's words (`ep.guest.…`) in the guest's language. */
export const guestWords = (language: Language) => (key: string, args?: Record<string, unknown>) =>
  phrase(catalogOf(language), `ep.guest.${key}`, args);

/** Any phrase of the catalog (`ep.…`) in the visitor's language: a refusal the public form shows them. */
export const visitorWords = (language: Language) => (key: string, args?: Record<string, unknown>) =>
  phrase(catalogOf(language), key, args);

export const guestLanguage = (value: unknown): Language => (value === 'en' || value === 'fr' ? value : 'es');

/** Everything a message to a guest says, read in the booking's transaction. */
export interface MessageFacts {
  booking: {
    id: number;
    nombre: string;
    fecha: string;
    language: string;
    adults: number;
    children: number;
    pickup_place: string;
    pickup_time: string;
    price_total: number;
    paid: number;
    balance: number;
    kind: string;
    transfer_from?: string;
    transfer_to?: string;
  };
  tour: { nombre: string; cancellation_policy: string; free_cancel_hours: number };
  business: { name: string; phone: string; whatsapp: string; email: string };
  /** The ship's all-aboard time ('HH:MM') for a cruise guest's reminder. */
  allAboard?: string;
  /** The booking's own page, with its token. */
  link: string;
}

export interface ComposedMessage {
  subject: string;
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]);

const money = (amount: number) => `US$${amount.toFixed(2)}`;

const INTRO: Record<GuestMessageKind, string> = {
  confirmation: 'confirmationIntro',
  update: 'updateIntro',
  cancellation: 'cancellationIntro',
  payment: 'paymentIntro',
  reminder: 'reminderIntro',
};

/** The trip's name: the tour's, or a transfer's route when it has one. */
function tripLabel({ booking, tour }: MessageFacts): string {
  const route = [booking.transfer_from, booking.transfer_to].filter(Boolean).join(' → ');
  return booking.kind === 'transfer' && route ? `${tour.nombre}: ${route}` : tour.nombre;
}

/**
 * One message to a guest, as text and HTML, in their language: what was booked, when and where they are picked up,
 * the party and the money, the policy, how to reach the business and the link to their booking's own page.
 * The confirmation carries everything; an update, a cancellation, a payment and a reminder repeat the facts briefly.
 */
export function composeGuestMessage(kind: GuestMessageKind, facts: MessageFacts): ComposedMessage {
  const { booking, tour, business } = facts;
  const t = guestWords(guestLanguage(booking.language));
  const reference = bookingReference(booking.id);
  const trip = tripLabel(facts);
  const subject = t(`mail.${kind}Subject`, { reference, tour: trip });
  const pickup =
    booking.pickup_place || booking.pickup_time
      ? t('mail.pickupAt', {
          place: booking.pickup_place || t('mail.toBeConfirmed'),
          time: booking.pickup_time || t('mail.toBeConfirmed'),
        })
      : t('mail.toBeConfirmed');
  const rows: Array<[string, string]> = [
    [t('mail.reference'), reference],
    [t('mail.trip'), trip],
    [t('mail.date'), booking.fecha],
    [t('mail.pickup'), pickup],
    [t('mail.party'), t('mail.partyText', { adults: booking.adults, children: booking.children })],
  ];
  if (kind !== 'reminder' && kind !== 'cancellation') {
    rows.push([t('mail.price'), money(booking.price_total)], [t('mail.paid'), money(booking.paid)]);
    rows.push([t('mail.balance'), money(booking.balance)]);
  }
  const notes: string[] = [];
  if (kind === 'reminder' && facts.allAboard) notes.push(t('mail.allAboard', { time: facts.allAboard }));
  const policy = kind === 'confirmation' ? [t('mail.freeCancel', { hours: tour.free_cancel_hours })] : [];
  if (kind === 'confirmation' && tour.cancellation_policy.trim()) policy.push(tour.cancellation_policy.trim());
  const contact = [business.phone, business.whatsapp, business.email].filter(Boolean).join(' · ');
  const showLink = kind !== 'cancellation';

  const text = [
    t('mail.hello', { name: booking.nombre }),
    '',
    t(`mail.${INTRO[kind]}`),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(notes.length ? ['', ...notes] : []),
    ...(policy.length ? ['', `${t('mail.policy')}:`, ...policy] : []),
    ...(showLink ? ['', `${t('mail.link')}: ${facts.link}`] : []),
    '',
    `${t('mail.contact')}: ${contact}`,
    '',
    t('mail.closing'),
    business.name,
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html><html lang="${e(guestLanguage(booking.language))}"><body style="font-family:Arial,\
sans-serif;color:#222">
<p>${e(t('mail.hello', { name: booking.nombre }))}</p>
<p>${e(t(`mail.${INTRO[kind]}`))}</p>
<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left">${e(label)}</th><td>${e(value)}</td></tr>`)
    .join('')}</table>
${notes.map((note) => `<p><strong>${e(note)}</strong></p>`).join('')}
${
  policy.length
    ? `<h3>${e(t('mail.policy'))}</h3>` +
      `${policy
        .map(
          (line) => `<p style="white-space:pre-line">\
${e(line)}</p>`,
        )
        .join('')}`
    : ''
}
${showLink ? `<p><a href="${e(facts.link)}">${e(t('mail.link'))}</a></p>` : ''}
<p>${e(t('mail.contact'))}: ${e(contact)}</p>
<p>${e(t('mail.closing'))}<br>${e(business.name)}</p>
</body></html>`;
  return { subject, text, html };
}
