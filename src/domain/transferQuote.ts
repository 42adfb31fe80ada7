import { z } from 'zod';
import { isoDate } from './common';
import { isCalendarDate } from './dates';
import { GUEST_LANGUAGES, isBookableDay } from './bookings';
import { email, phone, requiredText, text } from './validation';
import { lazy } from './lazy';

/** The airport end of a transfer, in the visitor's pick: the zones are the other ends (issue 40). */
export const AIRPORT = 0;

export interface PricedZone {
  id: number;
  name: string;
  price: number;
}

/**
 * The zone a ride is priced by: the end that is not the airport, the destination when neither is. Null when the
 * pick names no zone of the table (airport to airport, or a zone that no longer exists).
 */
export function pricedZone(from: number, to: number, zones: PricedZone[]): PricedZone | null {
  if (from === to) return null;
  const id = to !== AIRPORT ? to : from;
  return zones.find((zone) => zone.id === id) ?? null;
}

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What a visitor sends to book a ride: both ends, the day, the party and bags, the flight and a contact. */
export const transferBookingSchema = lazy(() =>
  z
    .strictObject({
      from_zone: z.coerce.number().int().min(0),
      to_zone: z.coerce.number().int().min(0),
      fecha: isoDate,
      passengers: z.coerce.number().int().min(1, 'ep.reservations.minPeople').max(50),
      luggage: z.coerce.number().int().min(0).max(100).default(0),
      flight_number: text(20).default(''),
      arrival_time: z.union([z.literal(''), z.string().regex(HOUR, 'ep.reservations.timeFormat')]).default(''),
      nombre: requiredText(120, 'ep.reservations.nameRequired'),
      email: z.union([z.literal(''), email()]).default(''),
      telefono: phone().default(''),
      language: z.enum(GUEST_LANGUAGES).default('es'),
    })
    .superRefine((booking, ctx) => {
      if (booking.email === '' && booking.telefono === '') {
        for (const field of ['email', 'telefono'])
          ctx.addIssue({ code: 'custom', path: [field], message: 'ep.reservations.contactRequired' });
      }
      if (isCalendarDate(booking.fecha) && !isBookableDay(booking.fecha))
        ctx.addIssue({ code: 'custom', path: ['fecha'], message: 'ep.reservations.pastDate' });
    }),
);
export type TransferBooking = z.infer<typeof transferBookingSchema>;
