import type { Identifier } from 'react-admin';
import type { Payment } from '../../domain/payments';
import type { VoucherStatus } from '../../domain/giftVouchers';
import { httpClient } from './httpClient';

/** What the payment panel shows of a voucher typed in (GET /api/gift-vouchers/lookup). */
export interface VoucherBalance {
  code: string;
  balance: number;
  amount: number;
  expires_on: string;
  status: VoucherStatus;
  recipient: string;
}

/** Issue 41's gift voucher calls that are not CRUD. */
export interface VoucherMethods {
  lookUpVoucher(code: string): Promise<{ data: VoucherBalance }>;
  /** POST /api/reservations/{id}/voucher-redemptions: part or all of the booking paid from the voucher. */
  redeemVoucher(
    bookingId: Identifier,
    redemption: { code: string; amount: number; date: string },
  ): Promise<{ data: { payment: Payment; voucher: { code: string; balance: number } } }>;
}

export const voucherMethods: VoucherMethods = {
  lookUpVoucher: async (code) => ({
    data: (await httpClient<VoucherBalance>(`/api/gift-vouchers/lookup?code=${encodeURIComponent(code)}`)).json,
  }),
  redeemVoucher: async (bookingId, redemption) => ({
    data: (
      await httpClient<{ payment: Payment; voucher: { code: string; balance: number } }>(
        `/api/reservations/${encodeURIComponent(String(bookingId))}/voucher-redemptions`,
        { method: 'POST', body: JSON.stringify(redemption) },
      )
    ).json,
  }),
};
