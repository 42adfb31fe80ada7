import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../src/domain/contact';
import { loadConfig } from '../../src/server/config';
import { smtpMailer } from '../../src/server/mail';
import { databaseKinds, describeEachDatabase, startServer, type TestServer } from './support/testServer';
import { startLocalSmtp, type LocalSmtp } from './support/localSmtp';

type AuditRow = { username: string; action: string; after: ContactMessage | null };
type ErrorAnswer = { error: string; code: string; record?: ContactMessage };

const form = {
  nombre: 'Yolanda Peña',
  email: 'yolanda@example.com',
  telefono: '+1 809 555 0111',
  asunto: 'Traslado a Sosúa',
  mensaje: '¿Cuánto cuesta el traslado?',
};
const replyText = 'Hola Yolanda, el traslado a Sosúa son 35 USD.\nLe recogemos a las 9:00.';

for (const kind of databaseKinds()) {
  describe(`contact replies by email [${kind}]`, () => {
    let smtp: LocalSmtp;
    let server: TestServer;
    let owner: string;
    let secretary: string;

    beforeAll(async () => {
      smtp = await startLocalSmtp({ refuse: ['rebota@example.com'] });
      server = await startServer(kind, { env: { SMTP_URL: smtp.url } });
      owner = await server.login('dueno');
      secretary = await server.login('secretaria');
      // Migrating and seeding a fresh database takes seconds more than the default 10 on a loaded machine.
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    const visitorWrites = async (fields: Partial<typeof form> = {}) =>
      (await server.call<{ id: number }>('POST', '/api/contact', { body: { ...form, ...fields } })).body.id;

    it('CONTACT the app is told replies are emailed when SMTP_URL is set', async () => {
      expect((await server.call('GET', '/api/contact/delivery', { cookie: secretary })).body).toEqual({ email: true });
    });

    it('CONTACT a reply reaches the guest through the SMTP server (to, subject "Re: …", body, the site\'s contact email as sender) and the thread records it as sent', async () => {
      await server.call('PUT', '/api/header-settings', {
        cookie: owner,
        body: { contactEmail: 'hola@eppuertoplata.com' },
      });
      const id = await visitorWrites();
      const next = smtp.received.length;
      const answer = await server.call<ContactMessage>('POST', `/api/contact/${id}/reply`, {
        cookie: secretary,
        body: { text: replyText },
      });
      expect(answer.status).toBe(200);

      const { envelope, subject, text } = await smtp.mail(next);
      expect(envelope).toEqual({ from: 'hola@eppuertoplata.com', to: ['yolanda@example.com'] });
      expect(subject).toBe('Re: Traslado a Sosúa');
      expect(text.trim()).toBe(replyText);

      const line = {
        from: 'secretaria',
        text: replyText,
        date: expect.stringMatching(/^20\d\d-/),
        kind: 'email',
        to: 'yolanda@example.com',
        delivery: 'sent',
      };
      expect(answer.body.chat).toEqual([line]);
      const stored = await server.call<ContactMessage>('GET', `/api/contact/${id}`, { cookie: owner });
      expect(stored.body).toMatchObject({ leido: true, chat: [line] });
      const trail = await server.call<AuditRow[]>(
        'GET',
        `/api/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'contact', record_id: id }))}`,
        { cookie: owner },
      );
      expect(trail.body.find(({ after }) => after?.chat.length === 1)).toMatchObject({
        username: 'secretaria',
        action: 'update',
      });
    });

    it('CONTACT a reply the SMTP server refuses answers 502 mail_failed with its reason; the thread keeps the reply as failed', async () => {
      const id = await visitorWrites({ email: 'rebota@example.com' });
      const before = smtp.received.length;
      const answer = await server.call<ErrorAnswer>('POST', `/api/contact/${id}/reply`, {
        cookie: owner,
        body: { text: 'Le esperamos.' },
      });
      expect(answer.status).toBe(502);
      expect(answer.body.code).toBe('mail_failed');
      expect(answer.body.error).toMatch(/^No se pudo enviar la respuesta a rebota@example\.com: .*550/);
      expect(smtp.received).toHaveLength(before);
      const stored = await server.call<ContactMessage>('GET', `/api/contact/${id}`, { cookie: owner });
      expect(stored.body.chat).toEqual([
        {
          from: 'dueno',
          text: 'Le esperamos.',
          date: expect.any(String),
          kind: 'email',
          to: 'rebota@example.com',
          delivery: 'failed',
          error: expect.stringContaining('550'),
        },
      ]);
      expect(answer.body.record?.chat).toEqual(stored.body.chat);
    });

    it('CONTACT a note saved by PUT stays internal: never mailed, and it cannot pass itself off as a sent reply', async () => {
      const id = await visitorWrites();
      const next = smtp.received.length;
      const note = await server.call<ContactMessage>('PUT', `/api/contact/${id}`, {
        cookie: secretary,
        body: {
          chat: [
            {
              from: 'x',
              text: 'Cliente habitual.',
              date: '',
              kind: 'email',
              to: 'yolanda@example.com',
              delivery: 'sent',
            },
          ],
        },
      });
      expect(note.status).toBe(200);
      expect(note.body.chat).toEqual([{ from: 'secretaria', text: 'Cliente habitual.', date: expect.any(String) }]);
      // The next mail the server gets is the reply sent after the note: the note never went out.
      expect(
        (await server.call('POST', `/api/contact/${id}/reply`, { cookie: secretary, body: { text: 'Confirmado.' } }))
          .status,
      ).toBe(200);
      expect((await smtp.mail(next)).text.trim()).toBe('Confirmado.');
    });

    it('CONTACT a reply is checked and staff only: empty text answers 400, anonymous 401, an unknown message 404', async () => {
      const id = await visitorWrites();
      expect(
        (await server.call('POST', `/api/contact/${id}/reply`, { cookie: owner, body: { text: '  ' } })).status,
      ).toBe(400);
      expect((await server.call('POST', `/api/contact/${id}/reply`, { body: { text: 'Hola' } })).status).toBe(401);
      expect((await server.call('GET', '/api/contact/delivery')).status).toBe(401);
      expect(
        (await server.call('POST', '/api/contact/999999/reply', { cookie: owner, body: { text: 'Hola' } })).status,
      ).toBe(404);
    });

    // Last: it stops the SMTP server.
    it('CONTACT with the SMTP server down a reply answers 502 mail_failed saying why, and the thread records the failure', async () => {
      const id = await visitorWrites();
      await smtp.close();
      const answer = await server.call<ErrorAnswer>('POST', `/api/contact/${id}/reply`, {
        cookie: secretary,
        body: { text: 'Confirmado para mañana.' },
      });
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ code: 'mail_failed', error: expect.stringContaining('ECONNREFUSED') });
      const stored = await server.call<ContactMessage>('GET', `/api/contact/${id}`, { cookie: owner });
      expect(stored.body.chat).toEqual([
        expect.objectContaining({
          text: 'Confirmado para mañana.',
          delivery: 'failed',
          error: expect.stringContaining('ECONNREFUSED'),
        }),
      ]);
    });
  });
}

describeEachDatabase('contact replies without SMTP', (session) => {
  it('CONTACT without SMTP_URL the app is told to offer links, and the reply route answers 409 mail_not_configured without touching the thread', async () => {
    const { server, secretary, owner } = session();
    expect((await server.call('GET', '/api/contact/delivery', { cookie: secretary })).body).toEqual({ email: false });
    const { body: created } = await server.call<{ id: number }>('POST', '/api/contact', { body: form });
    const answer = await server.call<ErrorAnswer>('POST', `/api/contact/${created.id}/reply`, {
      cookie: secretary,
      body: { text: 'Hola' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('mail_not_configured');
    expect(
      (await server.call<ContactMessage>('GET', `/api/contact/${created.id}`, { cookie: owner })).body.chat,
    ).toEqual([]);
  });
});

describe('contact mail settings', () => {
  it('CONTACT SMTP_FROM names the sender; SMTP_URL must be an smtp:// or smtps:// address', () => {
    expect(
      smtpMailer(loadConfig({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525', SMTP_FROM: 'EP <reservas@example.com>' }).smtp)
        ?.from,
    ).toBe('EP <reservas@example.com>');
    expect(smtpMailer(loadConfig({}).smtp)).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
