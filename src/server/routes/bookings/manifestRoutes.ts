import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isoDate } from '../../../domain/common';
import type { Database } from '../../db/schema';
import { answerCache } from '../../db/answerCache';
import { sendJsonBody } from '../../http/jsonBody';
import { parseId, recordAnswerOf, staffOf } from '../../crud/crudRoutes';
import { answerTyped } from '../../http/apiReference';
import { bookingsResource } from '../../../domain/bookings';
import { monthSchema } from '../../../domain/runCalendar';
import { loadManifest, MANIFEST_TABLES } from './manifestLoad';
import { loadCalendar, loadShipsInPort } from './runCalendar';
import { driverCardId, driverDay } from '../driver/driverManifest';
import {
  assignBooking,
  assignDeparture,
  departureAssignmentSchema,
  bookingAssignmentSchema,
  checkinSchema,
  departureParams,
  setCheckin,
} from './manifestWrites';

const dayQuery = z.object({ date: isoDate });
const monthQuery = z.object({ month: monthSchema });
const reservas = (action?: string) => ({ resource: 'reservas', ...(action ? { action } : {}) });

/**
 * The day's run (issue 22): the manifest, check-in at pickup, and drivers and vehicles for a departure or a
 * booking; the ships in port on a day and the month's calendar. Owner only, as the bookings are.
 */
// Built on first use: the reference asks for it, a request never does.
const booking = z.lazy(() => recordAnswerOf(bookingsResource));

export function registerManifestRoutes(app: FastifyInstance, db: Kysely<Database>, keepAnswers: boolean) {
  // The manifest is asked again and again (every phone at pickup refreshes it) and changes only with a write:
  // a day's answer is kept like a list's, and built anew after a write to a table it reads.
  const keptDays = answerCache<Buffer>(db, keepAnswers ? 8 : 0);
  // Each driver's phone refreshes his runs as often (issue 44: a driver's day was built anew at every refresh,
  // ~1.1 ms of CPU on a cruise day against ~0.1 kept): kept by day and driver card, dropped by the same writes.
  const keptDriverDays = answerCache<Buffer>(db, keepAnswers ? 16 : 0);
  app.get(
    '/api/manifest',
    {
      config: {
        // The bookings' workers, and a driver, who is answered his own runs only (issue 42).
        access: { resource: 'manifest', action: 'list' },
        docs: {
          summary: 'The day’s departures with their bookings, headcount, driver, vehicle and warnings',
          querystring: dayQuery,
          answer: answerTyped('Manifest', 'src/domain/manifest.ts'),
        },
      },
    },
    async function dayManifest(request, reply) {
      const { date } = dayQuery.parse(request.query);
      if (request.staff?.role === 'driver') {
        const id = await driverCardId(db, request.staff);
        return sendJsonBody(
          reply,
          await keptDriverDays(`${date} ${id ?? ''}`, MANIFEST_TABLES, async () =>
            Buffer.from(JSON.stringify(await driverDay(db, id, date))),
          ),
        );
      }
      return sendJsonBody(
        reply,
        await keptDays(date, MANIFEST_TABLES, async () => Buffer.from(JSON.stringify(await loadManifest(db, date)))),
      );
    },
  );

  app.get(
    '/api/manifest/ships',
    {
      config: {
        access: reservas('list'),
        docs: {
          summary: 'The day’s ships in port with the people booked off each',
          querystring: dayQuery,
          answer: z.array(answerTyped('ShipInPort', 'src/domain/runCalendar.ts')),
        },
      },
    },
    async function shipsInPort(request) {
      return loadShipsInPort(db, dayQuery.parse(request.query).date);
    },
  );

  app.get(
    '/api/manifest/calendar',
    {
      config: {
        access: reservas('list'),
        docs: {
          summary: 'A month’s booked people per day and tour, with its cruise days',
          querystring: monthQuery,
          answer: answerTyped('RunCalendar', 'src/domain/runCalendar.ts'),
        },
      },
    },
    async function runCalendar(request) {
      return loadCalendar(db, monthQuery.parse(request.query).month);
    },
  );

  app.put(
    '/api/reservations/:id/checkin',
    {
      config: {
        access: reservas(),
        docs: {
          summary: 'A guest’s check-in at pickup (409 on a stale version)',
          body: checkinSchema,
          answer: booking,
        },
      },
    },
    async function checkIn(request) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      return db.transaction().execute((trx) => setCheckin(trx, staff, id, request.body));
    },
  );

  app.put(
    '/api/reservations/:id/assignment',
    {
      config: {
        access: reservas(),
        docs: {
          summary: 'A booking’s own driver and vehicle (409 on a stale version)',
          body: bookingAssignmentSchema,
          answer: booking,
        },
      },
    },
    async function assignToBooking(request) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      return db.transaction().execute((trx) => assignBooking(trx, staff, id, request.body));
    },
  );

  app.put(
    '/api/manifest/departures/:tourId/:date',
    {
      config: {
        access: reservas(),
        docs: {
          summary: 'A departure’s (tour, day and time) driver and vehicle (409 on a stale version)',
          body: departureAssignmentSchema,
          answer: answerTyped('The departure’s assignment', 'src/domain/manifest.ts ManifestAssignmentRow'),
        },
      },
    },
    async function assignToDeparture(request) {
      const { tourId, date } = departureParams.parse(request.params);
      return db.transaction().execute((trx) => assignDeparture(trx, tourId, date, request.body));
    },
  );
}
