import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../src/domain/contact';
import { loadConfig } from '../../src/server/config';
import { smtpMailer } from '../../src/server/mail';
import { buildApp } from '../../src/server/app';
import { openDb } from '../../src/server/db/client';
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

    it(
      'CONTACT a reply reaches the guest through the SMTP server (to, subject "Re: …", body, the site\'s ' +
        'contact email as sender) and the thread records it as sent',
      async () => {
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
      },
    );

    it(
      'CONTACT a reply the SMTP server refuses answers 502 mail_failed with its reason; the thread keeps the ' +
        'reply as failed',
      async () => {
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
      },
    );

    it(
      'CONTACT a note saved by PUT stays internal: never mailed, and it cannot pass itself off as a ' + 'sent reply',
      async () => {
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
      },
    );

    it(
      'CONTACT a reply is checked and staff only: empty text answers 400, anonymous 401, an unknown ' + 'message 404',
      async () => {
        const id = await visitorWrites();
        expect(
          (await server.call('POST', `/api/contact/${id}/reply`, { cookie: owner, body: { text: '  ' } })).status,
        ).toBe(400);
        expect((await server.call('POST', `/api/contact/${id}/reply`, { body: { text: 'Hola' } })).status).toBe(401);
        expect((await server.call('GET', '/api/contact/delivery')).status).toBe(401);
        expect(
          (await server.call('POST', '/api/contact/999999/reply', { cookie: owner, body: { text: 'Hola' } })).status,
        ).toBe(404);
      },
    );

    // Last: it stops the SMTP server.
    it(
      'CONTACT with the SMTP server down a reply answers 502 mail_failed saying why, and the thread records ' +
        'the failure',
      async () => {
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
      },
    );
  });
}

describeEachDatabase('contact replies without SMTP', (session) => {
  it(
    'CONTACT without SMTP_URL the app is told to offer links, and the reply route answers 409 ' +
      'mail_not_configured without touching the thread',
    async () => {
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
    },
  );
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

  it('CONTACT a mail library that failed to load is loaded again for the next mail, not failed for good', async () => {
    const sent: string[] = [];
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads === 1) throw new Error('EMFILE: too many open files');
      const createTransport = () => ({ sendMail: async ({ to }: { to: string }) => void sent.push(to) });
      return { default: { createTransport } } as unknown as typeof import('nodemailer');
    };
    const mailer = smtpMailer(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtp, load)!;
    const mail = { from: 'reservas@example.com', to: 'yolanda@example.com', subject: 'Re: Traslado', text: 'Hola' };
    await expect(mailer.send(mail)).rejects.toThrow(/EMFILE/);
    await mailer.send(mail);
    await mailer.send(mail);
    expect([loads, sent]).toEqual([2, ['yolanda@example.com', 'yolanda@example.com']]);
  });
});

for (const kind of databaseKinds()) {
  describe(`contact replies under concurrency [${kind}]`, () => {
    let smtp: LocalSmtp;
    let server: TestServer;
    /** A second instance on the same database (PostgreSQL); SQLite is one process per file, so the same one. */
    let other: { url: string; close(): Promise<void> };
    let owner: string;

    beforeAll(async () => {
      smtp = await startLocalSmtp();
      server = await startServer(kind, { env: { SMTP_URL: smtp.url } });
      owner = await server.login('dueno');
      if (kind === 'postgres') {
        const db = openDb({
          dataDir: server.dataDir,
          databaseUrl: process.env.TEST_DATABASE_URL,
          schema: server.db.schema,
        });
        const config = loadConfig({ DATA_DIR: server.dataDir, APP_DIR: server.dataDir, SMTP_URL: smtp.url });
        const app = await buildApp({ db, config });
        await app.listen({ port: 0, host: '127.0.0.1' });
        const address = app.server.address();
        other = {
          url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
          close: async () => {
            await app.close();
            await db.destroy();
          },
        };
      } else other = { url: server.url, close: async () => undefined };
    }, 60_000);
    afterAll(async () => {
      await other?.close();
      await server?.close();
      await smtp?.close();
    });

    const visitorWrites = async () =>
      (await server.call<{ id: number }>('POST', '/api/contact', { body: form })).body.id;
    const post = (base: string, method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { cookie: owner, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const thread = async (id: number) =>
      (await server.call<ContactMessage>('GET', `/api/contact/${id}`, { cookie: owner })).body.chat;
    /** Lets mails the SMTP process reports arrive before counting them. */
    const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

    it(
      'TRUST three simultaneous replies from two instances send three emails and record all three on the ' +
        'thread as sent',
      async () => {
        for (let round = 0; round < 3; round++) {
          const id = await visitorWrites();
          const mailed = smtp.received.length;
          const texts = [1, 2, 3].map((n) => `Respuesta ${round}.${n}`);
          const answers = await Promise.all(
            texts.map((text, index) =>
              post(index === 1 ? other.url : server.url, 'POST', `/api/contact/${id}/reply`, { text }),
            ),
          );
          expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
          await smtp.mail(mailed + 2);
          await settled();
          expect(
            smtp.received
              .slice(mailed)
              .map((mail) => mail.text.trim())
              .sort(),
          ).toEqual(texts);
          const lines = (await thread(id)).filter((line) => line.kind === 'email');
          expect(lines.map((line) => [line.text, line.delivery]).sort()).toEqual(texts.map((text) => [text, 'sent']));
        }
      },
    );

    it(
      'TRUST a reply to a deleted message is refused before sending; a reply racing a delete is on the thread ' +
        'or the delete waits for it',
      async () => {
        const gone = await visitorWrites();
        expect((await post(server.url, 'DELETE', `/api/contact/${gone}`)).status).toBe(200);
        const mailed = smtp.received.length;
        expect((await post(other.url, 'POST', `/api/contact/${gone}/reply`, { text: 'Demasiado tarde' })).status).toBe(
          404,
        );
        await settled();
        expect(smtp.received.length).toBe(mailed);

        for (let round = 0; round < 5; round++) {
          const id = await visitorWrites();
          const before = smtp.received.length;
          const text = `Carrera ${round}`;
          const [reply, removal] = await Promise.all([
            post(server.url, 'POST', `/api/contact/${id}/reply`, { text }),
            post(other.url, 'DELETE', `/api/contact/${id}`),
          ]);
          await settled();
          const sent = smtp.received.slice(before).filter((mail) => mail.text.trim() === text).length;
          if (reply.status === 404) {
            // The delete came first: nothing left.
            expect([removal.status, sent]).toEqual([200, 0]);
            continue;
          }
          expect([reply.status, sent]).toEqual([200, 1]);
          if (removal.status === 409) {
            // Refused while the reply was on its way: the thread keeps it.
            expect((await thread(id)).map((line) => [line.text, line.delivery])).toContainEqual([text, 'sent']);
          } else {
            // Deleted after the reply was settled: its last state in the audit trail shows the reply as sent.
            expect(removal.status).toBe(200);
            const audit = await server.db.kysely
              .selectFrom('audit_log')
              .select('before')
              .where('resource', '=', 'contact')
              .where('record_id', '=', id)
              .where('action', '=', 'delete')
              .executeTakeFirstOrThrow();
            const chat = (JSON.parse(String(audit.before)) as ContactMessage).chat;
            expect(chat.map((line) => [line.text, line.delivery])).toContainEqual([text, 'sent']);
          }
        }
      },
    );
  });
}
