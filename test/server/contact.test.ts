import { expect, it } from 'vitest';
import { type ContactMessage } from '../../src/domain/contact';
import { describeEachDatabase } from './support/testServer';
import { es } from '../../src/i18n/features';

type Notification = { type: string; text: string };
const form = {
  nombre: 'Yolanda Peña',
  email: 'yolanda@example.com',
  telefono: '+1 809 555 0111',
  asunto: 'Traslado a Sosúa',
  mensaje: 'Somos 3.\n<b>¿Precio?</b>',
};

describeEachDatabase('contact inbox', (session) => {
  const call = <T = unknown>(method: string, path: string, options: { body?: unknown; cookie?: string } = {}) =>
    session().server.call<T>(method, path, options);

  it(
    'API-26 CONTACT-12 GET /api/contact answers the messages with id, nombre, email, telefono, asunto, ' +
      'mensaje, fecha, leido and chat',
    async () => {
      const { status, body, headers } = await call<ContactMessage[]>('GET', '/api/contact', {
        cookie: session().secretary,
      });
      expect(status).toBe(200);
      expect(headers.get('content-range')).toBeNull();
      expect(body.length).toBeGreaterThanOrEqual(5);
      expect(Object.keys(body[0])).toEqual(
        expect.arrayContaining(['id', 'nombre', 'email', 'telefono', 'asunto', 'mensaje', 'fecha', 'leido', 'chat']),
      );
      const answered = body.find(({ chat }) => chat.length > 0)!;
      expect(answered.chat[0]).toEqual({
        from: expect.any(String),
        text: expect.any(String),
        date: expect.any(String),
      });
      expect(typeof answered.leido).toBe('boolean');
    },
  );

  it(
    'CONTACT-01 CONTACT-02 CONTACT-03 the list protocol: search by name, email or message, filter read or ' +
      'unread, 20 per page',
    async () => {
      const byName = await call<ContactMessage[]>(
        'GET',
        `/api/contact?filter=${encodeURIComponent('{"q":"mendez"}')}&range=[0,19]`,
        { cookie: session().owner },
      );
      expect(byName.body.map(({ nombre }) => nombre)).toEqual(['Laura Méndez']);
      const byEmail = await call<ContactMessage[]>(
        'GET',
        `/api/contact?filter=${encodeURIComponent('{"q":"orange.fr"}')}&range=[0,19]`,
        { cookie: session().owner },
      );
      expect(byEmail.body.map(({ nombre }) => nombre)).toEqual(['Pierre Dubois']);
      const byMessage = await call<ContactMessage[]>(
        'GET',
        `/api/contact?filter=${encodeURIComponent('{"q":"child seat"}')}&range=[0,19]`,
        { cookie: session().owner },
      );
      expect(byMessage.body.map(({ nombre }) => nombre)).toEqual(['Anna Schmidt']);
      const unread = await call<ContactMessage[]>(
        'GET',
        `/api/contact?filter=${encodeURIComponent('{"leido":false}')}&range=[0,19]`,
        { cookie: session().owner },
      );
      expect(unread.body.every(({ leido }) => !leido)).toBe(true);
      expect(unread.headers.get('content-range')).toMatch(/^contact 0-\d+\/\d+$/);
    },
  );

  it(
    'CONTACT-12 a visitor POST /api/contact stores the message unread, as typed, and adds a `mensaje` ' +
      'notification',
    async () => {
      const created = await call<{ id: number }>('POST', '/api/contact', { body: form });
      expect(created.status).toBe(201);
      const stored = await call<ContactMessage>('GET', `/api/contact/${created.body.id}`, { cookie: session().owner });
      expect(stored.body).toMatchObject({ ...form, leido: false, chat: [] });
      expect(new Date(stored.body.fecha).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const bell = await call<Notification[]>('GET', '/api/admin-notifications', { cookie: session().secretary });
      expect(bell.body.find(({ text }) => text.includes('Yolanda Peña'))).toMatchObject({ type: 'mensaje' });
    },
  );

  it(
    'CONTACT-12 a visitor message is validated: nombre, a valid email and mensaje are required, and no staff ' +
      'field may be set',
    async () => {
      const missing = await call<{ fields: Record<string, string> }>('POST', '/api/contact', {
        body: { nombre: '', email: 'no', mensaje: '' },
      });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.fields)).toEqual(expect.arrayContaining(['nombre', 'email', 'mensaje']));
      const sneaky = await call('POST', '/api/contact', { body: { ...form, leido: true } });
      expect(sneaky.status).toBe(400);
      const long = await call('POST', '/api/contact', { body: { ...form, mensaje: 'x'.repeat(5001) } });
      expect(long.status).toBe(400);
    },
  );

  it(
    "CONTACT-09 API-27 a PUT carrying the message fields plus leido marks it read; the visitor's words are " +
      'kept as sent',
    async () => {
      const { body: created } = await call<{ id: number }>('POST', '/api/contact', { body: form });
      const { body: message } = await call<ContactMessage>('GET', `/api/contact/${created.id}`, {
        cookie: session().owner,
      });
      const read = await call<ContactMessage>('PUT', `/api/contact/${created.id}`, {
        cookie: session().secretary,
        body: { ...message, mensaje: 'changed', leido: true },
      });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ leido: true, mensaje: form.mensaje });
    },
  );

  it('CONTACT-10 reads are never undone: leido false on a read message leaves it read', async () => {
    const { body: created } = await call<{ id: number }>('POST', '/api/contact', { body: form });
    await call('PUT', `/api/contact/${created.id}`, { cookie: session().owner, body: { leido: true } });
    const undo = await call<ContactMessage>('PUT', `/api/contact/${created.id}`, {
      cookie: session().owner,
      body: { leido: false },
    });
    expect(undo.body.leido).toBe(true);
  });

  it(
    'CONTACT-11 API-27 a reply is added to chat with the sender and date set by the server; the thread ' + 'only grows',
    async () => {
      const { body: created } = await call<{ id: number }>('POST', '/api/contact', { body: form });
      const reply = { from: 'someone-else', text: 'Hola Yolanda, son 35 USD.', date: '1999-01-01T00:00:00.000Z' };
      const first = await call<ContactMessage>('PUT', `/api/contact/${created.id}`, {
        cookie: session().secretary,
        body: { chat: [reply] },
      });
      expect(first.status).toBe(200);
      expect(first.body.chat).toEqual([
        { from: 'secretaria', text: reply.text, date: expect.stringMatching(/^20\d\d-/) },
      ]);
      expect(first.body.leido).toBe(true);
      const second = await call<ContactMessage>('PUT', `/api/contact/${created.id}`, {
        cookie: session().owner,
        body: {
          chat: [...first.body.chat, { from: 'dueno', text: 'Confirmado.', date: '' }],
          version: first.body.version,
        },
      });
      expect(second.body.chat.map(({ from }) => from)).toEqual(['secretaria', 'dueno']);
      const rewrite = await call<{ error: string }>('PUT', `/api/contact/${created.id}`, {
        cookie: session().owner,
        body: { chat: [{ ...second.body.chat[0], text: 'edited' }] },
      });
      expect(rewrite.status).toBe(400);
      expect(rewrite.body.error).toBe(es.ep.contact.chatRewrite);
      const stale = await call('PUT', `/api/contact/${created.id}`, {
        cookie: session().owner,
        body: { chat: second.body.chat, version: first.body.version },
      });
      expect(stale.status).toBe(409);
    },
  );

  it('API-28 DELETE /api/contact/{id} deletes the message; an unknown id answers 404', async () => {
    const { body: created } = await call<{ id: number }>('POST', '/api/contact', { body: form });
    expect((await call('DELETE', `/api/contact/${created.id}`, { cookie: session().secretary })).status).toBe(200);
    expect((await call('GET', `/api/contact/${created.id}`, { cookie: session().owner })).status).toBe(404);
  });

  it('DECISIONS SHELL-16 the inbox is staff only: anonymous callers get 401 on reads and writes', async () => {
    expect((await call('GET', '/api/contact')).status).toBe(401);
    expect((await call('PUT', '/api/contact/1', { body: { leido: true } })).status).toBe(401);
    expect((await call('DELETE', '/api/contact/1')).status).toBe(401);
  });
});

describeEachDatabase('contact form rate limit', (session) => {
  it('CONTACT-12 a visitor cannot flood the inbox: the 11th message within minutes answers 429', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1)
      statuses.push((await session().server.call('POST', '/api/contact', { body: form })).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
