import { expect, it } from 'vitest';
import type { AdminNotification } from '../../src/domain/notifications';
import { today } from '../../src/domain/common';
import { describeEachDatabase } from './support/testServer';

const list = (filter?: Record<string, unknown>) =>
  `/api/admin-notifications` +
  `${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}&range=` + `${encodeURIComponent('[0,49]')}` : ''}`;

describeEachDatabase('data that stays true: notifications by area', (session) => {
  const as =
    (who: 'owner' | 'secretary') =>
    <T>(method: string, path: string, body?: unknown) =>
      session().server.call<T>(method, path, { cookie: session()[who], body });
  const owner = as('owner');
  const secretary = as('secretary');

  it(
    "SECURITY the secretary's bell holds only notifications of areas she opens: no booking or review, in the " +
      'list, a filter or the unread count',
    async () => {
      const booked = await session().server.call('POST', '/api/reservations', {
        body: { nombre: 'Huésped Privado', fecha: today(), tour_id: 1, personas: 2, telefono: '+1 809 555 0100' },
      });
      expect(booked.status).toBe(201);
      const all = (await owner<AdminNotification[]>('GET', list())).body;
      expect(new Set(all.map((row) => row.type))).toEqual(new Set(['reserva', 'mensaje', 'testimonial']));
      const hers = await secretary<AdminNotification[]>('GET', list());
      expect(hers.status).toBe(200);
      expect(hers.body.length).toBeGreaterThan(0);
      expect(hers.body.every((row) => row.type === 'mensaje')).toBe(true);
      expect(JSON.stringify(hers.body)).not.toContain('Huésped Privado');
      expect(hers.body.map((row) => row.id)).toEqual(all.filter((row) => row.type === 'mensaje').map((row) => row.id));
      for (const filter of [{ type: 'reserva' }, { type: ['reserva', 'testimonial'] }, { q: 'Huésped' }]) {
        const answer = await secretary<AdminNotification[]>('GET', list(filter));
        expect([filter, answer.status, answer.body, answer.headers.get('content-range')]).toEqual([
          filter,
          200,
          [],
          'admin-notifications */0',
        ]);
      }
      const unread = await secretary<AdminNotification[]>('GET', list({ read: false }));
      expect(unread.headers.get('content-range')).toMatch(
        new RegExp(`/${all.filter((row) => row.type === 'mensaje').length}$`),
      );
      expect(unread.body.every((row) => row.type === 'mensaje')).toBe(true);
    },
  );

  it('SECURITY the secretary cannot open or delete a booking notification by its id; the owner still can', async () => {
    const booking = (await owner<AdminNotification[]>('GET', list({ type: 'reserva' }))).body[0];
    expect((await secretary('GET', `/api/admin-notifications/${booking.id}`)).status).toBe(404);
    expect((await secretary('DELETE', `/api/admin-notifications/${booking.id}`)).status).toBe(404);
    expect((await owner<AdminNotification>('GET', `/api/admin-notifications/${booking.id}`)).body).toMatchObject({
      id: booking.id,
      type: 'reserva',
    });
    const message = (await secretary<AdminNotification[]>('GET', list())).body[0];
    expect((await secretary<AdminNotification>('GET', `/api/admin-notifications/${message.id}`)).body).toMatchObject({
      id: message.id,
      type: 'mensaje',
    });
  });

  it("SECURITY marking all read as the secretary marks only her own areas' notifications", async () => {
    const hidden = (await owner<AdminNotification[]>('GET', list())).body
      .filter((row) => row.type !== 'mensaje')
      .map((row) => row.id);
    expect((await secretary('POST', '/api/admin-notifications/read')).status).toBe(204);
    const trail = `/api/audit?filter=${encodeURIComponent('{"resource":"notifications","action":"read-all"}')}`;
    const [entry] = (await owner<{ username: string; before: { unread: number[] } }[]>('GET', trail)).body.filter(
      (row) => row.username === 'secretaria',
    );
    expect(entry.before.unread.length).toBeGreaterThan(0);
    expect(entry.before.unread.filter((id) => hidden.includes(id))).toEqual([]);
    expect((await secretary<AdminNotification[]>('GET', list({ read: false }))).body).toEqual([]);
  });
});
