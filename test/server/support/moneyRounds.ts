import { expect } from 'vitest';
import { daysFromToday } from '../../days';

interface PaymentRow {
  id: number;
  amount: number;
  kind: 'payment' | 'refund';
}

/** What the money tests read of an answer: a booking, a payment or an error. */
export interface MoneyAnswer {
  id: number;
  price_total: number;
  paid: number;
  refunded: number;
  balance: number;
  has_balance: boolean;
  payments: PaymentRow[];
  code?: string;
  error?: string;
  fields?: Record<string, string>;
}

/** One signed-in owner's call to one server instance. */
export type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: MoneyAnswer }>;

const today = daysFromToday(0);
const payment = (amount: number, kind: 'payment' | 'refund' = 'payment') => ({
  amount,
  kind,
  date: today,
  method: 'cash',
});

/** A tour of its own, $100 for up to 4 and no daily limit, so rounds never meet over_capacity. */
export async function moneyTour(call: Call): Promise<number> {
  const slug = `money-${Math.random().toString(36).slice(2, 10)}`;
  const created = await call('POST', '/api/tours', {
    nombre: `Money ${slug}`,
    slug,
    precio: 100,
    duracion: '2 hours',
    capacidad: '1-12 people',
    descripcion: 'A tour the money tests book.',
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** A $100 phone booking of the tour, one adult. */
export async function moneyBooking(call: Call, tourId: number, day = 300): Promise<number> {
  const created = await call('POST', '/api/reservations', {
    nombre: 'Ada Lovelace',
    fecha: daysFromToday(day),
    tour_id: tourId,
    adults: 1,
    children: 0,
    telefono: '+1 809 555 0100',
    source: 'phone',
    estado: 'confirmada',
  });
  expect(created.status).toBe(201);
  expect(created.body.price_total).toBe(100);
  return created.body.id;
}

/**
 * The booking's money as stored equals its payment rows: paid = Σ payments − Σ refunds, never below 0; refunded
 * = Σ refunds; balance = price − paid. Answers the figures.
 */
export async function expectMoneyMatchesRows(call: Call, bookingId: number) {
  const { body } = await call('GET', `/api/reservations/${bookingId}`);
  const rows = body.payments;
  const cents = (kind: PaymentRow['kind']) =>
    rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
  const paid = (cents('payment') - cents('refund')) / 100;
  expect(paid).toBeGreaterThanOrEqual(0);
  expect({ paid: body.paid, refunded: body.refunded, balance: body.balance }).toEqual({
    paid,
    refunded: cents('refund') / 100,
    balance: (Math.round(body.price_total * 100) - Math.round(paid * 100)) / 100,
  });
  expect(body.has_balance).toBe(body.balance > 0);
  return { paid: body.paid, refunded: body.refunded, rows };
}

/** `count` requests at once, spread over the instances in turn. */
const atOnce = (calls: Call[], count: number, request: (call: Call, index: number) => ReturnType<Call>) =>
  Promise.all(Array.from({ length: count }, (_, index) => request(calls[index % calls.length], index)));

/** 10 simultaneous $10 payments leave paid at exactly $100, round after round. */
export async function paymentRounds(calls: Call[], tourId: number, rounds: number) {
  for (let round = 0; round < rounds; round += 1) {
    const id = await moneyBooking(calls[0], tourId, 300 + round);
    const answers = await atOnce(calls, 10, (call) => call('POST', `/api/reservations/${id}/payments`, payment(10)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(await expectMoneyMatchesRows(calls[round % calls.length], id)).toMatchObject({ paid: 100, refunded: 0 });
  }
}

/**
 * 10 simultaneous refunds of a $100 payment: exactly what fits is accepted (one of $100, or four of $25 and so
 * on), every other answers 409 `refund_too_large` with its message; the money matches the rows after each round.
 */
export async function refundRounds(calls: Call[], tourId: number, rounds: number) {
  const sizes = [100, 25, 30, 60];
  for (let round = 0; round < rounds; round += 1) {
    const size = sizes[round % sizes.length];
    const id = await moneyBooking(calls[0], tourId, 320 + round);
    expect((await calls[0]('POST', `/api/reservations/${id}/payments`, payment(100))).status).toBe(201);
    const answers = await atOnce(calls, 10, (call) =>
      call('POST', `/api/reservations/${id}/payments`, payment(size, 'refund')),
    );
    const accepted = answers.filter((answer) => answer.status === 201).length;
    expect(accepted).toBe(Math.floor(100 / size));
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'refund_too_large' });
      expect(refused.body.error).toMatch(
        /^No se puede reembolsar más de lo pagado: quedan US\$\d+\.\d\d por reembolsar$/,
      );
    }
    const money = await expectMoneyMatchesRows(calls[round % calls.length], id);
    expect(money).toMatchObject({ paid: 100 - accepted * size, refunded: accepted * size });
  }
}

/**
 * Payments, refunds and deletes of one booking at once, in every order the instances happen to run them: after
 * each round paid never went below 0 and the totals are the rows'.
 */
export async function mixedRounds(calls: Call[], tourId: number, rounds: number) {
  const id = await moneyBooking(calls[0], tourId, 340);
  for (let round = 0; round < rounds; round += 1) {
    const { rows } = await expectMoneyMatchesRows(calls[0], id);
    const deletable = rows.map((row) => row.id);
    await atOnce(calls, 8, (call, index) => {
      if (index % 4 === 0) return call('POST', `/api/reservations/${id}/payments`, payment(20));
      if (index % 4 === 1) return call('POST', `/api/reservations/${id}/payments`, payment(15, 'refund'));
      const target = deletable[(index + round) % Math.max(1, deletable.length)];
      return target === undefined
        ? call('POST', `/api/reservations/${id}/payments`, payment(5))
        : call('DELETE', `/api/payments/${target}`);
    });
    await expectMoneyMatchesRows(calls[round % calls.length], id);
  }
}
