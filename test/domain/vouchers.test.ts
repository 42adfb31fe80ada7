import { describe, expect, it } from 'vitest';
import { discountCodeProblem, promoDiscount, promoRefusal } from '../../src/domain/discountCodes';
import {
  giftVoucherCode,
  normalizeVoucherCode,
  redemptionRefusal,
  voucherState,
  VOUCHER_CODE_LENGTH,
} from '../../src/domain/giftVouchers';
import { cashupTotals } from '../../src/domain/cashup';

const terms = {
  active: true,
  valid_from: '',
  valid_to: '',
  max_uses: null as number | null,
  uses: 0,
  tour_ids: [] as number[],
};

describe('promo codes', () => {
  it('MONEY a percentage is taken off the quote rounded to the cent, worked in cents', () => {
    expect(promoDiscount({ kind: 'percent', value: 15 }, 100)).toBe(15);
    expect(promoDiscount({ kind: 'percent', value: 12.5 }, 33.33)).toBe(4.17);
    expect(promoDiscount({ kind: 'percent', value: 10 }, 0.1 + 0.2)).toBe(0.03);
  });

  it('MONEY an amount never takes more than the quote: the price never goes below 0', () => {
    expect(promoDiscount({ kind: 'amount', value: 20 }, 140)).toBe(20);
    expect(promoDiscount({ kind: 'amount', value: 150 }, 140)).toBe(140);
    expect(promoDiscount({ kind: 'percent', value: 100 }, 85.55)).toBe(85.55);
    expect(promoDiscount({ kind: 'amount', value: 5 }, 0)).toBe(0);
  });

  it('BOOKING a code applies on its days, while it has uses left, to its tours (none named: every tour)', () => {
    const day = '2026-06-15';
    expect(promoRefusal(terms, 7, day)).toBeNull();
    expect(promoRefusal(undefined, 7, day)).toBe('unknown');
    expect(promoRefusal({ ...terms, active: false }, 7, day)).toBe('inactive');
    expect(promoRefusal({ ...terms, valid_from: '2026-06-16' }, 7, day)).toBe('not_yet');
    expect(promoRefusal({ ...terms, valid_from: day, valid_to: day }, 7, day)).toBeNull();
    expect(promoRefusal({ ...terms, valid_to: '2026-06-14' }, 7, day)).toBe('expired');
    expect(promoRefusal({ ...terms, max_uses: 3, uses: 2 }, 7, day)).toBeNull();
    expect(promoRefusal({ ...terms, max_uses: 3, uses: 3 }, 7, day)).toBe('used_up');
    expect(promoRefusal({ ...terms, tour_ids: [7, 9] }, 9, day)).toBeNull();
    expect(promoRefusal({ ...terms, tour_ids: [7] }, 8, day)).toBe('other_tour');
    expect(promoRefusal({ ...terms, tour_ids: [7] }, null, day)).toBe('other_tour');
  });

  it('MONEY a percentage above 100 and dates out of order are refused under their field', () => {
    expect(discountCodeProblem({ kind: 'percent', value: 101 })).toEqual({
      field: 'value',
      message: 'ep.vouchers.percentTooLarge',
    });
    expect(discountCodeProblem({ kind: 'amount', value: 101 })).toBeNull();
    expect(discountCodeProblem({ valid_from: '2026-02-01', valid_to: '2026-01-31' })?.field).toBe('valid_to');
  });
});

describe('gift vouchers', () => {
  it('MONEY a code is 16 symbols of an alphabet without look-alikes, from the random bytes given', () => {
    const bytes = Uint8Array.from({ length: 24 }, (_, index) => index * 10);
    const code = giftVoucherCode(bytes)!;
    expect(code).toMatch(/^EPV(-[A-HJKMNP-Z2-9]{4}){4}$/);
    expect(code.replace(/^EPV|-/g, '')).toHaveLength(VOUCHER_CODE_LENGTH);
    // Bytes that would bias the alphabet are dropped; too few usable ones answer null (the server draws again).
    expect(giftVoucherCode(Uint8Array.from({ length: 24 }, () => 250))).toBeNull();
  });

  it('MONEY a typed code is read as stored whatever its case, spaces and dashes', () => {
    expect(normalizeVoucherCode('epv 7kqm x3pa 92hd rtw4')).toBe('EPV-7KQM-X3PA-92HD-RTW4');
    expect(normalizeVoucherCode('7KQMX3PA92HDRTW4')).toBe('EPV-7KQM-X3PA-92HD-RTW4');
    expect(normalizeVoucherCode(' short ')).toBe('short');
  });

  it('MONEY a voucher is active until used up, expired after its last day, or void', () => {
    const voucher = { status: 'active' as const, balance: 20, expires_on: '2026-12-31' };
    expect(voucherState(voucher, '2026-12-31')).toBe('active');
    expect(voucherState(voucher, '2027-01-01')).toBe('expired');
    expect(voucherState({ ...voucher, balance: 0 }, '2026-01-01')).toBe('used_up');
    expect(voucherState({ ...voucher, status: 'void' }, '2026-01-01')).toBe('void');
  });

  it('MONEY a redemption takes at most the balance, compared in cents', () => {
    const voucher = { status: 'active' as const, balance: 0.3, expires_on: '2026-12-31' };
    expect(redemptionRefusal(voucher, 0.1 + 0.2, '2026-06-01')).toBeNull();
    expect(redemptionRefusal(voucher, 0.31, '2026-06-01')).toBe('ep.vouchers.redeem.overBalance');
    expect(redemptionRefusal(undefined, 1, '2026-06-01')).toBe('ep.vouchers.redeem.unknown');
    expect(redemptionRefusal({ ...voucher, balance: 0 }, 1, '2026-06-01')).toBe('ep.vouchers.redeem.used_up');
  });

  it('MONEY Caja counts a voucher’s sale by its method and not its redemption, which was no money that day', () => {
    const sheet = cashupTotals([
      { method: 'cash', kind: 'voucher_sale', recorded_by: 'dueno', count: 1, cents: 5000 },
      { method: 'voucher', kind: 'payment', recorded_by: 'dueno', count: 1, cents: 3000 },
      { method: 'cash', kind: 'payment', recorded_by: 'dueno', count: 1, cents: 1000 },
    ]);
    expect(sheet.total).toEqual({ payments: 60, refunds: 0, net: 60, count: 2 });
    expect(sheet.cash_to_hand_over).toBe(60);
    expect(sheet.by_method.map((row) => row.method)).not.toContain('voucher');
  });
});
