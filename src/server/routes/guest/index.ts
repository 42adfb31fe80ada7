import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerTyped } from '../../http/apiReference';
import { bookingReference, guestMayCancel, referenceNumber } from '../../../domain/guestJourney';
import { bookingsResource } from '../../../domain/bookings';
import { parseId } from '../../crud/crudRoutes';
import type { Executor, Json } from '../../db/repository';
import { lockBooking, reservations } from '../../bookings/locks';
import { cancelBooking } from '../../bookings/cancel';
import { GUEST_ACTOR } from '../../bookings/guestActor';
import { findRow } from '../../db/queries';
import { enqueueGuestMessage, messagesOf, siteOrigin, tokenMatches } from '../../guestMail/outbox';
import { GuestOutbox } from '../../guestMail/worker';
import { remindersRound } from '../../guestMail/reminders';
import { guestWords, guestLanguage } from '../../guestMail/compose';
import { notifyStaff } from '../../notify';
import { contextOf, readSite, send, sitePage, splitLanguage, type SiteRequest } from '../public-site/context';
import { isSiteLanguage } from '../public-site/words';
import { guestBookingMissing, guestBookingPage } from './bookingPage';

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
async function guestBooking(
  db: Executor,
  reference: string,
  token: unknown,
  { forWrite = false } = {},
): Promise<Json | undefined> {
  const id = referenceNumber(reference);
  if (id === undefined || typeof token !== 'string' || token === '') return undefined;
  if (!(await tokenMatches(db, id, token))) return undefined;
  // A cancellation rewrites the booking's money: under its row lock, as every other money write (bookings/locks.ts).
  return forWrite ? lockBooking(db, id) : findRow(db, reservations, id);
}

/**
 * The guest's journey (issue 39): the outbox's worker and the day-before reminders (when SMTP_URL is set), what
 * staff see of a booking's messages, and the guest's own booking page with its cancellation.
 */
export default async function guestArea(scope: FastifyInstance) {
  const { db, mailer } = scope.deps;
  const outbox = mailer ? new GuestOutbox(db, mailer, scope.log) : undefined;
  if (outbox) {
    outbox.rounds.push(async () => void (await remindersRound(db, scope.deps.publicUrl)));
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
    {
      config: {
        access: { resource: bookingsResource.name, action: 'show' },
        docs: {
          summary: 'The messages sent or failed to a booking’s guest (email: whether a mail server is set)',
          answer: answerTyped('{email, messages}', 'src/server/guestMail/outbox.ts'),
        },
      },
    },
    async function bookingMessagesSent(request) {
      const id = parseId((request.params as { id: string }).id);
      return { email: Boolean(mailer), messages: await messagesOf(db, id) };
    },
  );

  /**
   * The page in the language the guest booked in, unless the address asks for another (/en/booking/…): the link in
   * the email has no prefix, so it opens in their own language whatever the site's default is.
   */
  const pageContext = async (site: SiteRequest, rawUrl: string, booking?: Json) => {
    const asked = splitLanguage(rawUrl.split('?')[0]).asked;
    const language = booking?.language;
    const lang = !asked && isSiteLanguage(language) ? language : site.lang;
    return contextOf(db, { ...site, lang }, [], { exists: false });
  };

  sitePage(scope, '/booking/:reference', async function guestBookingView(request, reply, site) {
    const { reference } = request.params as { reference: string };
    const query = request.query as Record<string, unknown>;
    const booking = await guestBooking(db, reference, query.token);
    // The token stays off other sites' referrers; 'no-referrer' would also make the browser send `Origin: null`
    // with the page's own cancel form, which the origin check refuses.
    reply.header('Referrer-Policy', 'same-origin');
    if (!booking) {
      const context = await pageContext(site, request.url);
      return send(reply, context, guestBookingMissing(context, context.lang), 404);
    }
    const step = query.step === 'ask' || query.step === 'done' ? query.step : undefined;
    const context = await pageContext(site, request.url, booking);
    return send(
      reply,
      context,
      guestBookingPage(context, {
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
      const origin = await siteOrigin(db, scope.deps.publicUrl);
      const cancelled = await db.transaction().execute(async (trx) => {
        const booking = await guestBooking(trx, reference, token, { forWrite: true });
        if (!booking) return undefined;
        const tour = await tourOf(trx, Number(booking.tour_id));
        const allowed = guestMayCancel(
          { estado: String(booking.estado), fecha: String(booking.fecha), pickup_time: String(booking.pickup_time) },
          tour.free_cancel_hours,
        );
        if (!allowed) return booking;
        // As staff cancel (bookings/cancel.ts): the places freed, the money settled and the audit by the same
        // steps; no refund is paid from here, what the policy owes is on the bell for staff to pay back.
        const { booking: updated, policy } = await cancelBooking(trx, GUEST_ACTOR, Number(booking.id), {});
        const words = guestWords('es');
        const refund = policy.refund > 0 ? words('staff.refundDue', { amount: policy.refund.toFixed(2) }) : '';
        const number = bookingReference(Number(booking.id));
        const notice = words('staff.cancelledByGuest', { reference: number, name: booking.nombre });
        await notifyStaff(trx, 'reserva', notice + refund, Number(booking.id));
        if (mailer) await enqueueGuestMessage(trx, 'cancellation', updated, { origin });
        return updated;
      });
      if (!cancelled) {
        const context = await pageContext(
          await readSite(db, request.url.split('?')[0], scope.deps.publicUrl),
          request.url,
        );
        return send(reply, context, guestBookingMissing(context, guestLanguage(context.lang)), 404);
      }
      const step = cancelled.estado === 'cancelada' ? 'done' : '';
      return reply.redirect(
        `/booking/${bookingReference(Number(cancelled.id))}?token=${encodeURIComponent(String(token))}` +
          `${step ? `&step=${step}` : ''}`,
        303,
      );
    },
  );
}
