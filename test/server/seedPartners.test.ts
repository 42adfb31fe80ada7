import { expect, it } from 'vitest';
import { demoData } from '../../src/server/seed/demoData';
import { today } from '../../src/domain/common';
import { toCents } from '../../src/domain/money';
import { discountCodesResource, promoRefusal } from '../../src/domain/discountCodes';
import { voucherState } from '../../src/domain/giftVouchers';
import { netRateCents, percentOfCents } from '../../src/domain/partnerTerms';
import { partnersResource, type Partner } from '../../src/domain/partners';
import type { PartnerStatement } from '../../src/domain/partnerStatement';
import { describeEachDatabase } from './support/testServer';
import { daysFromToday } from '../days';

const demo = demoData();
const numbered = <T>(rows: T[]) => rows.map((row, index) => ({ ...row, id: index + 1 }));
const partners = numbered(demo.partners.map((partner) => partnersResource.schema.parse(partner)));
const bookings = numbered(demo.reservas);
const bookingsOf = (id: number) => bookings.filter((booking) => booking.partner_id === id);

it(
  'PARTNER the demo has a hotel on a percentage and a cruise desk on net rates, each with a few bookings at ' +
    'its terms',
  () => {
    const [hotel, desk] = partners;
    expect([hotel.kind, hotel.commission_kind, hotel.settle_mode]).toEqual(['hotel', 'percent', 'we_collect']);
    expect([desk.kind, desk.commission_kind, desk.settle_mode]).toEqual(['cruise_desk', 'net', 'they_collect']);
    for (const partner of partners) expect(bookingsOf(partner.id).length, partner.name).toBeGreaterThanOrEqual(2);
    for (const booking of bookingsOf(hotel.id)) {
      expect(booking.partner_commission_cents).toBe(
        percentOfCents(toCents(Number(booking.price_total)), hotel.commission_percent),
      );
      expect(booking.partner_settle).toBe('we_collect');
      expect(booking.price_override).toBe(false);
    }
    for (const booking of bookingsOf(desk.id)) {
      expect(toCents(Number(booking.price_total))).toBe(
        netRateCents(desk, Number(booking.tour_id))! * Number(booking.personas),
      );
      expect([booking.partner_commission_cents, booking.partner_settle]).toEqual([0, 'they_collect']);
    }
  },
);

it(
  'MONEY the demo has a promo code in use today and a gift voucher partly spent on a booking that ' + 'owes the rest',
  () => {
    const code = discountCodesResource.schema.parse(demo['discount-codes'][0]);
    expect(promoRefusal(code, 1, today())).toBeNull();
    const [voucher] = demo['gift-vouchers'];
    const spent = demo.payments.filter((payment) => payment.voucher_id === 1);
    expect(spent).toHaveLength(1);
    expect(spent[0]).toMatchObject({ method: 'voucher', reference: voucher.code, kind: 'payment' });
    expect(toCents(voucher.balance!)).toBe(toCents(voucher.amount) - toCents(spent[0].amount));
    expect(voucher.balance).toBeGreaterThan(0);
    expect(voucherState({ status: 'active', balance: voucher.balance!, expires_on: voucher.expires_on }, today())).toBe(
      'active',
    );
    const paid = bookings[spent[0].reservation_id - 1];
    expect(paid.fecha > today()).toBe(true);
    expect(toCents(paid.balance!)).toBe(toCents(Number(paid.price_total)) - toCents(spent[0].amount));
  },
);

describeEachDatabase('the demo’s partners, promo code and voucher once seeded', (session) => {
  const owner = <T>(path: string) => session().server.call<T>('GET', path, { cookie: session().owner });

  it('PARTNER `npm start` shows the two partners and a statement of the month with the hotel’s bookings', async () => {
    const listed = await owner<Partner[]>('/api/partners');
    expect(listed.body.map(({ name }) => name)).toEqual(expect.arrayContaining(partners.map(({ name }) => name)));
    const [hotel] = partners;
    const statement = await owner<PartnerStatement>(
      `/api/partners/${hotel.id}/statement?from=${daysFromToday(-15)}&to=${daysFromToday(30)}`,
    );
    expect(statement.status).toBe(200);
    expect(statement.body.bookings.length).toBeGreaterThan(0);
    expect(statement.body.totals.commission_cents).toBeGreaterThan(0);
  });

  it('MONEY `npm start` shows the promo code and what is left on the gift voucher', async () => {
    const [code] = demo['discount-codes'];
    const codes = await owner<{ code: string; active: boolean }[]>('/api/discount-codes');
    expect(codes.body).toEqual(expect.arrayContaining([expect.objectContaining({ code: code.code, active: true })]));
    const [voucher] = demo['gift-vouchers'];
    const found = await owner<{ balance: number }>(
      `/api/gift-vouchers/lookup?code=${encodeURIComponent(voucher.code)}`,
    );
    expect([found.status, found.body.balance]).toEqual([200, voucher.balance]);
  });
});
