import { z } from 'zod';
import { defineSingleton } from './singleton';
import { text } from './validation';
import type { GuestLanguage } from './bookings';
import { isDialable, whatsappLink } from './phoneLinks';
import { lazy } from './lazy';

/**
 * The confirmation message staff send a guest (WhatsApp, email), one template per guest language, edited by
 * the owner. {nombre}, {tour}, {fecha}, {personas}, {recogida}, {hora}, {total} and {debe} are filled in.
 */
export const bookingMessagesSchema = lazy(() =>
  z.strictObject({
    confirmation_es: text(1000).default(
      'Hola {nombre}, su reserva de {tour} para el {fecha} ({personas} personas) está confirmada. Recogida: ' +
        '{recogida} a las {hora}. Total: {total}; pendiente: {debe}. ¡Gracias!',
    ),
    confirmation_en: text(1000).default(
      'Hello {nombre}, your booking of {tour} on {fecha} ({personas} people) is confirmed. Pickup: ' +
        '{recogida} at {hora}. Total: {total}; still due: {debe}. Thank you!',
    ),
    confirmation_fr: text(1000).default(
      'Bonjour {nombre}, votre réservation de {tour} le {fecha} ({personas} personnes) est confirmée. Prise en ' +
        'charge : {recogida} à {hora}. Total : {total} ; reste à payer : {debe}. Merci !',
    ),
    /** The hour (business time) the day-before reminder emails go out; empty: none (issue 39). */
    reminder_hour: z
      .union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ep.reservations.timeFormat')])
      .default('18:00'),
  }),
);
export type BookingMessages = z.infer<typeof bookingMessagesSchema>;

export const bookingMessages = defineSingleton({
  name: 'booking-messages',
  api: '/api/booking-messages',
  schema: bookingMessagesSchema,
  access: { read: 'bookings', write: 'owner' },
});

/** The owner keeps a WhatsApp template per guest language: a guest is written in theirs. */
export const TEMPLATE_FIELD = { es: 'confirmation_es', en: 'confirmation_en', fr: 'confirmation_fr' } as const;

export const templateOf = (messages: BookingMessages, language: GuestLanguage) => messages[TEMPLATE_FIELD[language]];

/** The template with its {placeholders} filled in; an unknown one stays as written, so a typo shows. */
export const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A WhatsApp link (wa.me) to the guest with the message; null when the phone has too few digits. */
export const confirmationLink = (phone: string, message: string): string | null =>
  isDialable(phone) ? whatsappLink(phone, message) : null;
