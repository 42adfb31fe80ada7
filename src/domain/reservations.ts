import { z } from 'zod';
import { isoDate, today } from './common';
import { isCalendarDate } from './dates';
import { defineResource, type RecordOf } from './resource';
import { email, phone, requiredText, text } from './validation';

/** RES-06, RES-13 */
export const RESERVATION_STATES = ['nueva', 'pendiente', 'confirmada', 'futura', 'cancelada'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** RES-04: the spec's earnings estimate per reservation, in USD. */
export const EARNINGS_PER_RESERVATION = 50;
/** RES-10 */
export const RESERVATIONS_PER_PAGE = 20;

export const reservationSchema = z.object({
  nombre: requiredText(120, 'ep.reservations.nameRequired'),
  fecha: isoDate,
  tour_id: z.number().int().min(1),
  personas: z.number().int().min(1, 'ep.reservations.minPeople').max(500),
  estado: z.enum(RESERVATION_STATES).default('nueva'),
  // How staff reach the visitor; the spec's record has no contact, a real booking needs one.
  email: z.union([z.literal(''), email()]).default(''),
  telefono: phone().default(''),
  notas: text(1000).default(''),
});

export const reservationsResource = defineResource({
  name: 'reservas',
  api: '/api/reservations',
  schema: reservationSchema,
  search: ['nombre', 'email', 'telefono'],
  access: { read: 'owner', write: 'owner' },
  // Visitors book through POST /api/reservations (public, src/server/routes/reservations/hooks.ts); the owner only
  // changes estado, so what the visitor sent stays as sent.
  writes: ['update'],
  readOnly: ['nombre', 'fecha', 'tour_id', 'personas', 'email', 'telefono', 'notas'],
  list: {
    sortable: ['nombre', 'fecha', 'personas', 'estado', 'tour_id'],
    filterable: ['estado', 'tour_id', 'fecha'],
    defaultSort: [['fecha', 'desc'], ['id', 'desc']],
  },
  screens: true,
});

export type Reservation = RecordOf<typeof reservationsResource>;

/** A visitor books today or a later day of the business's calendar (America/Santo_Domingo). */
export const isBookableDay = (fecha: string, now: Date = new Date()) => fecha >= today(now);

/** What a visitor sends to book: everything but the estado, which is always nueva. */
export const bookingSchema = z.strictObject({
  nombre: reservationSchema.shape.nombre,
  fecha: reservationSchema.shape.fecha,
  tour_id: z.coerce.number().int().min(1),
  personas: z.coerce.number().int().min(1, 'ep.reservations.minPeople').max(500),
  email: reservationSchema.shape.email,
  telefono: reservationSchema.shape.telefono,
  notas: reservationSchema.shape.notas,
}).superRefine((booking, ctx) => {
  // Staff must be able to answer the visitor, and a day already gone cannot be toured.
  if (booking.email === '' && booking.telefono === '') {
    for (const field of ['email', 'telefono']) ctx.addIssue({ code: 'custom', path: [field], message: 'ep.reservations.contactRequired' });
  }
  if (isCalendarDate(booking.fecha) && !isBookableDay(booking.fecha)) ctx.addIssue({ code: 'custom', path: ['fecha'], message: 'ep.reservations.pastDate' });
});
export type Booking = z.infer<typeof bookingSchema>;
