import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/client';
import { remindersRound } from '../../src/server/guestMail/reminders';
import { databaseKinds, startServer, type TestServer } from './support/testServer';
import { startLocalSmtp, type LocalSmtp } from './support/localSmtp';
import { daysFromToday } from '../days';

type Booking = { id: number; estado: string; version: number };
type Messages = { messages: Array<{ kind: string; status: string }> };

const visitor = (fields: Record<string, unknown> = {}) => ({
  nombre: 'Lucía Gómez',
  fecha: daysFromToday(30),
  tour_id: 3,
  adults: 2,
  children: 2,
  email: 'lucia@example.com',
  telefono: '+1 (829) 555-7391',
  language: 'es',
  ...fields,
});
const reference = (id: number) => `EP-${String(id).padStart(6, '0')}`;
const ENV = { OUTBOX_RETRY_SECONDS: '1', OUTBOX_POLL_SECONDS: '1' };

for (const kind of databaseKinds()) {
  describe(`the guest's journey [${kind}]`, () => {
    let smtp: LocalSmtp;
    let server: TestServer;
    let owner: string;

    beforeAll(async () => {
      smtp = await startLocalSmtp();
      server = await startServer(kind, { env: { SMTP_URL: smtp.url, ...ENV } });
      owner = await server.login('dueno');
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    const book = async (fields: Record<string, unknown> = {}) => {
      const answer = await server.call<Booking>('POST', '/api/reservations', { body: visitor(fields) });
      expect(answer.status).toBe(201);
      return answer.body;
    };
    const tokenOf = async (id: number) =>
      (
        await server.db.kysely
          .selectFrom('guest_links')
          .select('token')
          .where('reservation_id', '=', id)
          .executeTakeFirstOrThrow()
      ).token;
    const cancel = (id: number, token: string) =>
      fetch(`${server.url}/booking/${reference(id)}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
        redirect: 'manual',
      });

    it(
      "EMAIL the guest's page shows the booking with its token only, and the guest cancels within the policy " +
        'as staff cancel (cancelBooking): places freed, money settled, the refund due on the bell, audited, a ' +
        'cancellation emailed',
      async () => {
        const booking = await book();
        const deposit = await server.call('POST', `/api/reservations/${booking.id}/payments`, {
          cookie: owner,
          body: { amount: 50, date: daysFromToday(0), method: 'cash', reference: '', kind: 'payment' },
        });
        expect(deposit.status).toBe(201);
        const token = await tokenOf(booking.id);
        expect(token.length).toBeGreaterThanOrEqual(40);
        const view = await server.call<string>('GET', `/booking/${reference(booking.id)}?token=${token}`);
        expect(view.status).toBe(200);
        expect(view.body).toContain(`Su reserva ${reference(booking.id)}`);
        expect(view.body).toContain('Cancelar la reserva');
        expect(view.body).toContain('2 adultos, 2 niños');
        for (const wrong of [`?token=${token.slice(0, -1)}x`, '', `?token=${token}x`]) {
          const refused = await server.call<string>('GET', `/booking/${reference(booking.id)}${wrong}`);
          expect(refused.status).toBe(404);
          expect(refused.body).not.toContain('Lucía');
        }
        const asked = await server.call<string>('GET', `/booking/${reference(booking.id)}?token=${token}&step=ask`);
        expect(asked.body).toContain('¿Seguro que quiere cancelar esta reserva?');

        expect((await cancel(booking.id, 'not-the-token')).status).toBe(404);
        const done = await cancel(booking.id, token);
        expect(done.status).toBe(303);
        expect(done.headers.get('location')).toBe(`/booking/${reference(booking.id)}?token=${token}&step=done`);
        const stored = await server.call<Booking & { paid: number; balance: number }>(
          'GET',
          `/api/reservations/${booking.id}`,
          { cookie: owner },
        );
        expect(stored.body).toMatchObject({ estado: 'cancelada', paid: 50, balance: 0 });
        const held = await server.db.kysely
          .selectFrom('reservations')
          .select('id')
          .where('fecha', '=', daysFromToday(30))
          .where('tour_id', '=', 3)
          .where('estado', '<>', 'cancelada')
          .execute();
        expect(held.map((row) => row.id)).not.toContain(booking.id);
        const after = await server.call<string>('GET', `/booking/${reference(booking.id)}?token=${token}&step=done`);
        expect(after.body).toContain('Su reserva ha sido cancelada');

        const bell = await server.call<Array<{ text: string; record_id: number | null }>>(
          'GET',
          '/api/admin-notifications?range=[0,4]&sort=["id","DESC"]',
          { cookie: owner },
        );
        expect(bell.body[0]).toMatchObject({
          record_id: booking.id,
          text: expect.stringContaining(reference(booking.id)),
        });
        expect(bell.body[0].text).toContain('a devolver por la política: US$50.00');
        const trail = await server.call<Array<{ action: string; username: string }>>(
          'GET',
          `/api/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'reservas', record_id: booking.id }))}`,
          { cookie: owner },
        );
        // The same audit row as a staff cancel's, naming the guest.
        expect(trail.body.map((row) => [row.action, row.username])).toContainEqual(['update', 'guest']);
        await server.app.deps.guestOutbox?.idle();
        const listed = await server.call<Messages>('GET', `/api/reservations/${booking.id}/messages`, {
          cookie: owner,
        });
        expect(listed.body.messages.map((message) => message.kind)).toEqual([
          'confirmation',
          'payment',
          'cancellation',
        ]);
      },
    );

    it('EMAIL a staff cancel by the policy (POST /cancel) emails the guest the cancellation too', async () => {
      const booking = await book();
      const done = await server.call('POST', `/api/reservations/${booking.id}/cancel`, { cookie: owner, body: {} });
      expect(done.status).toBe(200);
      await server.app.deps.guestOutbox?.idle();
      const listed = await server.call<Messages>('GET', `/api/reservations/${booking.id}/messages`, { cookie: owner });
      expect(listed.body.messages.map((message) => message.kind)).toEqual(['confirmation', 'cancellation']);
    });

    it('EMAIL past the free-cancellation hours the page says so and a cancel changes nothing', async () => {
      const booking = await book({ fecha: daysFromToday(1), pickup_time: '08:00' });
      const tour = await server.call<{ version: number }>('GET', '/api/tours/3', { cookie: owner });
      await server.call('PUT', '/api/tours/3', {
        cookie: owner,
        body: { free_cancel_hours: 72, version: tour.body.version },
      });
      const token = await tokenOf(booking.id);
      const view = await server.call<string>('GET', `/booking/${reference(booking.id)}?token=${token}`);
      expect(view.body).toContain('El plazo de cancelación gratuita ha pasado');
      expect(view.body).not.toContain('Cancelar la reserva');
      expect((await cancel(booking.id, token)).status).toBe(303);
      const stored = await server.call<Booking>('GET', `/api/reservations/${booking.id}`, { cookie: owner });
      expect(stored.body.estado).toBe('nueva');
    });

    it(
      'PUBLIC the same-day and next-day cut-offs refuse a visitor booking with the reason in ' + 'their language',
      async () => {
        const tour = await server.call<{ version: number }>('GET', '/api/tours/4', { cookie: owner });
        await server.call('PUT', '/api/tours/4', {
          cookie: owner,
          body: { same_day_cutoff: '00:00', next_day_cutoff: '00:00', version: tour.body.version },
        });
        const today = await server.call<{ fields: { fecha: string } }>('POST', '/api/reservations', {
          body: visitor({ tour_id: 4, fecha: daysFromToday(0), language: 'en' }),
        });
        expect(today.status).toBe(400);
        expect(today.body.fields.fecha).toBe(
          'This tour can no longer be booked for today (until 00:00). Choose another date or write to us.',
        );
        const tomorrow = await server.call<{ fields: { fecha: string } }>('POST', '/api/reservations', {
          body: visitor({ tour_id: 4, fecha: daysFromToday(1), language: 'es' }),
        });
        expect(tomorrow.status).toBe(400);
        expect(tomorrow.body.fields.fecha).toContain('Ya no se puede reservar este tour para mañana');
        expect((await book({ tour_id: 4, fecha: daysFromToday(2) })).id).toBeGreaterThan(0);
      },
    );

    it(
      'STAFF the list search finds a booking by reference (EP-000365 or 365), by phone digits typed any way ' +
        'and by email',
      async () => {
        const booking = await book({
          nombre: 'Búsqueda Única',
          telefono: '+1 809-555-9123',
          email: 'unica@example.com',
        });
        const find = async (q: string) => {
          const filter = encodeURIComponent(JSON.stringify({ q }));
          const answer = await server.call<Array<{ id: number }>>(
            'GET',
            `/api/reservations?filter=${filter}&range=[0,49]`,
            {
              cookie: owner,
            },
          );
          expect(answer.status).toBe(200);
          return answer.body.map((row) => row.id);
        };
        expect(await find(reference(booking.id))).toEqual([booking.id]);
        expect(await find(String(booking.id))).toContain(booking.id);
        expect(await find('8095559123')).toEqual([booking.id]);
        expect(await find('(809) 555 9123')).toEqual([booking.id]);
        expect(await find('unica@example.com')).toEqual([booking.id]);
        expect(await find('Búsqueda')).toEqual([booking.id]);
        expect(await find('EP-999999')).toEqual([]);
      },
    );

    it(
      'EMAIL the day-before reminder goes out once from the owner hour, with the pickup and, for cruise ' +
        'guests, the all-aboard time',
      async () => {
        const tomorrow = daysFromToday(1);
        const ship = await server.call<{ id: number }>('POST', '/api/ship-calls', {
          cookie: owner,
          body: {
            ship: 'Carnival Pride',
            terminal: 'Amber Cove',
            date: tomorrow,
            arrival_time: '08:00',
            all_aboard_time: '16:30',
          },
        });
        const created = await server.call<Booking>('POST', '/api/reservations', {
          cookie: owner,
          body: {
            ...visitor({ fecha: tomorrow, email: 'cruise@example.com', language: 'en' }),
            estado: 'confirmada',
            source: 'phone',
            pickup_place: 'Amber Cove pier',
            pickup_time: '09:00',
            ship_call_id: ship.body.id,
            send_email: false,
            // Tomorrow may be a cruise day the demo has already filled (its Saturdays): the office books over it.
            overbook: true,
          },
        });
        expect(created.status).toBe(201);
        const cruise = created.body;
        const messages = await server.call('GET', '/api/booking-messages', { cookie: owner });
        await server.call('PUT', '/api/booking-messages', {
          cookie: owner,
          body: { reminder_hour: '00:00', version: (messages.body as { version: number }).version },
        });
        // Whichever round comes first (the worker's own, or this one) writes it; the next finds it written.
        await remindersRound(server.db.kysely, 'http://localhost');
        expect(await remindersRound(server.db.kysely, 'http://localhost')).toBe(0);
        const rows = await server.db.kysely
          .selectFrom('guest_messages')
          .select(['kind', 'text'])
          .where('reservation_id', '=', cruise.id)
          .execute();
        expect(rows.map((row) => row.kind)).toEqual(['reminder']);
        expect(rows[0].text).toContain('Amber Cove pier at 09:00');
        expect(rows[0].text).toContain('all aboard at 16:30');
      },
    );
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL send each message once [postgres]',
  () => {
    let smtp: LocalSmtp;
    let server: TestServer;
    let second: Awaited<ReturnType<typeof buildApp>>;
    let secondDb: ReturnType<typeof openDb>;

    beforeAll(async () => {
      smtp = await startLocalSmtp();
      const env = { SMTP_URL: smtp.url, OUTBOX_POLL_SECONDS: '3600', PUBLIC_WRITE_LIMIT: '100' };
      server = await startServer('postgres', { env });
      secondDb = openDb({
        dataDir: server.dataDir,
        databaseUrl: process.env.TEST_DATABASE_URL,
        schema: server.db.schema,
      });
      second = await buildApp({ db: secondDb, config: loadConfig({ DATA_DIR: server.dataDir, ...env }) });
    }, 60_000);
    afterAll(async () => {
      await second?.close();
      await secondDb?.destroy();
      await server?.close();
      await smtp?.close();
    });

    it('EMAIL twenty messages queued at once, both workers racing: every one arrives exactly once', async () => {
      const before = smtp.received.length;
      const now = new Date().toISOString();
      // Written straight into the outbox, so neither instance has sent any before both are woken together.
      const rows = Array.from({ length: 20 }, (_, index) => ({
        reservation_id: 1,
        kind: 'reminder',
        to_email: `guest${index}@example.com`,
        to_name: `Guest ${index}`,
        language: 'en',
        subject: `Message ${index}`,
        text: 'Hello',
        html: '<p>Hello</p>',
        status: 'pending',
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      }));
      const ids = (await server.db.kysely.insertInto('guest_messages').values(rows).returning('id').execute()).map(
        (row) => row.id,
      );
      for (let round = 0; round < 3; round += 1) {
        server.app.deps.guestOutbox?.kick();
        second.deps.guestOutbox?.kick();
      }
      await Promise.all([server.app.deps.guestOutbox?.idle(), second.deps.guestOutbox?.idle()]);
      await smtp.mail(before + 19);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const arrived = smtp.received.slice(before).flatMap((mail) => mail.envelope.to);
      expect(arrived.sort()).toEqual(Array.from({ length: 20 }, (_, index) => `guest${index}@example.com`).sort());
      const statuses = await server.db.kysely
        .selectFrom('guest_messages')
        .select(['status', 'attempts'])
        .where('id', 'in', ids)
        .execute();
      expect(statuses.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    });
  },
);
