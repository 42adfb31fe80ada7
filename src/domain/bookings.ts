import { z } from 'zod';
import { isoDate, recordMetaInput, today } from './common';
import { isCalendarDate } from './dates';
import { withEmptiedFields } from './emptiedFields';
import { defineResource, type RecordOf } from './resource';
import { email, phone, requiredText, text } from './validation';
import { lazy } from './lazy';
import { withArgs } from './messageArgs';
import { money, moneyNumber } from './money';
import { SETTLE_MODES } from './partners';

/** RES-06, RES-13 */
export const BOOKING_STATES = ['nueva', 'pendiente', 'confirmada', 'futura', 'cancelada'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** RES-04 as the spec had it (count × 50); DECISIONS RES-04 replaced it with the money paid, kept for the record. */
export const EARNINGS_PER_BOOKING = 50;
/** RES-10 */
export const BOOKINGS_PER_PAGE = 20;

/**
 * The guest's language: their emails and booking page are written in it, as the public site offers it (a French
 * visitor's booking is stored `fr`), and staff's WhatsApp template too (bookingMessages.TEMPLATE_FIELD).
 */
export const GUEST_LANGUAGES = ['es', 'en', 'fr'] as const;
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number];
/** Where the driver picks the party up. */
export const PICKUP_KINDS = ['hotel', 'cruise_port', 'airport', 'other'] as const;
export type PickupKind = (typeof PICKUP_KINDS)[number];
/** How the booking reached the business; hotel and agency name which one in `source_name`. */
export const BOOKING_SOURCES = ['web', 'whatsapp', 'phone', 'walk_in', 'hotel', 'agency'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** A booking is a tour's seat or a ride of its own (airport transfer, taxi), priced by zone (issue 22). */
export const BOOKING_KINDS = ['tour', 'transfer'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
/** Staff mark each guest at pickup. */
export const CHECKIN_STATES = ['pendiente', 'presente', 'no_show'] as const;
export type CheckinState = (typeof CHECKIN_STATES)[number];

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const pickupTime = z.union([z.literal(''), z.string().regex(HOUR, 'ep.reservations.timeFormat')]).default('');
const reference = z.coerce.number().int().min(1).nullable().default(null);
const people = (min: number, message: string) => z.coerce.number().int().min(min, message).max(500);

export const bookingSchema = lazy(() =>
  z.object({
    nombre: requiredText(120, 'ep.reservations.nameRequired'),
    fecha: isoDate,
    /** A transfer or taxi ride needs no tour (issue 42); a tour's booking does (refused in bookings/writes.ts). */
    tour_id: reference,
    /** The departure it rides in, one of its tour's set times; '' for a tour without them (departures.ts). */
    departure_time: pickupTime,
    /** adults + children, kept for the spec's callers (RES-13) and the stats' passenger counts. */
    personas: z.number().int().min(1, 'ep.reservations.minPeople').max(500),
    adults: people(1, 'ep.reservations.minAdults').default(1),
    children: people(0, 'ep.reservations.minZero').default(0),
    estado: z.enum(BOOKING_STATES).default('nueva'),
    // How staff reach the visitor; the spec's record has no contact, a real booking needs one.
    email: z.union([z.literal(''), email()]).default(''),
    telefono: phone().default(''),
    notas: text(1000).default(''),
    language: z.enum(GUEST_LANGUAGES).default('es'),
    pickup_kind: z.union([z.literal(''), z.enum(PICKUP_KINDS)]).default(''),
    pickup_place: text(200).default(''),
    pickup_time: pickupTime,
    source: z.enum(BOOKING_SOURCES).default('web'),
    source_name: text(120).default(''),
    /** The price agreed when the booking was made: the tour's quote, or the owner's own with a reason. */
    price_total: moneyNumber().default(0),
    price_override: z.boolean().default(false),
    price_reason: text(300).default(''),
    // What payments.ts computes from the booking's payments, kept on the row so lists filter and show it.
    paid: z.number().default(0),
    refunded: z.number().default(0),
    balance: z.number().default(0),
    has_balance: z.boolean().default(false),
    kind: z.enum(BOOKING_KINDS).default('tour'),
    flight_number: text(20).default(''),
    arrival_time: pickupTime,
    transfer_from: text(200).default(''),
    transfer_to: text(200).default(''),
    luggage: z.coerce.number().int().min(0).max(100).default(0),
    zone_id: reference,
    /** The cruise ship the guests come from; its all-aboard time bounds the tour's return. */
    ship_call_id: reference,
    /** This booking's own driver and vehicle; otherwise its departure's. */
    driver_id: reference,
    fleet_vehicle_id: reference,
    checkin: z.enum(CHECKIN_STATES).default('pendiente'),
    /** The partner who sent the guest and its agent or desk (issue 41, partnerTerms.ts). */
    partner_id: reference,
    partner_agent: text(120).default(''),
    /** The partner's commission and who collects, as they were when the booking was made. */
    partner_commission_cents: z.number().int().default(0),
    partner_settle: z.union([z.literal(''), z.enum(SETTLE_MODES)]).default(''),
    /** Issue 41: the promo code the booking took, and the dollars it took off the quote (price_total is after it). */
    promo_code: text(40).default(''),
    promo_discount: z.number().default(0),
  }),
);

/** Fields only the server sets: the sum of the party and the money; the check-in has its own route. */
export const BOOKING_SERVER_FIELDS = [
  'personas',
  'paid',
  'refunded',
  'balance',
  'has_balance',
  'checkin',
  'partner_commission_cents',
  'partner_settle',
  'promo_discount',
] as const;

export const bookingsResource = defineResource({
  name: 'reservas',
  api: '/api/reservations',
  schema: bookingSchema,
  search: ['nombre', 'email', 'telefono', 'source_name', 'pickup_place'],
  access: { read: 'bookings', write: 'bookings' },
  // Edits go through the bookings routes (src/server/bookings), which price the party, check the day's places
  // and keep the totals; creates too, on the visitors' public path (staff and visitors alike). No delete: a
  // booking is cancelled, which frees its places.
  writes: ['update'],
  readOnly: [...BOOKING_SERVER_FIELDS],
  list: {
    sortable: ['nombre', 'fecha', 'personas', 'estado', 'tour_id', 'price_total', 'balance', 'source'],
    filterable: ['estado', 'tour_id', 'fecha', 'source', 'has_balance', 'language', 'partner_id'],
    defaultSort: [
      ['fecha', 'desc'],
      ['id', 'desc'],
    ],
  },
  screens: true,
});

export type Booking = RecordOf<typeof bookingsResource>;

/** A visitor books today or a later day of the business's calendar (America/Santo_Domingo). */
export const isBookableDay = (fecha: string, now: Date = new Date()) => fecha >= today(now);

/**
 * What a visitor sends to book: the spec's fields (the party as `personas`, or as adults and children) and a contact.
 */
export const bookingRequestSchema = lazy(() =>
  z
    .strictObject({
      nombre: bookingSchema.shape.nombre,
      fecha: bookingSchema.shape.fecha,
      tour_id: z.coerce.number().int().min(1),
      /** The departure asked for; may be left out when the tour has one time or none (departures.chooseDeparture). */
      departure_time: bookingSchema.shape.departure_time,
      personas: people(1, 'ep.reservations.minPeople').optional(),
      adults: people(1, 'ep.reservations.minAdults').optional(),
      children: people(0, 'ep.reservations.minZero').optional(),
      email: bookingSchema.shape.email,
      telefono: bookingSchema.shape.telefono,
      notas: bookingSchema.shape.notas,
      language: bookingSchema.shape.language,
      pickup_kind: bookingSchema.shape.pickup_kind,
      pickup_place: bookingSchema.shape.pickup_place,
      pickup_time: bookingSchema.shape.pickup_time,
      /** The cruise ship's call of that day the visitor comes from (a ship not listed goes in the notes). */
      ship_call_id: bookingSchema.shape.ship_call_id,
      promo_code: bookingSchema.shape.promo_code,
    })
    .superRefine((booking, ctx) => {
      if (booking.personas === undefined && booking.adults === undefined)
        ctx.addIssue({ code: 'custom', path: ['personas'], message: 'ep.reservations.minPeople' });
      // Both ways of naming the party sent: they must say the same, or which one to price is a guess.
      const party = (booking.adults ?? 0) + (booking.children ?? 0);
      if (booking.personas !== undefined && booking.adults !== undefined && booking.personas !== party)
        ctx.addIssue({
          code: 'custom',
          path: ['personas'],
          message: withArgs('ep.money.partyContradicts', { personas: booking.personas, party }),
        });
      // Staff must be able to answer the visitor, and a day already gone cannot be toured.
      if (booking.email === '' && booking.telefono === '') {
        for (const field of ['email', 'telefono'])
          ctx.addIssue({ code: 'custom', path: [field], message: 'ep.reservations.contactRequired' });
      }
      if (isCalendarDate(booking.fecha) && !isBookableDay(booking.fecha))
        ctx.addIssue({ code: 'custom', path: ['fecha'], message: 'ep.reservations.pastDate' });
    }),
);
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/**
 * What staff send to create or change a booking; the server fields a form echoes back are ignored, and an input
 * the user emptied (react-admin sends null) saves blank, as on every other form.
 */
const echoed = z.unknown().optional();
export const staffBookingSchema = lazy(() =>
  withEmptiedFields(
    z.strictObject({
      ...bookingSchema.omit({
        personas: true,
        paid: true,
        refunded: true,
        balance: true,
        has_balance: true,
        price_total: true,
      }).shape,
      // A select left on "no tour" sends '' (or null): a ride of its own.
      tour_id: z
        .preprocess((value) => (value === '' ? null : value), z.coerce.number().int().min(1).nullable())
        .default(null),
      price_total: money().optional(),
      /** The owner takes the day past its capacity knowingly; recorded in the audit trail. */
      overbook: z.boolean().optional(),
      /** Staff untick it to book without emailing the guest their confirmation (issue 39). */
      send_email: z.boolean().optional(),
      ...Object.fromEntries(BOOKING_SERVER_FIELDS.map((field) => [field, echoed])),
      payments: echoed,
      ...recordMetaInput,
    }),
  ),
);
export type StaffBooking = z.infer<typeof staffBookingSchema>;

/** The party as stored: `personas` is always adults + children. */
export const partyOf = ({ adults, children }: { adults: number; children: number }) => ({
  adults,
  children,
  personas: adults + children,
});

export interface AgreedPrice {
  price_total: number;
  price_override: boolean;
  price_reason: string;
}

/**
 * The price a booking keeps: the owner's own (with its reason) when overridden; otherwise the tour's quote
 * when the booking is made or its tour or party changes, and else the price it already had, so a later change
 * of the tour's prices leaves it as agreed. Answers the field to correct when the owner's price is incomplete.
 */
export function agreedPrice(
  asked: { price_override: boolean; price_total?: number; price_reason: string },
  quote: number,
  kept?: AgreedPrice & { repriced: boolean },
): AgreedPrice | { field: 'price_total' | 'price_reason'; message: string } {
  if (asked.price_override) {
    if (asked.price_total === undefined) return { field: 'price_total', message: 'ep.reservations.priceRequired' };
    if (asked.price_reason.trim() === '') return { field: 'price_reason', message: 'ep.reservations.priceReason' };
    return { price_total: asked.price_total, price_override: true, price_reason: asked.price_reason };
  }
  const requote = !kept || kept.repriced || kept.price_override;
  return { price_total: requote ? quote : kept.price_total, price_override: false, price_reason: '' };
}

/** The catalog key naming the places a day has left ("Quedan 3 plazas el 12/03"), and its arguments. */
export function placesLeftMessage(left: number, fecha: string): [string, Record<string, unknown>] {
  const day = `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
  const key =
    left === 0 ? 'ep.reservations.placesNone' : left === 1 ? 'ep.reservations.placesOne' : 'ep.reservations.placesMany';
  return [key, { left, day }];
}
