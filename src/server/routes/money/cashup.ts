import type { FastifyInstance } from 'fastify';
import { answerTyped } from '../../http/apiReference';
import type { Kysely } from 'kysely';
import { cashupQuery, cashupTotals, type Cashup, type CashupGroup, type CashupLine } from '../../../domain/cashup';
import type { StoredMethod } from '../../../domain/payments';
import type { Database } from '../../db/schema';
import { sumCents } from '../../db/cents';

/**
 * The cash-up of a day or a range: every payment and refund recorded in it (by the day it was received, not the
 * trip's), with its booking's guest and tour, and the sums per method, kind and recorder done by the database in
 * cents.
 */
export async function loadCashup(db: Kysely<Database>, from: string, to: string): Promise<Cashup> {
  const inRange = db.selectFrom('payments').where('payments.date', '>=', from).where('payments.date', '<=', to);
  const [lines, groups, sales] = await Promise.all([
    inRange
      .innerJoin('reservations', 'reservations.id', 'payments.reservation_id')
      .leftJoin('tours', 'tours.id', 'reservations.tour_id')
      .select([
        'payments.id',
        'payments.date',
        'payments.reservation_id',
        'reservations.nombre as guest',
        'tours.nombre as tour',
        'payments.method',
        'payments.kind',
        'payments.amount',
        'payments.reference',
        'payments.recorded_by',
      ])
      .orderBy('payments.date')
      .orderBy('payments.id')
      .execute(),
    inRange
      .select(['method', 'kind', 'recorded_by', (eb) => eb.fn.countAll().as('count'), sumCents('amount').as('cents')])
      .groupBy(['method', 'kind', 'recorded_by'])
      .execute(),
    voucherSales(db, from, to),
  ]);
  return {
    from,
    to,
    lines: lines
      .map((line): CashupLine => ({
        id: Number(line.id),
        date: String(line.date),
        reservation_id: Number(line.reservation_id),
        guest: String(line.guest ?? ''),
        tour: String(line.tour ?? ''),
        method: line.method as StoredMethod,
        kind: line.kind as CashupLine['kind'],
        amount: Number(line.amount),
        reference: String(line.reference ?? ''),
        recorded_by: String(line.recorded_by ?? ''),
      }))
      .concat(sales.lines),
    ...cashupTotals(
      groups
        .map((group): CashupGroup => ({
          method: group.method as StoredMethod,
          kind: group.kind as CashupGroup['kind'],
          recorded_by: String(group.recorded_by ?? ''),
          count: Number(group.count),
          cents: Number(group.cents),
        }))
        .concat(sales.groups),
    ),
  };
}

/** Issue 41: the gift vouchers sold in the range, money received by the method the buyer paid with. */
async function voucherSales(db: Kysely<Database>, from: string, to: string) {
  const sold = db.selectFrom('gift_vouchers').where('sold_on', '>=', from).where('sold_on', '<=', to);
  const [rows, sums] = await Promise.all([
    sold
      .select(['id', 'sold_on', 'buyer_name', 'sale_method', 'amount', 'code', 'sold_by'])
      .orderBy('sold_on')
      .orderBy('id')
      .execute(),
    sold
      .select(['sale_method', 'sold_by', (eb) => eb.fn.countAll().as('count'), sumCents('amount').as('cents')])
      .groupBy(['sale_method', 'sold_by'])
      .execute(),
  ]);
  return {
    lines: rows.map((row): CashupLine => ({
      id: Number(row.id),
      date: String(row.sold_on),
      reservation_id: null,
      guest: String(row.buyer_name),
      tour: '',
      method: row.sale_method as StoredMethod,
      kind: 'voucher_sale',
      amount: Number(row.amount),
      reference: String(row.code),
      recorded_by: String(row.sold_by),
    })),
    groups: sums.map((sum): CashupGroup => ({
      method: sum.sale_method as StoredMethod,
      kind: 'voucher_sale',
      recorded_by: String(sum.sold_by),
      count: Number(sum.count),
      cents: Number(sum.cents),
    })),
  };
}

export function cashupRoute(app: FastifyInstance, db: Kysely<Database>) {
  app.get(
    '/api/cashup',
    {
      config: {
        access: { resource: 'caja' },
        docs: {
          summary: 'The payments and refunds received in a range of days, with totals by method and recorder',
          querystring: cashupQuery,
          validate: false,
          answer: answerTyped('Cashup', 'src/server/routes/money/cashup.ts'),
        },
      },
    },
    async function cashup(request) {
      const { from, to } = cashupQuery.parse(request.query);
      return loadCashup(db, from, to);
    },
  );
}
