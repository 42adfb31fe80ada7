/**
 * Issue 41's demo of who sends the guests and what they pay with: a hotel's concierge desk on a percentage (we
 * collect, we owe it its commission) and a cruise excursion desk on net rates (it collects, it owes us the net),
 * whose bookings are the demo bookings naming them as their source (bookingsDemo.ts); the season's promo code; a
 * gift voucher sold a few weeks ago and partly spent on a booking. Ids are the rows' positions, which seeding in
 * order gives (the partners are seeded before the bookings that name them).
 */
import type { SeedOf } from '../../domain/resource';
import { partnersResource } from '../../domain/partners';
import type { discountCodesResource } from '../../domain/discountCodes';
import type { giftVouchersResource } from '../../domain/giftVouchers';
import type { PartnerTerms } from '../../domain/partnerTerms';
import { bookingMoney, VOUCHER_METHOD, type paymentsResource } from '../../domain/payments';
import type { bookingsResource } from '../../domain/bookings';
import { fromCents, toCents } from '../../domain/money';

type BookingSeed = SeedOf<typeof bookingsResource>;
type PaymentSeed = SeedOf<typeof paymentsResource>;

const DAY_MS = 86_400_000;
const shift = (anchor: string, days: number) =>
  new Date(new Date(`${anchor}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

export const demoPartners: SeedOf<typeof partnersResource>[] = [
  {
    name: 'Iberostar Costa Dorada',
    kind: 'hotel',
    contact: 'Marisol Peralta (conserjería)',
    phone: '+1 809 555 0161',
    whatsapp: '+1 809 555 0161',
    email: 'concierge@example.com',
    referral_code: 'iberostar-costa-dorada',
    commission_kind: 'percent',
    commission_percent: 10,
    settle_mode: 'we_collect',
    agents: [
      { name: 'Marisol Peralta', phone: '+1 809 555 0161' },
      { name: 'Kelvin Reyes', phone: '' },
    ],
    notes: 'Liquidamos a fin de mes por transferencia.',
  },
  {
    name: 'Cruise Excursions Ltd',
    kind: 'cruise_desk',
    contact: 'Desk at the Amber Cove pier',
    whatsapp: '+1 829 555 0133',
    email: 'desk@example.com',
    referral_code: 'cruise-excursions',
    commission_kind: 'net',
    // The port tours (bookingsDemo.ts PORT_TOURS) at a net price per person; the desk sells them on at its own.
    net_rates: [
      { tour_id: 9, net_price: 70 },
      { tour_id: 1, net_price: 62 },
      { tour_id: 4, net_price: 105 },
      { tour_id: 5, net_price: 40 },
      { tour_id: 3, net_price: 48 },
    ],
    settle_mode: 'they_collect',
    agents: [{ name: 'Amber Cove desk', phone: '' }],
  },
];

/** The names the demo bookings give as their source (bookingsDemo.ts HOTELS and AGENCIES hold them too). */
export const [DEMO_HOTEL, DEMO_DESK] = demoPartners.map(({ name }) => name);

/** The terms and desk a demo booking is made with, by the hotel or agency it names as its source; null for none. */
export function demoPartnerOf(sourceName: string): { terms: PartnerTerms; agent: string } | null {
  const index = demoPartners.findIndex(({ name }) => name === sourceName);
  if (index < 0) return null;
  const partner = partnersResource.schema.parse(demoPartners[index]);
  return {
    terms: { ...partner, id: index + 1 },
    agent: partner.agents[0]?.name ?? '',
  };
}

/** The season's code: 10 % off any tour, from a month before the seeding day to three months after it. */
export const demoPromoCodes = (anchor: string): SeedOf<typeof discountCodesResource>[] => [
  {
    code: 'CARIBE10',
    kind: 'percent',
    value: 10,
    valid_from: shift(anchor, -30),
    valid_to: shift(anchor, 90),
    max_uses: 200,
  },
];

const VOUCHER = { code: 'EPV-PPTA-2QRK-8MNV-HK4S', amount: 150, spent: 60 };

/**
 * A $150 voucher sold in cash three weeks before the seeding day, $60 of it redeemed two days before it on the
 * first upcoming unpaid booking that owes that much (a `voucher` payment naming it, as staff record one); the
 * booking's money follows.
 */
export function withDemoVoucher(
  { reservas, payments }: { reservas: BookingSeed[]; payments: PaymentSeed[] },
  anchor: string,
) {
  const index = reservas.findIndex(
    (booking, at) =>
      booking.fecha > anchor &&
      booking.estado !== 'cancelada' &&
      Number(booking.price_total) >= VOUCHER.spent &&
      !payments.some((payment) => payment.reservation_id === at + 1),
  );
  const redeemed = index >= 0;
  const payment = {
    reservation_id: index + 1,
    amount: VOUCHER.spent,
    date: shift(anchor, -2),
    method: VOUCHER_METHOD,
    reference: VOUCHER.code,
    kind: 'payment' as const,
    recorded_by: 'dueno',
    voucher_id: 1,
  } satisfies PaymentSeed;
  const booking = reservas[index];
  return {
    reservas: redeemed
      ? reservas.map((row, at) =>
          at === index ? { ...row, ...bookingMoney(Number(booking.price_total), false, [payment]) } : row,
        )
      : reservas,
    payments: redeemed ? [...payments, payment] : payments,
    vouchers: [
      {
        code: VOUCHER.code,
        amount: VOUCHER.amount,
        balance: fromCents(toCents(VOUCHER.amount) - (redeemed ? toCents(VOUCHER.spent) : 0)),
        buyer_name: 'Rosa Almonte',
        buyer_email: 'rosa@example.com',
        recipient: 'Para Ana y Luis, por su aniversario',
        expires_on: shift(anchor, 345),
        sold_on: shift(anchor, -21),
        sale_method: 'cash',
        sold_by: 'dueno',
      },
    ] satisfies SeedOf<typeof giftVouchersResource>[],
  };
}
