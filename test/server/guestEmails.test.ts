import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startServer, type TestServer } from './support/testServer';
import { MAIL_SERVER_DOWN_URL, startLocalSmtp, type LocalSmtp } from './support/localSmtp';
import { daysFromToday } from '../days';

type Message = { kind: string; status: string; attempts: number; last_error: string; to_email: string };
type Messages = { email: boolean; messages: Message[] };

const visitor = (fields: Record<string, unknown> = {}) => ({
  nombre: 'Ana Familia',
  fecha: daysFromToday(40),
  tour_id: 2,
  adults: 2,
  children: 2,
  email: 'ana@example.com',
  telefono: '+1 (809) 555-0177',
  language: 'en',
  pickup_place: 'Playa Dorada, Hotel Azul',
  pickup_time: '08:15',
  ...fields,
});

/** Polls until `check` holds: the outbox sends after the answer, on its own time. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ENV = { OUTBOX_RETRY_SECONDS: '1', OUTBOX_POLL_SECONDS: '1', OUTBOX_MAX_ATTEMPTS: '2' };

for (const kind of databaseKinds()) {
  describe(`guest emails through the outbox [${kind}]`, () => {
    let smtp: LocalSmtp;
    let server: TestServer;
    let owner: string;

    beforeAll(async () => {
      smtp = await startLocalSmtp();
      server = await startServer(kind, { env: { SMTP_URL: smtp.url, SMTP_FROM: 'reservas@ep.example', ...ENV } });
      owner = await server.login('dueno');
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    const messagesOf = async (id: number) =>
      (await server.call<Messages>('GET', `/api/reservations/${id}/messages`, { cookie: owner })).body;

    it(
      'EMAIL a visitor booking sends one confirmation with the reference, the party, the price and the link to ' +
        'the booking page, in the guest language, To with the name, Reply-To the business',
      async () => {
        await server.call('PUT', '/api/header-settings', { cookie: owner, body: { contactEmail: 'hola@ep.example' } });
        const next = smtp.received.length;
        const { status, body } = await server.call<{ id: number; price_total: number }>('POST', '/api/reservations', {
          body: visitor(),
        });
        expect(status).toBe(201);
        const reference = `EP-${String(body.id).padStart(6, '0')}`;
        const mail = await smtp.mail(next);
        expect(mail.envelope).toEqual({ from: 'reservas@ep.example', to: ['ana@example.com'] });
        expect(mail.to).toBe('"Ana Familia" <ana@example.com>');
        expect(mail.replyTo).toBe('hola@ep.example');
        expect(mail.subject).toContain(reference);
        expect(mail.text).toContain(`Reference: ${reference}`);
        expect(mail.text).toContain('2 adults, 2 children');
        expect(mail.text).toContain('Playa Dorada, Hotel Azul at 08:15');
        expect(mail.text).toContain(`Price: US$${body.price_total.toFixed(2)}`);
        expect(mail.text).toMatch(new RegExp(`/booking/${reference}\\?token=[\\w-]{40,}`));
        expect(mail.html).toContain(reference);
        const sent = await eventually(
          () => messagesOf(body.id),
          (value) => value.messages[0]?.status === 'sent',
        );
        expect(sent).toMatchObject({ email: true, messages: [{ kind: 'confirmation', status: 'sent', attempts: 1 }] });
        // Exactly one: a later round sends nothing more. One run now, not waited for on the poll's clock.
        server.app.deps.guestOutbox?.kick();
        await server.app.deps.guestOutbox?.idle();
        expect(smtp.received.filter((received) => received.subject.includes(reference))).toHaveLength(1);
      },
    );

    it(
      'EMAIL PUBLIC a French visitor’s tour or transfer booking is stored in French, and the confirmation and ' +
        'the booking page speak French',
      async () => {
        const next = smtp.received.length;
        const french = { nombre: 'Claire Dubois', email: 'claire@example.com', language: 'fr' };
        const { status, body } = await server.call<{ id: number; language: string }>('POST', '/api/reservations', {
          body: visitor({ ...french, fecha: daysFromToday(44) }),
        });
        expect([status, body.language]).toEqual([201, 'fr']);
        const reference = `EP-${String(body.id).padStart(6, '0')}`;
        const mail = await smtp.mail(next);
        expect(mail.subject).toContain(`Votre réservation ${reference}`);
        expect(mail.text).toContain('Bonjour Claire Dubois,');
        expect(mail.text).toContain('Personnes: 2 adultes, 2 enfants');
        expect(mail.html).toContain('<html lang="fr">');
        const link = /\/booking\/EP-\d+\?token=[\w-]+/.exec(mail.text)![0];
        const page = await server.call<string>('GET', link);
        expect(page.status).toBe(200);
        expect(page.body).toContain('<html lang="fr"');
        expect(page.body).toContain(`Votre réservation ${reference}`);

        const zones = await server.call<Array<{ id: number }>>('GET', '/api/transfer-zones', { cookie: owner });
        const ride = await server.call<{ language: string; kind: string }>('POST', '/api/transfer-bookings', {
          body: { ...french, from_zone: 0, to_zone: zones.body[0].id, fecha: daysFromToday(45), passengers: 2 },
        });
        expect([ride.status, ride.body.kind, ride.body.language]).toEqual([201, 'transfer', 'fr']);
      },
    );

    it('EMAIL staff may untick the confirmation; a change of date and a payment each send a short update', async () => {
      const { body: quiet } = await server.call<{ id: number }>('POST', '/api/reservations', {
        cookie: owner,
        body: { ...visitor({ fecha: daysFromToday(41) }), estado: 'confirmada', source: 'phone', send_email: false },
      });
      expect((await messagesOf(quiet.id)).messages).toEqual([]);

      const { body: booking } = await server.call<{ id: number; version: number }>('POST', '/api/reservations', {
        cookie: owner,
        body: { ...visitor({ fecha: daysFromToday(42), language: 'es' }), estado: 'confirmada', source: 'phone' },
      });
      await server.call('PUT', `/api/reservations/${booking.id}`, {
        cookie: owner,
        body: { fecha: daysFromToday(43), version: booking.version },
      });
      await server.call('POST', `/api/reservations/${booking.id}/payments`, {
        cookie: owner,
        body: { amount: 50, date: daysFromToday(0), method: 'cash', reference: '', kind: 'payment' },
      });
      const listed = await eventually(
        () => messagesOf(booking.id),
        (value) => value.messages.length === 3 && value.messages.every((message) => message.status === 'sent'),
      );
      expect(listed.messages.map((message) => message.kind)).toEqual(['confirmation', 'update', 'payment']);
      const subjects = smtp.received.map((received) => received.subject);
      const reference = `EP-${String(booking.id).padStart(6, '0')}`;
      expect(subjects).toContain(`Cambio en su reserva ${reference}`);
      expect(subjects).toContain(`Pago recibido: reserva ${reference}`);
    });
  });

  describe(`guest emails when the mail server is down [${kind}]`, () => {
    let server: TestServer;
    let owner: string;

    beforeAll(async () => {
      server = await startServer(kind, { env: { SMTP_URL: MAIL_SERVER_DOWN_URL, ...ENV } });
      owner = await server.login('dueno');
    }, 60_000);
    afterAll(async () => server?.close());

    it(
      'EMAIL the booking is answered at once, the message is retried and then listed as failed with ' + 'the reason',
      async () => {
        const started = Date.now();
        const { status, body } = await server.call<{ id: number }>('POST', '/api/reservations', { body: visitor() });
        expect(status).toBe(201);
        expect(Date.now() - started).toBeLessThan(3000);
        const failed = await eventually(
          async () =>
            (await server.call<Messages>('GET', `/api/reservations/${body.id}/messages`, { cookie: owner })).body,
          (value) => value.messages[0]?.status === 'failed',
        );
        expect(failed.messages).toEqual([
          expect.objectContaining({
            kind: 'confirmation',
            status: 'failed',
            attempts: 2,
            last_error: expect.any(String),
          }),
        ]);
        expect(failed.messages[0].last_error).not.toBe('');
      },
    );
  });

  describe(`without SMTP_URL [${kind}]`, () => {
    let server: TestServer;
    let owner: string;
    beforeAll(async () => {
      server = await startServer(kind);
      owner = await server.login('dueno');
    }, 60_000);
    afterAll(async () => server?.close());

    it('EMAIL nothing is queued and nothing claims to be sent', async () => {
      const { body } = await server.call<{ id: number }>('POST', '/api/reservations', { body: visitor() });
      const listed = await server.call<Messages>('GET', `/api/reservations/${body.id}/messages`, { cookie: owner });
      expect(listed.body).toEqual({ email: false, messages: [] });
    });
  });
}
