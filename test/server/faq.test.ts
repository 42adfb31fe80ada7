import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { type Faq } from '../../src/domain/faq';
import { es } from '../../src/i18n/features';

type Refusal = { error: string; fields: Record<string, string> };

describeEachDatabase('FAQ API', (session) => {
  const asOwner = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it(
    'API-73 FAQ-05 PUB-02 anyone reads the FAQs (id, question, answer), in both languages, without ' + 'a session',
    async () => {
      const { status, body } = await session().server.call<Faq[]>('GET', '/api/faqs');
      expect(status).toBe(200);
      expect(Object.keys(body[0])).toEqual(expect.arrayContaining(['id', 'question', 'answer', 'language']));
      expect(new Set(body.map(({ language }) => language))).toEqual(new Set(['es', 'en']));
    },
  );

  it('API-74 API-75 API-76 FAQ-01 the owner creates, updates and deletes an FAQ', async () => {
    const created = await asOwner<Faq>('POST', '/api/faqs', {
      question: '¿Aceptan tarjetas?',
      answer: 'Sí, Visa y Mastercard.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      question: '¿Aceptan tarjetas?',
      answer: 'Sí, Visa y Mastercard.',
      language: 'es',
    });
    const updated = await asOwner<Faq>('PUT', `/api/faqs/${created.body.id}`, {
      ...created.body,
      answer: 'Sí, y también PayPal.',
    });
    expect([updated.status, updated.body.answer, updated.body.version]).toEqual([200, 'Sí, y también PayPal.', 2]);
    expect((await asOwner('DELETE', `/api/faqs/${created.body.id}`)).body).toEqual({ id: created.body.id });
    expect((await asOwner('GET', `/api/faqs/${created.body.id}`)).status).toBe(404);
  });

  it('FAQ-04 question and answer are required; nothing is stored', async () => {
    const before = (await asOwner<Faq[]>('GET', '/api/faqs')).body.length;
    const answer = await asOwner<Refusal>('POST', '/api/faqs', { question: ' ', answer: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      question: es.ep.site.faq.questionRequired,
      answer: es.ep.site.faq.answerRequired,
    });
    expect((await asOwner<Faq[]>('GET', '/api/faqs')).body.length).toBe(before);
  });

  it('FAQ-01 only the owner changes FAQs: the secretary gets 403, a visitor 401', async () => {
    const { server, secretary } = session();
    const faq = { question: 'Q?', answer: 'A.' };
    expect((await server.call('POST', '/api/faqs', { cookie: secretary, body: faq })).status).toBe(403);
    expect((await server.call('POST', '/api/faqs', { body: faq })).status).toBe(401);
    expect((await server.call('DELETE', '/api/faqs/1')).status).toBe(401);
  });
});
