import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAnswerOf } from '../../crud/crudRoutes';
import { partyOf, bookingsResource } from '../../../domain/bookings';
import { AIRPORT, pricedZone, transferBookingSchema } from '../../../domain/transferQuote';
import { moneyOf } from '../../bookings/money';
import { partnerFields, referralPartner } from '../../bookings/partner';
import { insertRow } from '../../db/queries';
import { codecOf } from '../../db/repository';
import { badRequest } from '../../http/errors';
import { publicWrite } from '../../http/publicWrite';
import { referralOf } from '../../http/referral';
import { notifyStaff } from '../../notify';
import { SITE_WORDS } from './words';

const reservations = codecOf(bookingsResource);

/**
 * A ride without a tour: the booking has no tour (tour_id 0, which names none), its kind `transfer` and its zone,
 * priced by the zone's table. Kept apart from the tours' booking path so the transfer model of the run's work
 * can take it over in one place.
 */
export const NO_TOUR = 0;

const config = {
  ...publicWrite(),
  docs: {
    summary: 'A visitor books a transfer between two zones',
    body: transferBookingSchema,
    status: 201,
    answer: z.lazy(() => recordAnswerOf(bookingsResource)),
  },
};

export function registerTransferBooking(scope: FastifyInstance) {
  const { db } = scope.deps;
  scope.post('/api/transfer-bookings', { config }, async function bookTransfer(request, reply) {
    // Parsed by Fastify with the documented schema (http/routeValidation.ts).
    const input = request.body as z.infer<typeof transferBookingSchema>;
    const record = await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('transfer_zones').select(['id', 'name', 'price']).execute();
      const zones = rows.map((zone) => ({ id: Number(zone.id), name: String(zone.name), price: Number(zone.price) }));
      const zone = pricedZone(input.from_zone, input.to_zone, zones);
      if (!zone) throw badRequest('publicSite.chooseZone', { to_zone: 'publicSite.chooseZone' });
      const nameOf = (id: number) => (id === AIRPORT ? SITE_WORDS.es.airport : zones.find((z) => z.id === id)?.name);
      const from = nameOf(input.from_zone);
      const to = nameOf(input.to_zone);
      if (!from || !to) throw badRequest('publicSite.chooseZone', { to_zone: 'publicSite.chooseZone' });
      const price = { price_total: zone.price, price_override: false, price_reason: '' };
      const party = partyOf({ adults: input.passengers, children: 0 });
      // A hotel's or desk's guest who books the ride from its link earns the partner its commission, as a tour does.
      const partner = await referralPartner(trx, referralOf(request));
      const created = await insertRow(trx, reservations, {
        kind: 'transfer',
        tour_id: NO_TOUR,
        zone_id: zone.id,
        transfer_from: from,
        transfer_to: to,
        fecha: input.fecha,
        ...party,
        luggage: input.luggage,
        flight_number: input.flight_number,
        arrival_time: input.arrival_time,
        pickup_kind: input.from_zone === AIRPORT ? 'airport' : 'hotel',
        pickup_place: from,
        pickup_time: input.arrival_time,
        nombre: input.nombre,
        email: input.email,
        telefono: input.telefono,
        language: input.language,
        ...price,
        ...moneyOf(price.price_total, 'nueva', []),
        ...partnerFields(partner, { tour_id: null, ...party, ...price }, 'web'),
        estado: 'nueva',
        source: 'web',
      });
      await notifyStaff(
        trx,
        'reserva',
        `Nuevo traslado: ${from} → ${to} para ${input.passengers} personas (${input.fecha}) — ${input.nombre}`,
      );
      return created;
    });
    return reply.code(201).send(record);
  });
}
