import type { Identifier } from 'react-admin';
import type { Payment, PaymentInput } from '../../domain/payments';
import { httpClient } from './httpClient';

/** The bookings calls that are not CRUD. */
export interface BookingsMethods {
  /** POST /api/reservations/{id}/payments: one payment or refund of the booking. */
  recordPayment(reservationId: Identifier, payment: PaymentInput): Promise<{ data: Payment }>;
}

export const bookingsMethods: BookingsMethods = {
  recordPayment: async (reservationId, payment) => ({
    data: (
      await httpClient<Payment>(`/api/reservations/${encodeURIComponent(String(reservationId))}/payments`, {
        method: 'POST',
        body: JSON.stringify(payment),
      })
    ).json,
  }),
};
