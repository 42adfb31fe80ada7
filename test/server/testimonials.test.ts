import { expect, it } from 'vitest';
import type { Testimonial } from '../../src/domain/testimonials';
import { describeEachDatabase } from './support/testServer';
import { daysFromToday } from '../days';

describeEachDatabase('testimonials', (session) => {
  const call = <T = unknown>(method: string, path: string, options: { body?: unknown; cookie?: string } = {}) =>
    session().server.call<T>(method, path, options);

  it(
    'SHELL-21 GET /api/testimonials answers the owner id, name, text, rating 1-5, date and approved, pending ' +
      'ones included',
    async () => {
      const { body } = await call<Testimonial[]>('GET', '/api/testimonials', { cookie: session().owner });
      expect(Object.keys(body[0])).toEqual(
        expect.arrayContaining(['id', 'name', 'text', 'rating', 'date', 'approved']),
      );
      expect(body.some(({ approved }) => !approved)).toBe(true);
      expect(body.every(({ rating }) => rating >= 1 && rating <= 5)).toBe(true);
    },
  );

  it('SHELL-21 anonymous readers (the public site) get approved testimonials only, whatever they filter', async () => {
    const all = await call<Testimonial[]>('GET', '/api/testimonials');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(0);
    expect(all.body.every(({ approved }) => approved)).toBe(true);
    const asked = await call<Testimonial[]>(
      'GET',
      `/api/testimonials?filter=${encodeURIComponent('{"approved":false}')}&range=[0,9]`,
    );
    expect(asked.body.every(({ approved }) => approved)).toBe(true);
    const pending = (await call<Testimonial[]>('GET', '/api/testimonials', { cookie: session().owner })).body.find(
      ({ approved }) => !approved,
    )!;
    expect((await call('GET', `/api/testimonials/${pending.id}`)).status).toBe(404);
  });

  it('SHELL-21 a visitor POST creates one unapproved, dated today, with a `testimonial` notification', async () => {
    const created = await call<{ id: number }>('POST', '/api/testimonials', {
      body: { name: 'Rosa Tavárez', text: 'Excelente servicio al aeropuerto.', rating: 5 },
    });
    expect(created.status).toBe(201);
    const { body } = await call<Testimonial>('GET', `/api/testimonials/${created.body.id}`, {
      cookie: session().owner,
    });
    expect(body).toMatchObject({ name: 'Rosa Tavárez', rating: 5, approved: false, date: daysFromToday(0) });
    const bell = await call<{ type: string; text: string }[]>('GET', '/api/admin-notifications', {
      cookie: session().owner,
    });
    expect(bell.body.find(({ text }) => text.includes('Rosa Tavárez'))).toMatchObject({ type: 'testimonial' });
  });

  it('SHELL-21 a visitor cannot approve their own testimonial, nor send a rating outside 1-5', async () => {
    expect(
      (await call('POST', '/api/testimonials', { body: { name: 'A', text: 'B', rating: 5, approved: true } })).status,
    ).toBe(400);
    expect((await call('POST', '/api/testimonials', { body: { name: 'A', text: 'B', rating: 6 } })).status).toBe(400);
    expect((await call('POST', '/api/testimonials', { body: { name: 'A', text: 'B', rating: 0 } })).status).toBe(400);
    expect((await call('POST', '/api/testimonials', { body: { name: '', text: '', rating: 3 } })).status).toBe(400);
  });

  it("SHELL-21 Approve publishes it and Delete removes it; both are the owner's (the secretary gets 403)", async () => {
    const { body: created } = await call<{ id: number }>('POST', '/api/testimonials', {
      body: { name: 'Kevin O.', text: 'Great tour to Cayo Arena.', rating: 4 },
    });
    expect(
      (await call('PUT', `/api/testimonials/${created.id}`, { cookie: session().secretary, body: { approved: true } }))
        .status,
    ).toBe(403);
    const approved = await call<Testimonial>('PUT', `/api/testimonials/${created.id}`, {
      cookie: session().owner,
      body: { approved: true },
    });
    expect(approved.body.approved).toBe(true);
    expect((await call<Testimonial>('GET', `/api/testimonials/${created.id}`)).body.name).toBe('Kevin O.');
    expect((await call('DELETE', `/api/testimonials/${created.id}`, { cookie: session().secretary })).status).toBe(403);
    expect((await call('DELETE', `/api/testimonials/${created.id}`, { cookie: session().owner })).status).toBe(200);
    expect((await call('GET', `/api/testimonials/${created.id}`, { cookie: session().owner })).status).toBe(404);
  });
});
