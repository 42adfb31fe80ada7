import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bookingReference, guestMayCancel, referenceNumber } from '../../../domain/guestJourney';
import { reservationsResource } from '../../../domain/reservations';
import { parseId } from '../../crud/crudRoutes';
import { recordAudit } from '../../db/audit';
import { findRow, updateRow } from '../../db/queries';
import type { Executor, Json } from '../../db/repository';
import { moneyOf } from '../../bookings/money';
import { reservations } from '../../bookings/writes';
import { enqueueGuestMessage, messagesOf, siteOrigin, tokenMatches } from '../../guestMail/outbox';
import { GuestOutbox } from '../../guestMail/worker';
import { remindersRound } from '../../guestMail/reminders';
import { guestWords, guestLanguage } from '../../guestMail/compose';
import { notifyStaff } from '../../notify';
import { conflict } from '../../http/errors';
import { contextOf, send } from '../public-site/context';
import { isSiteLanguage, SITE_WORDS } from '../public-site/words';
import { guestBookingMissing, guestBookingPage } from './bookingPage';

/** Who the audit names for a guest's own cancellation. */
const GUEST_ACTOR = { username: 'guest', role: 'guest' };

async function tourOf(db: Executor, tourId: number) {
  const tour = await db
    .selectFrom('tours')
    .select(['nombre', 'cancellation_policy', 'free_cancel_hours'])
    .where('id', '=', tourId)
    .executeTakeFirst();
  return {
    nombre: String(tour?.nombre ?? ''),
    cancellation_policy: String(tour?.cancellation_policy ?? ''),
    free_cancel_hours: Number(tour?.free_cancel_hours ?? 24),
  };
}

/** The booking a reference and token name, or undefined for either wrong (one answer for both). */
async function guestBooking(db: Executor, reference: string, token: unknown): Promise<Json | undefined> {
  const id = referenceNumber(reference);
  if (id === undefined || typeof token !== 'string' || token === '') return undefined;
  if (!(await tokenMatches(db, id, token))) return undefined;
  return findRow(db, reservations, id);
}

/**
 * The guest's journey (issue 39): the outbox's worker and the day-before reminders (when SMTP_URL is set), what
 * staff see of a booking's messages, and the guest's own booking page with its cancellation.
 */
export default async function guestArea(scope: FastifyInstance) {
  const { db, mailer } = scope.deps;
  const outbox = mailer ? new GuestOutbox(db, mailer, scope.log) : undefined;
  if (outbox) {
    outbox.rounds.push(async () => void (await remindersRound(db)));
    scope.deps.guestOutbox = outbox;
    outbox.start();
    scope.addHook('onClose', async () => outbox.stop());
  }
  const kickAfterWrite = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) outbox?.kick();
  };
  scope.addHook('onResponse', kickAfterWrite);
  // The cancel button is a plain HTML form: its fields arrive urlencoded.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  scope.get(
    '/api/reservations/:id/messages',
    { config: { access: { resource: reservationsResource.name, action: 'show' } } },
    async function bookingMessagesSent(request) {
      const id = parseId((request.params as { id: string }).id);
      return { email: Boolean(mailer), messages: await messagesOf(db, id) };
    },
  );

  const pageContext = async (request: FastifyRequest, reply: FastifyReply, booking?: Json) => {
    const context = await contextOf(db, request, reply, [], { exists: false });
    // The guest reads their booking in the language they booked in, unless they pick another on the page.
    const asked = (request.query as Record<string, unknown>).lang;
    const language = booking?.language;
    if (!isSiteLanguage(asked) && isSiteLanguage(language))
      return { ...context, lang: language, words: SITE_WORDS[language] };
    return context;
  };

  scope.get('/booking/:reference', { config: { access: 'public' } }, async function guestBookingView(request, reply) {
    const { reference } = request.params as { reference: string };
    const query = request.query as Record<string, unknown>;
    const booking = await guestBooking(db, reference, query.token);
    // The token stays off other sites' referrers; 'no-referrer' would also make the browser send `Origin: null`
    // with the page's own cancel form, which the origin check refuses.
    reply.header('Referrer-Policy', 'same-origin');
    if (!booking) {
      const context = await pageContext(request, reply);
      return send(reply, guestBookingMissing(context, context.lang), 404);
    }
    const step = query.step === 'ask' || query.step === 'done' ? query.step : undefined;
    return send(
      reply,
      guestBookingPage(await pageContext(request, reply, booking), {
        booking,
        tour: await tourOf(db, Number(booking.tour_id)),
        token: String(query.token),
        step,
      }),
    );
  });

  scope.post(
    '/booking/:reference/cancel',
    { config: { access: 'public', publicWrite: true } },
    async function guestCancels(request, reply) {
      const { reference } = request.params as { reference: string };
      const token = (request.body as Record<string, unknown> | undefined)?.token;
      const origin = await siteOrigin(db, `${request.protocol}://${request.host}`);
      const cancelled = await db.transaction().execute(async (trx) => {
        const booking = await guestBooking(trx, reference, token);
        if (!booking) return undefined;
        const tour = await tourOf(trx, Number(booking.tour_id));
        const allowed = guestMayCancel(
          { estado: String(booking.estado), fecha: String(booking.fecha), pickup_time: String(booking.pickup_time) },
          tour.free_cancel_hours,
        );
        if (!allowed) return booking;
        const payments = await trx
          .selectFrom('payments')
          .select(['amount', 'kind'])
          .where('reservation_id', '=', Number(booking.id))
          .execute();
        const updated = await updateRow(trx, reservations, booking, {
          estado: 'cancelada',
          ...moneyOf(Number(booking.price_total), 'cancelada', payments),
        });
        if (!updated) throw conflict();
        await recordAudit(trx, {
          staff: GUEST_ACTOR,
          resource: reservationsResource.name,
          recordId: Number(booking.id),
          action: 'guest_cancel',
          before: booking,
          after: updated,
        });
        const words = guestWords('es');
        await notifyStaff(
          trx,
          'reserva',
          words('staff.cancelledByGuest', { reference: bookingReference(Number(booking.id)), name: booking.nombre }),
          Number(booking.id),
        );
        if (mailer) await enqueueGuestMessage(trx, 'cancellation', updated, { origin });
        return updated;
      });
      if (!cancelled) {
        const context = await pageContext(request, reply);
        return send(reply, guestBookingMissing(context, guestLanguage(context.lang)), 404);
      }
      const step = cancelled.estado === 'cancelada' ? 'done' : '';
      return reply.redirect(
        `/booking/${bookingReference(Number(cancelled.id))}?token=${encodeURIComponent(String(token))}${step ? `&step=${step}` : ''}`,
        303,
      );
    },
  );
}
