import type { Identifier } from 'react-admin';
import type { Payment, PaymentInput } from '../../domain/payments';
import type { PaymentMethod } from '../../domain/payments';
import type { CancellationRefund, CancelPolicy } from '../../domain/cancellation';
import { httpClient } from './httpClient';

/** A payment taken in pesos, as the dialog sends it (the server works out its USD). */
export interface PesoPaymentInput extends Omit<PaymentInput, 'amount'> {
  currency: 'DOP';
  amount_dop: number;
  rate: number;
}

/** What cancelling now gives back by the tour's policy (GET /api/reservations/{id}/cancellation). */
export type CancellationPreview = CancellationRefund & CancelPolicy & { paid: number; estado: string };

/** The bookings calls that are not CRUD. */
export interface BookingsMethods {
  /** POST /api/reservations/{id}/payments: one payment or refund of the booking. */
  recordPayment(bookingId: Identifier, payment: PaymentInput | PesoPaymentInput): Promise<{ data: Payment }>;
  /** GET /api/exchange-rates/{date}: the day's DOP rate as last entered, or null. */
  getDayRate(date: string): Promise<{ data: { date: string; rate: number | null } }>;
  cancellationPreview(bookingId: Identifier): Promise<{ data: CancellationPreview }>;
  /** POST /api/reservations/{id}/cancel: cancels, and refunds the policy's amount when a method is named. */
  cancelBooking(
    bookingId: Identifier,
    params: { refund_method?: PaymentMethod; version?: number },
  ): Promise<{ data: { refund: Payment | null } }>;
}

const bookingPath = (id: Identifier, tail: string) => `/api/reservations/${encodeURIComponent(String(id))}/${tail}`;

export const bookingsMethods: BookingsMethods = {
  getDayRate: async (date) => ({
    data: (await httpClient<{ date: string; rate: number | null }>(`/api/exchange-rates/${encodeURIComponent(date)}`))
      .json,
  }),
  cancellationPreview: async (bookingId) => ({
    data: (await httpClient<CancellationPreview>(bookingPath(bookingId, 'cancellation'))).json,
  }),
  cancelBooking: async (bookingId, params) => ({
    data: (
      await httpClient<{ refund: Payment | null }>(bookingPath(bookingId, 'cancel'), {
        method: 'POST',
        body: JSON.stringify(params),
      })
    ).json,
  }),
  recordPayment: async (bookingId, payment) => ({
    data: (
      await httpClient<Payment>(`/api/reservations/${encodeURIComponent(String(bookingId))}/payments`, {
        method: 'POST',
        body: JSON.stringify(payment),
      })
    ).json,
  }),
};
