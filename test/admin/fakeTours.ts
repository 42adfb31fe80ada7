import type { DataProvider, Identifier } from 'react-admin';
import { periodBuckets } from '../../src/domain/bookingPeriods';
import type { Booking } from '../../src/domain/bookings';
import { bookingMoney, cents, type Payment, type PaymentInput } from '../../src/domain/payments';
import type { BookingStatsParams, ToursMethods } from '../../src/admin/providers/toursMethods';
import type { BookingsMethods, PesoPaymentInput } from '../../src/admin/providers/bookingsMethods';
import { dopToUsd } from '../../src/domain/pesos';
import type { Tour } from '../../src/domain/tours';
import { cancellationRefund } from '../../src/domain/cancellation';
import { today as businessDay } from '../../src/domain/common';

/**
 * The tours and bookings calls of the real provider (src/admin/providers), over the fake data, with the server's rules.
 */
export function fakeToursMethods(base: DataProvider): ToursMethods & BookingsMethods {
  const bookingsOf = async (filter: Record<string, unknown>) =>
    (
      await base.getList<Booking>('reservas', {
        pagination: { page: 1, perPage: 10_000 },
        sort: { field: 'id', order: 'ASC' },
        filter,
      })
    ).data;
  // The day's DOP rates, as the server keeps them (the last entered for the day wins).
  const rates = new Map<string, number>();
  const methods: ToursMethods & BookingsMethods = {
    getDayRate: async (date: string) => ({ data: { date, rate: rates.get(date) ?? null } }),
    tourRemovals: async (id: Identifier) => {
      const reservations = await bookingsOf({ tour_id: id });
      return {
        data: { reservations: reservations.length, paid: cents(reservations.reduce((sum, row) => sum + row.paid, 0)) },
      };
    },
    forceDeleteTour: async (id: Identifier) => {
      const reservations = await bookingsOf({ tour_id: id });
      await base.deleteMany('reservas', { ids: reservations.map((row) => row.id) });
      await base.delete('tours', { id });
      return { data: { id, deleted_reservations: reservations.length } };
    },
    bookingStats: async ({ period, today, estado, has_balance }: BookingStatsParams) => {
      const rows = await bookingsOf({
        ...(estado ? { estado } : {}),
        ...(has_balance ? { has_balance: true } : {}),
      });
      const kept = new Set(rows.map((row) => Number(row.id)));
      const { data: entries } = await base.getList<Payment>('payments', {
        pagination: { page: 1, perPage: 10_000 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      // DECISIONS "RES-04 again": received by the day it came in, of the bookings the filters keep.
      const received = entries.filter((entry) => kept.has(Number(entry.reservation_id)));
      const buckets = periodBuckets(period, today).map((bucket) => {
        const inside = rows.filter((row) => row.fecha >= bucket.start && row.fecha <= bucket.end);
        const came = received.filter((entry) => entry.date >= bucket.start && entry.date <= bucket.end);
        const sum = (values: number[]) => cents(values.reduce((total, value) => total + value, 0));
        return {
          ...bucket,
          count: inside.length,
          people: inside.reduce((sum, row) => sum + row.personas, 0),
          paid: sum(came.map((entry) => (entry.kind === 'refund' ? -entry.amount : entry.amount))),
          due: sum(inside.filter((row) => row.estado !== 'cancelada' && row.balance > 0).map((row) => row.balance)),
        };
      });
      const total = (key: 'count' | 'paid' | 'due') => buckets.reduce((sum, bucket) => sum + bucket[key], 0);
      return { data: { period, buckets, total: total('count'), paid: cents(total('paid')), due: cents(total('due')) } };
    },
    cancellationPreview: async (bookingId: Identifier) => {
      const { data: booking } = await base.getOne<Booking>('reservas', { id: Number(bookingId) });
      const { data: tour } = await base.getOne<Tour>('tours', { id: booking.tour_id ?? 0 });
      const policy = {
        free_cancel_hours: tour.free_cancel_hours ?? 24,
        late_cancel_refund_percent: tour.late_cancel_refund_percent ?? 0,
      };
      return {
        data: { ...policy, ...cancellationRefund(booking, policy), paid: booking.paid, estado: booking.estado },
      };
    },
    cancelBooking: async (bookingId: Identifier, { refund_method }) => {
      const { data: preview } = await methods.cancellationPreview(bookingId);
      const { data: booking } = await base.getOne<Booking>('reservas', { id: Number(bookingId) });
      await base.update('reservas', {
        id: Number(bookingId),
        previousData: booking,
        data: { ...booking, estado: 'cancelada', balance: 0, has_balance: false },
      });
      const refund =
        refund_method && preview.refund > 0
          ? (
              await methods.recordPayment(bookingId, {
                amount: preview.refund,
                method: refund_method,
                kind: 'refund',
                date: businessDay(),
                reference: '',
              })
            ).data
          : null;
      return { data: { refund } };
    },
    recordPayment: async (bookingId: Identifier, sent: PaymentInput | PesoPaymentInput) => {
      const payment =
        'currency' in sent
          ? { ...sent, amount: dopToUsd(sent.amount_dop, sent.rate) }
          : { ...sent, currency: 'USD', amount_dop: null, rate: null };
      if ('currency' in sent) rates.set(sent.date, sent.rate);
      const { data } = await base.create<Payment>('payments', {
        data: { ...payment, reservation_id: Number(bookingId), recorded_by: 'dueno', version: 1 },
      });
      const { data: entries } = await base.getList<Payment>('payments', {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'id', order: 'ASC' },
        filter: { reservation_id: Number(bookingId) },
      });
      const { data: booking } = await base.getOne<Booking>('reservas', { id: Number(bookingId) });
      await base.update('reservas', {
        id: Number(bookingId),
        previousData: booking,
        data: { ...booking, ...bookingMoney(booking.price_total, booking.estado === 'cancelada', entries) },
      });
      return { data };
    },
  };
  return methods;
}
