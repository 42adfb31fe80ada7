import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { daysFromToday } from '../days';
import { MAX_MONEY } from '../../src/domain/money';
import { quoteGrid } from '../../src/server/routes/public-site/quotes';
import type { MoneyAnswer } from './support/moneyRounds';

/** Paradise Island Catamaran in the demo data: $140 for 1-4 people, +$15 a person above 4, child $70. */
const PARADISE = 4;
const today = daysFromToday(0);
const visitor = (fields: Record<string, unknown>) => ({
  nombre: 'Familia Pérez',
  fecha: daysFromToday(400),
  tour_id: PARADISE,
  email: 'perez@example.com',
  ...fields,
});
const staffBooking = (fields: Record<string, unknown>) => ({
  nombre: 'Grace Hopper',
  fecha: daysFromToday(401),
  tour_id: PARADISE,
  adults: 1,
  children: 0,
  telefono: '+1 809 555 0100',
  source: 'phone',
  ...fields,
});

describeEachDatabase('money fields bounded and parsed strictly; a child never costs more than an adult', (session) => {
  /** The owner's call; `asVisitor` sends no session, as the public site does. */
  const call = (method: string, path: string, body?: unknown, asVisitor = false) =>
    session().server.call<MoneyAnswer>(method, path, { body, cookie: asVisitor ? undefined : session().owner });

  it(
    'MONEY every money field refuses 1e308, 5,000,000, hex, exponent, arrays and booleans; the ' + 'bound is kept',
    async () => {
      const { body: tour } = await call('GET', '/api/tours/1');
      const { body: plan } = await call('POST', '/api/advertising-plans', { name: 'Bound plan' });
      const { body: zone } = await call('POST', '/api/transfer-zones', { name: 'Bound zone', price: 30 });
      const { body: booking } = await call('POST', '/api/reservations', staffBooking({ tour_id: 1 }));
      const writes: [string, string, string][] = [
        ['PUT', `/api/tours/${tour.id}`, 'precio'],
        ['PUT', `/api/tours/${tour.id}`, 'extra_price_per_person'],
        ['PUT', `/api/tours/${tour.id}`, 'child_price'],
        ['PUT', `/api/advertising-plans/${plan.id}`, 'price_usd'],
        ['PUT', `/api/transfer-zones/${zone.id}`, 'price'],
        ['PUT', `/api/reservations/${booking.id}`, 'price_total'],
        ['POST', `/api/reservations/${booking.id}/payments`, 'amount'],
      ];
      const extra = (field: string) =>
        field === 'price_total'
          ? { price_override: true, price_reason: 'Tarifa' }
          : field === 'amount'
            ? { date: today, method: 'cash' }
            : {};
      for (const [method, path, field] of writes)
        for (const value of [1e308, 5_000_000, MAX_MONEY + 0.01, '0x10', '1e3', [5], true, 1.234, '-5']) {
          const answer = await call(method, path, { [field]: value, ...extra(field) });
          expect([answer.status, Object.keys(answer.body.fields ?? {})], `${path} ${field} ${String(value)}`).toEqual([
            400,
            [field],
          ]);
        }
      expect((await call('PUT', `/api/tours/${tour.id}`, { precio: 5_000_000 })).body.fields).toEqual({
        precio: 'Como máximo US$1,000,000',
      });
      expect((await call('PUT', `/api/tours/${tour.id}`, { precio: '0x10' })).body.fields).toEqual({
        precio: 'Escribe un importe en dólares, p. ej. 85 o 85.50',
      });
      // Plain decimal text is money; the bound itself is a price.
      expect((await call('PUT', `/api/advertising-plans/${plan.id}`, { price_usd: ' 19.90 ' })).body).toMatchObject({
        price_usd: 19.9,
      });
      expect((await call('PUT', `/api/transfer-zones/${zone.id}`, { price: MAX_MONEY })).status).toBe(200);
    },
  );

  it(
    'MONEY a tour at the bound books one person but no party its quote would take above it, for staff ' +
      'and visitors',
    async () => {
      const slug = `bound-${Date.now()}`;
      const { body: tour } = await call('POST', '/api/tours', {
        nombre: 'Yacht',
        slug,
        precio: MAX_MONEY,
        duracion: '1 day',
        capacidad: '1-12 people',
        descripcion: 'The whole yacht.',
      });
      const one = await call('POST', '/api/reservations', visitor({ tour_id: tour.id, personas: 1 }), true);
      expect([one.status, one.body.price_total]).toEqual([201, MAX_MONEY]);
      // The booking made at the bound stays one its own form saves: it can be edited and cancelled.
      expect((await call('PUT', `/api/reservations/${one.body.id}`, { estado: 'cancelada' })).status).toBe(200);
      for (const [body, asVisitor] of [
        [visitor({ tour_id: tour.id, personas: 5 }), true],
        [staffBooking({ tour_id: tour.id, adults: 5 }), false],
      ] as const) {
        const refused = await call('POST', '/api/reservations', body, asVisitor);
        expect(refused.status).toBe(400);
        expect(refused.body.fields).toEqual({
          price_total: 'El precio de esta reserva (US$1,000,015) supera el máximo de US$1,000,000',
        });
      }
    },
  );

  it(
    'BOOKING a child never costs more than an adult: Paradise Island on the phone form and the public ' + 'page alike',
    async () => {
      const cases: [number, number, number][] = [
        [4, 0, 140],
        [2, 2, 140],
        [1, 3, 140],
        [4, 2, 140 + 2 * 15],
      ];
      for (const [adults, children, price] of cases) {
        const phone = await call('POST', '/api/reservations', staffBooking({ adults, children }));
        const web = await call('POST', '/api/reservations', visitor({ adults, children }), true);
        expect([phone.body.price_total, web.body.price_total], `${adults}+${children}`).toEqual([price, price]);
      }
      const { body: tour } = await call('GET', `/api/tours/${PARADISE}`);
      // The public page's grid (row: adults − 1, column: children) comes from the same function.
      const grid = quoteGrid(tour as never);
      expect([grid.prices[1][2], grid.prices[0][3], grid.prices[3][2]]).toEqual(['US$140', 'US$140', 'US$170']);
    },
  );

  it('BOOKING existing bookings keep their stored price: a read never prices them again', async () => {
    const { body: booking } = await call('POST', '/api/reservations', staffBooking({ adults: 2, children: 2 }));
    await session()
      .server.db.kysely.updateTable('reservations')
      .set({ price_total: 280, balance: 280 })
      .where('id', '=', booking.id)
      .execute();
    expect((await call('GET', `/api/reservations/${booking.id}`)).body).toMatchObject({ price_total: 280 });
    expect((await call('PUT', `/api/reservations/${booking.id}`, { notas: 'Ventana' })).body.price_total).toBe(280);
  });

  it('BOOKING personas and adults both sent must agree: a contradiction is refused with 400', async () => {
    const contradiction = await call('POST', '/api/reservations', visitor({ personas: 3, adults: 2 }), true);
    expect([contradiction.status, contradiction.body.fields]).toEqual([
      400,
      { personas: 'Personas (3) no coincide con adultos + niños (2)' },
    ]);
    const agreed = await call('POST', '/api/reservations', visitor({ personas: 4, adults: 2, children: 2 }), true);
    expect([agreed.status, agreed.body.price_total]).toEqual([201, 140]);
  });

  it(
    'BOOKING a booking’s driver is a Driver user, its vehicle and ship call exist: checked on create ' + 'and update',
    async () => {
      const users = await session().server.db.kysely.selectFrom('users').select(['id', 'role']).execute();
      const driver = users.find((user) => user.role === 'Driver')!.id;
      const notDrivers = [...users.filter((user) => user.role !== 'Driver').map((user) => user.id), 9999];
      for (const driver_id of notDrivers) {
        const refused = await call('POST', '/api/reservations', staffBooking({ driver_id }));
        expect([refused.status, refused.body.fields], `user ${driver_id}`).toEqual([
          400,
          { driver_id: 'Ese usuario no es un conductor' },
        ]);
      }
      const vehicle = await call('POST', '/api/reservations', staffBooking({ fleet_vehicle_id: 9999 }));
      expect([vehicle.status, vehicle.body.fields]).toEqual([400, { fleet_vehicle_id: 'Ese vehículo no existe' }]);
      const ship = await call('POST', '/api/reservations', staffBooking({ ship_call_id: 9999 }));
      expect([ship.status, ship.body.fields]).toEqual([400, { ship_call_id: 'Esa escala de crucero no existe' }]);
      const created = await call('POST', '/api/reservations', staffBooking({ driver_id: driver }));
      expect([created.status, created.body]).toEqual([201, expect.objectContaining({ driver_id: driver })]);
      for (const [field, value] of [
        ['driver_id', notDrivers[0]],
        ['fleet_vehicle_id', 9999],
        ['ship_call_id', 9999],
      ] as const) {
        const edit = await call('PUT', `/api/reservations/${created.body.id}`, { [field]: value });
        expect([edit.status, Object.keys(edit.body.fields ?? {})]).toEqual([400, [field]]);
      }
      expect((await call('PUT', `/api/reservations/${created.body.id}`, { driver_id: null })).status).toBe(200);
    },
  );
});
