import { expect, it } from 'vitest';
import { describeEachDatabase, type Session } from './support/testServer';
import type { Booking } from '../../src/domain/bookings';
import type { Payment } from '../../src/domain/payments';
import { demoTours } from '../../src/server/seed/toursData';
import { daysFromToday } from '../days';

type Detail = Booking & {
  payments: Payment[];
  error?: string;
  code?: string;
  left?: number;
  fields?: Record<string, string>;
};

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** A phone booking as the owner types it; each test picks its own far-off day so the seed's bookings do not count. */
const phoneBooking = (fields: Record<string, unknown> = {}) => ({
  nombre: 'Grace Hopper',
  fecha: daysFromToday(200),
  tour_id: 2,
  adults: 2,
  children: 1,
  telefono: '+1 809 555 0100',
  email: 'grace@example.com',
  language: 'en',
  pickup_kind: 'cruise_port',
  pickup_place: 'Amber Cove pier',
  pickup_time: '08:30',
  source: 'phone',
  notas: 'Celebrating a birthday',
  estado: 'confirmada',
  ...fields,
});

function api(session: () => Session) {
  const call = <T = Detail>(method: string, path: string, body?: unknown, cookie: string = session().owner) =>
    session().server.call<T>(method, path, { cookie, body });
  const audit = (resource: string, id: number) =>
    session()
      .server.db.kysely.selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', resource)
      .where('record_id', '=', id)
      .orderBy('id')
      .execute();
  const setCapacity = async (tourId: number, capacity: number | null) =>
    expect((await call('PUT', `/api/tours/${tourId}`, { capacity_per_day: capacity })).status).toBe(200);
  return { call, audit, setCapacity };
}

describeEachDatabase('bookings staff take, price and get paid for', (session) => {
  const { call, audit, setCapacity } = api(session);

  it(
    'BOOKING the owner takes a phone booking with every field; it is priced from the tour, audited and shown ' +
      'with its money',
    async () => {
      const created = await call('POST', '/api/reservations', phoneBooking());
      expect(created.status).toBe(201);
      // Ocean World: $120 for up to 4; the child fills the base like an adult (issue 39), not $90 on top.
      expect(created.body).toMatchObject({
        ...phoneBooking(),
        personas: 3,
        price_total: 120,
        price_override: false,
        paid: 0,
        refunded: 0,
        balance: 120,
        has_balance: true,
      });
      const shown = await call('GET', `/api/reservations/${created.body.id}`);
      expect(shown.body).toMatchObject({ price_total: 120, paid: 0, balance: 120, payments: [] });
      expect((await audit('reservas', created.body.id)).map((row) => row.action)).toEqual(['create']);
      // The secretary does not work bookings: signed in or not, she books as a visitor does, without staff fields.
      const secretary = await call('POST', '/api/reservations', phoneBooking(), session().secretary);
      expect([secretary.status, secretary.body.fields?.estado]).toEqual([400, 'Campo desconocido']);
    },
  );

  it(
    'BOOKING the price is a snapshot: a later tour price change leaves the booking as agreed until its ' +
      'party changes',
    async () => {
      const { body: booking } = await call(
        'POST',
        '/api/reservations',
        phoneBooking({ tour_id: 5, adults: 6, children: 0, fecha: daysFromToday(201) }),
      );
      expect(booking.price_total).toBe(55 + 2 * 15);
      expect((await call('PUT', '/api/tours/5', { precio: 70 })).status).toBe(200);
      expect((await call('GET', `/api/reservations/${booking.id}`)).body.price_total).toBe(85);
      const edited = await call('PUT', `/api/reservations/${booking.id}`, { ...booking, notas: 'Wheelchair' });
      expect(edited.body).toMatchObject({ price_total: 85, notas: 'Wheelchair', version: booking.version + 1 });
      const regrouped = await call('PUT', `/api/reservations/${booking.id}`, { ...edited.body, adults: 5 });
      expect(regrouped.body).toMatchObject({ personas: 5, price_total: 70 + 15 });
    },
  );

  it('BOOKING the owner sets their own price only with a reason; a stale save answers 409', async () => {
    const { body: booking } = await call(
      'POST',
      '/api/reservations',
      phoneBooking({ fecha: daysFromToday(202), price_override: true, price_total: 180 }),
    );
    expect(booking.fields).toEqual({ price_reason: 'Indica el motivo del precio' });
    const agency = await call(
      'POST',
      '/api/reservations',
      phoneBooking({
        fecha: daysFromToday(202),
        price_override: true,
        price_total: 180,
        price_reason: 'Tarifa de agencia',
        source: 'agency',
        source_name: 'Amber Travel',
      }),
    );
    expect(agency.body).toMatchObject({
      price_total: 180,
      price_override: true,
      price_reason: 'Tarifa de agencia',
      balance: 180,
      source_name: 'Amber Travel',
    });
    const saved = await call('PUT', `/api/reservations/${agency.body.id}`, {
      ...agency.body,
      price_total: 150,
      price_reason: 'Descuento de grupo',
    });
    expect(saved.body).toMatchObject({ price_total: 150, price_reason: 'Descuento de grupo', balance: 150 });
    const stale = await call('PUT', `/api/reservations/${agency.body.id}`, { ...agency.body, notas: 'stale' });
    expect(stale.status).toBe(409);
    expect((await call('GET', `/api/reservations/${agency.body.id}`)).body.notas).toBe('Celebrating a birthday');
    // An edit that sends only what changed keeps the owner's price as it was.
    const notes = await call('PUT', `/api/reservations/${agency.body.id}`, {
      notas: 'Room 12',
      version: saved.body.version,
    });
    expect(notes.body).toMatchObject({
      notas: 'Room 12',
      price_total: 150,
      price_override: true,
      price_reason: 'Descuento de grupo',
    });
    // Turning the owner's price on still needs the price with it.
    const { body: quoted } = await call('POST', '/api/reservations', phoneBooking({ fecha: daysFromToday(202) }));
    const turnedOn = await call('PUT', `/api/reservations/${quoted.id}`, {
      price_override: true,
      price_reason: 'Amigo de la casa',
    });
    expect(turnedOn.body.fields).toEqual({ price_total: 'Indica el precio' });
  });

  it(
    'BOOKING payments and refunds set paid, refunded and balance, each audited; deleting one is the owner’s ' +
      'and puts the balance back',
    async () => {
      // $120 + 4 adults and 2 children above the base at $15 each: $210.
      const { body: booking } = await call(
        'POST',
        '/api/reservations',
        phoneBooking({ fecha: daysFromToday(203), adults: 8, children: 2 }),
      );
      expect(booking.price_total).toBe(210);
      const deposit = await call<Payment>('POST', `/api/reservations/${booking.id}/payments`, {
        amount: 60,
        date: daysFromToday(0),
        method: 'card',
        reference: 'AUTH-4411',
      });
      expect(deposit.status).toBe(201);
      expect(deposit.body).toMatchObject({
        reservation_id: booking.id,
        amount: 60,
        kind: 'payment',
        method: 'card',
        recorded_by: 'dueno',
      });
      expect((await call('GET', `/api/reservations/${booking.id}`)).body).toMatchObject({
        paid: 60,
        balance: 150,
        has_balance: true,
        payments: [expect.objectContaining({ amount: 60 })],
      });
      await call('POST', `/api/reservations/${booking.id}/payments`, {
        amount: 150,
        date: daysFromToday(0),
        method: 'cash',
      });
      expect((await call('GET', `/api/reservations/${booking.id}`)).body).toMatchObject({
        paid: 210,
        balance: 0,
        has_balance: false,
      });

      const tooMuch = await call('POST', `/api/reservations/${booking.id}/payments`, {
        amount: 210.01,
        date: daysFromToday(0),
        method: 'cash',
        kind: 'refund',
      });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body).toMatchObject({ code: 'refund_too_large', paid: 210 });
      expect(Object.keys(tooMuch.body.fields ?? {})).toEqual(['amount']);
      const refund = await call<Payment>('POST', `/api/reservations/${booking.id}/payments`, {
        amount: 30.5,
        date: daysFromToday(0),
        method: 'cash',
        kind: 'refund',
        reference: 'Sin almuerzo',
      });
      expect((await call('GET', `/api/reservations/${booking.id}`)).body).toMatchObject({
        paid: 179.5,
        refunded: 30.5,
        balance: 30.5,
        has_balance: true,
      });
      for (const bad of [
        { amount: 0 },
        { amount: -5 },
        { method: 'bitcoin' },
        { date: 'ayer' },
        { recorded_by: 'someone' },
      ]) {
        expect(
          (
            await call('POST', `/api/reservations/${booking.id}/payments`, {
              amount: 10,
              date: daysFromToday(0),
              method: 'cash',
              ...bad,
            })
          ).status,
          JSON.stringify(bad),
        ).toBe(400);
      }
      expect(
        (
          await call('POST', '/api/reservations/999999/payments', {
            amount: 10,
            date: daysFromToday(0),
            method: 'cash',
          })
        ).status,
      ).toBe(404);

      expect((await call('DELETE', `/api/payments/${refund.body.id}`, undefined, session().secretary)).status).toBe(
        403,
      );
      expect(
        (
          await call(
            'POST',
            `/api/reservations/${booking.id}/payments`,
            { amount: 10, date: daysFromToday(0), method: 'cash' },
            session().secretary,
          )
        ).status,
      ).toBe(403);
      expect((await call('DELETE', `/api/payments/${refund.body.id}`)).status).toBe(200);
      expect((await call('GET', `/api/reservations/${booking.id}`)).body).toMatchObject({
        paid: 210,
        refunded: 0,
        balance: 0,
      });
      expect((await audit('payments', deposit.body.id)).map((row) => row.action)).toEqual(['create']);
      expect((await audit('payments', refund.body.id)).map((row) => [row.action, row.username])).toEqual([
        ['create', 'dueno'],
        ['delete', 'dueno'],
      ]);
      expect((await call('DELETE', `/api/payments/${refund.body.id}`)).status).toBe(404);
    },
  );

  it(
    'BOOKING a cancelled booking owes nothing and frees its places; the list filters by date range, tour, ' +
      'estado, source and balance',
    async () => {
      const fecha = daysFromToday(204);
      await setCapacity(3, 6);
      const { body: first } = await call(
        'POST',
        '/api/reservations',
        phoneBooking({ tour_id: 3, adults: 4, children: 0, fecha }),
      );
      expect(
        (await call('POST', '/api/reservations', phoneBooking({ tour_id: 3, adults: 3, children: 0, fecha }))).status,
      ).toBe(409);
      const cancelled = await call('PUT', `/api/reservations/${first.id}`, { estado: 'cancelada' });
      expect(cancelled.body).toMatchObject({ estado: 'cancelada', balance: 0, has_balance: false });
      const second = await call(
        'POST',
        '/api/reservations',
        phoneBooking({ tour_id: 3, adults: 3, children: 0, fecha, source: 'whatsapp' }),
      );
      expect(second.status).toBe(201);
      // Taking the cancelled one back needs the places it freed.
      expect((await call('PUT', `/api/reservations/${first.id}`, { estado: 'confirmada' })).body).toMatchObject({
        code: 'over_capacity',
        left: 3,
      });

      const list = async (filter: Record<string, unknown>) =>
        (
          await call<Booking[]>(
            'GET',
            `/api/reservations?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`,
          )
        ).body.map((row) => row.id);
      expect(await list({ fecha_gte: fecha, fecha_lte: fecha })).toEqual([second.body.id, first.id]);
      expect(await list({ fecha_gte: fecha, fecha_lte: fecha, estado: 'cancelada' })).toEqual([first.id]);
      expect(await list({ fecha_gte: fecha, fecha_lte: fecha, source: 'whatsapp', tour_id: 3 })).toEqual([
        second.body.id,
      ]);
      expect(await list({ fecha_gte: fecha, fecha_lte: fecha, has_balance: true })).toEqual([second.body.id]);
      const owing = (
        await call<Booking[]>(
          'GET',
          `/api/reservations?filter=${encodeURIComponent('{"has_balance":true}')}&range=[0,999]`,
        )
      ).body;
      expect(owing.length).toBeGreaterThan(0);
      expect(owing.every((row) => row.balance > 0 && row.estado !== 'cancelada')).toBe(true);
    },
  );

  it(
    'BOOKING over capacity answers 409 over_capacity naming the places left, for staff and visitors; the owner ' +
      'may overbook, audited',
    async () => {
      const fecha = daysFromToday(205);
      await setCapacity(1, 10);
      expect(
        (await call('POST', '/api/reservations', phoneBooking({ tour_id: 1, adults: 7, children: 0, fecha }))).status,
      ).toBe(201);
      const refused = await call(
        'POST',
        '/api/reservations',
        phoneBooking({ tour_id: 1, adults: 4, children: 0, fecha }),
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        error: `Quedan 3 plazas el ${dayMonth(fecha)}`,
        code: 'over_capacity',
        left: 3,
      });
      const visitor = await call(
        'POST',
        '/api/reservations',
        { nombre: 'Visitor', fecha, tour_id: 1, personas: 4, email: 'v@example.com' },
        '',
      );
      expect(visitor.body).toMatchObject({ code: 'over_capacity', left: 3 });
      expect(
        (
          await call(
            'POST',
            '/api/reservations',
            { nombre: 'Visitor', fecha, tour_id: 1, personas: 4, email: 'v@example.com', overbook: true },
            '',
          )
        ).status,
      ).toBe(400);
      const overbooked = await call(
        'POST',
        '/api/reservations',
        phoneBooking({ tour_id: 1, adults: 4, children: 0, fecha, overbook: true }),
      );
      expect(overbooked.status).toBe(201);
      expect(
        (await audit('reservas', overbooked.body.id)).map((row) => [
          row.action,
          row.after && JSON.parse(row.after).left,
        ]),
      ).toEqual([
        ['create', undefined],
        ['overbook', 3],
      ]);
      const full = await call('POST', '/api/reservations', phoneBooking({ tour_id: 1, adults: 1, children: 0, fecha }));
      expect(full.body).toMatchObject({
        code: 'over_capacity',
        left: 0,
        error: `No quedan plazas el ${dayMonth(fecha)}`,
      });
    },
  );

  it('BOOKING two simultaneous bookings for the last places cannot both pass', async () => {
    await setCapacity(6, 10);
    for (let round = 0; round < 4; round++) {
      const fecha = daysFromToday(210 + round);
      const answers = await Promise.all(
        Array.from({ length: 3 }, (_, n) =>
          call(
            'POST',
            '/api/reservations',
            phoneBooking({ tour_id: 6, adults: 4, children: 0, fecha, nombre: `Race ${round}-${n}` }),
          ),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'over_capacity', left: 2 });
      const booked = (
        await call<Booking[]>(
          'GET',
          `/api/reservations?filter=${encodeURIComponent(JSON.stringify({ tour_id: 6, fecha }))}&range=[0,9]`,
        )
      ).body;
      expect(booked.reduce((sum, row) => sum + row.personas, 0)).toBe(8);
    }
  });

  it(
    'DECISIONS RES-04 RES-05 Cobrado is money received less refunds by the day it came in, Por cobrar the ' +
      'balance of bookings not cancelled, per bucket',
    async () => {
      const today = daysFromToday(0);
      const all = (await call<Booking[]>('GET', '/api/reservations')).body;
      type Stats = {
        buckets: { start: string; end: string; count: number; paid: number; due: number }[];
        total: number;
        paid: number;
        due: number;
      };
      for (const filter of ['', '&estado=confirmada', '&has_balance=true', '&source=agency', '&tour_id=1']) {
        const { body } = await call<Stats>('GET', `/api/reservations/stats?period=mensual&today=${today}${filter}`);
        const chosen = all.filter(
          (row) =>
            (filter.includes('estado') ? row.estado === 'confirmada' : true) &&
            (filter.includes('has_balance') ? row.has_balance : true) &&
            (filter.includes('agency') ? row.source === 'agency' : true) &&
            (filter.includes('tour_id') ? row.tour_id === 1 : true),
        );
        const ids = new Set(chosen.map((row) => row.id));
        for (const bucket of body.buckets) {
          const inside = chosen.filter((row) => row.fecha >= bucket.start && row.fecha <= bucket.end);
          expect(bucket.count).toBe(inside.length);
          // The cash-up of the bucket's days, of the bookings the filter keeps.
          const sheet = (
            await call<{ lines: { reservation_id: number; kind: string; amount: number }[] }>(
              'GET',
              `/api/cashup?from=${bucket.start}&to=${bucket.end}`,
            )
          ).body;
          const received = sheet.lines
            .filter((line) => ids.has(line.reservation_id))
            .reduce((sum, line) => sum + Math.round((line.kind === 'refund' ? -line.amount : line.amount) * 100), 0);
          expect(Math.round(bucket.paid * 100)).toBe(received);
          expect(bucket.due).toBeCloseTo(
            inside
              .filter((row) => row.estado !== 'cancelada' && row.balance > 0)
              .reduce((sum, row) => sum + row.balance, 0),
            2,
          );
        }
        expect(body.paid).toBeCloseTo(
          body.buckets.reduce((sum, bucket) => sum + bucket.paid, 0),
          2,
        );
      }
      const month = async () =>
        (await call<Stats>('GET', `/api/reservations/stats?period=mensual&today=${today}`)).body;
      const before = await month();
      expect(before.paid).toBeGreaterThan(0);
      expect(before.due).toBeGreaterThan(0);
      // A $30 cash payment today for a trip months ahead moves this month's figure, not the trip's month.
      const ahead = all.find(
        (row) => row.fecha > before.buckets[12].end && row.estado !== 'cancelada' && row.balance >= 30,
      )!;
      const paid = await call('POST', `/api/reservations/${ahead.id}/payments`, {
        amount: 30,
        method: 'cash',
        date: today,
      });
      expect(paid.status).toBe(201);
      const after = await month();
      expect(Math.round((after.buckets[11].paid - before.buckets[11].paid) * 100)).toBe(3000);
      const tripBucket = after.buckets.findIndex((bucket) => ahead.fecha >= bucket.start && ahead.fecha <= bucket.end);
      if (tripBucket !== -1) expect(after.buckets[tripBucket].paid).toBe(before.buckets[tripBucket].paid);
    },
  );
});

describeEachDatabase('bookings and the visitors’ rate limit', (session) => {
  const { call } = api(session);

  it(
    'BOOKING SECURITY visitors are limited to 10 bookings in 10 minutes; the signed-in owner taking phone ' +
      'bookings is not',
    async () => {
      const visitor = (n: number) =>
        call(
          'POST',
          '/api/reservations',
          { nombre: `Visitor ${n}`, fecha: daysFromToday(220), tour_id: 1, personas: 1, telefono: '+1 809 555 0101' },
          '',
        );
      for (let n = 0; n < 10; n++) expect((await visitor(n)).status).toBe(201);
      expect((await visitor(10)).status).toBe(429);
      for (let n = 0; n < 12; n++)
        expect(
          (
            await call(
              'POST',
              '/api/reservations',
              phoneBooking({ fecha: daysFromToday(221), tour_id: 1, adults: 1, children: 0 }),
            )
          ).status,
        ).toBe(201);
    },
  );
});

it('BOOKING the demo month fits every tour’s places per day', async () => {
  const { demoBookings } = await import('../../src/server/seed/bookingsDemo');
  const { reservas, payments } = demoBookings('2026-11-24');
  const held = new Map<string, number>();
  for (const row of reservas.filter((entry) => entry.estado !== 'cancelada')) {
    const key = `${row.tour_id} ${row.fecha}`;
    held.set(key, (held.get(key) ?? 0) + Number(row.personas));
  }
  for (const [key, people] of held)
    expect(people, key).toBeLessThanOrEqual(Number(demoTours[Number(key.split(' ')[0]) - 1].capacity_per_day));
  expect(new Set(reservas.map((row) => row.estado))).toEqual(
    new Set(['nueva', 'pendiente', 'confirmada', 'futura', 'cancelada']),
  );
  expect(reservas.some((row) => row.has_balance)).toBe(true);
  expect(payments.some((row) => row.kind === 'refund')).toBe(true);
});

describeEachDatabase('bookings and their tour', (session) => {
  const { call } = api(session);

  it(
    'BOOKING the force delete dialog asks what it removes (the owner only); setting the tour inactive instead ' +
      'keeps it and its bookings',
    async () => {
      const all = (
        await call<Booking[]>('GET', `/api/reservations?filter=${encodeURIComponent('{"tour_id":2}')}&range=[0,999]`)
      ).body;
      expect(all.length).toBeGreaterThan(0);
      const removes = await call<{ reservations: number; paid: number }>('GET', '/api/tours/2/deletion');
      expect(removes.status).toBe(200);
      expect(removes.body.reservations).toBe(all.length);
      expect(removes.body.paid).toBeCloseTo(
        all.reduce((sum, row) => sum + row.paid, 0),
        2,
      );
      const refused = await call<{ code: string; reservations: number; paid: number }>('DELETE', '/api/tours/2');
      expect([refused.status, refused.body.code, refused.body.reservations, refused.body.paid]).toEqual([
        409,
        'has_reservations',
        removes.body.reservations,
        removes.body.paid,
      ]);
      expect((await call('GET', '/api/tours/2/deletion', undefined, session().secretary)).status).toBe(403);
      expect((await call('GET', '/api/tours/99999/deletion')).status).toBe(404);
      const tour = (await call<{ version: number }>('GET', '/api/tours/2')).body;
      expect((await call('PUT', '/api/tours/2', { ...tour, active: false })).status).toBe(200);
      expect((await call<{ active: boolean }>('GET', '/api/tours/2')).body.active).toBe(false);
      expect(
        (await call<Booking[]>('GET', `/api/reservations?filter=${encodeURIComponent('{"tour_id":2}')}&range=[0,999]`))
          .body,
      ).toHaveLength(all.length);
    },
  );

  it(
    'BOOKING deleting a tour with bookings answers has_reservations with how many and the money ' + 'paid for them',
    async () => {
      const all = (
        await call<Booking[]>('GET', `/api/reservations?filter=${encodeURIComponent('{"tour_id":4}')}&range=[0,999]`)
      ).body;
      const refused = await call<{ code: string; reservations: number; paid: number; error: string }>(
        'DELETE',
        '/api/tours/4',
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'has_reservations', reservations: all.length });
      expect(refused.body.paid).toBeCloseTo(
        all.reduce((sum, row) => sum + row.paid, 0),
        2,
      );
      expect(refused.body.paid).toBeGreaterThan(0);
      expect((await call('POST', '/api/force-delete-tour/4')).status).toBe(200);
      const left = await session()
        .server.db.kysely.selectFrom('payments')
        .select('id')
        .where(
          'reservation_id',
          'in',
          all.map((row) => row.id),
        )
        .execute();
      expect(left).toEqual([]);
    },
  );
});
