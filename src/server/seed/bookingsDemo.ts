/**
 * A year of bookings around Puerto Plata with their payments, for demoData(): deterministic for a given day
 * (a seeded sequence). Eleven months before it keep the bookings chart full; the month around it looks like
 * the business's real one: cruise days busy with port pickups, hotel and WhatsApp bookings between them, some
 * paid in full, some with only a deposit, new ones unpaid, a few cancelled (refunded or not). Places per tour and
 * day are never exceeded. Tour ids are the demo tours' positions and booking ids the rows' positions, which
 * seeding in order gives them.
 */
import type { SeedOf } from '../../domain/resource';
import { bookingMoney, cents, type paymentsResource, type PaymentMethod } from '../../domain/payments';
import type { BookingSource, PickupKind, BookingState, bookingsResource } from '../../domain/bookings';
import { capacityLimit, quoteBooking } from '../../domain/tourPricing';
import { bookingPartnerOf, partnerQuoteCents } from '../../domain/partnerTerms';
import { fromCents, toCents } from '../../domain/money';
import { demoTours } from './toursData';
import { DEMO_DESK, DEMO_HOTEL, demoPartnerOf } from './partnersDemo';

type BookingSeed = SeedOf<typeof bookingsResource>;
type PaymentSeed = SeedOf<typeof paymentsResource>;

const GUESTS: [string, 'es' | 'en', string][] = [
  ['Laura Méndez', 'es', '+1 809 555 0142'],
  ['John Carter', 'en', '+1 305 555 0199'],
  ['Pierre Dubois', 'en', '+33 6 12 34 56 78'],
  ['Anna Schmidt', 'en', '+49 151 2345 6789'],
  ['Carlos Rodríguez', 'es', '+1 829 555 0117'],
  ['Emily Johnson', 'en', '+1 617 555 0163'],
  ['Marco Rossi', 'en', '+39 347 123 4567'],
  ['Sofía Herrera', 'es', '+1 849 555 0188'],
  ['Liam O’Brien', 'en', '+353 87 123 4567'],
  ['Yuki Tanaka', 'en', '+81 90 1234 5678'],
  ['Hans Müller', 'en', '+49 170 555 0123'],
  ['María Peña', 'es', '+1 809 555 0175'],
  ['Olivia Brown', 'en', '+1 212 555 0134'],
  ['Diego Fernández', 'es', '+34 612 345 678'],
];
const HOTELS = [
  'Iberostar Costa Dorada',
  'Senator Puerto Plata',
  'Casa Colonial',
  'Sosúa Bay Resort',
  'Cabarete Beach Hotel',
];
const AGENCIES = ['Caribe Tours DR', 'Amber Travel', 'Cruise Excursions Ltd'];
const PORTS = ['Amber Cove', 'Taino Bay'];
/**
 * Tours cruise passengers take on a port day: the shore excursion, the falls, the catamaran, the city, the cable car.
 */
const PORT_TOURS = [9, 1, 4, 5, 3];
/** Ships call at Amber Cove and Taino Bay on Tuesdays, Wednesdays and Saturdays (getUTCDay). */
const CRUISE_DAYS = new Set([2, 3, 6]);
const METHODS: PaymentMethod[] = ['cash', 'cash', 'card', 'card', 'transfer', 'paypal'];

const DAY_MS = 86_400_000;

/** mulberry32: a small seeded generator, so the same day always seeds the same rows. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

const emailOf = (name: string) =>
  `${name
    .split(' ')[0]
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}@example.com`;

interface Draft {
  offset: number;
  tourId: number;
  adults: number;
  children: number;
  estado: BookingState;
  guest: (typeof GUESTS)[number];
  source: BookingSource;
  sourceName: string;
  pickup: [PickupKind | '', string, string];
  notas: string;
}

export function demoBookings(anchor: string): { reservas: BookingSeed[]; payments: PaymentSeed[] } {
  const next = sequence(20_261_122);
  const start = new Date(`${anchor}T00:00:00Z`).getTime();
  const dateOf = (offset: number) => new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
  const held = new Map<string, number>();
  const reservas: BookingSeed[] = [];
  const payments: PaymentSeed[] = [];

  const add = (draft: Draft) => {
    const tour = demoTours[draft.tourId - 1];
    const fecha = dateOf(draft.offset);
    const key = `${draft.tourId} ${fecha}`;
    const left = (tour.capacity_per_day == null ? Infinity : Number(tour.capacity_per_day)) - (held.get(key) ?? 0);
    const people = draft.adults + draft.children;
    if (draft.estado !== 'cancelada' && people > left) return;
    if (draft.estado !== 'cancelada') held.set(key, (held.get(key) ?? 0) + people);
    const prices = {
      precio: Number(tour.precio),
      extra_price_per_person: Number(tour.extra_price_per_person ?? 15),
      child_price: tour.child_price == null ? null : Number(tour.child_price),
    };
    const quote = quoteBooking(prices, draft.adults, draft.children);
    // A demo partner's booking is made at its terms, as staff would make it (partnersDemo.ts); other agencies
    // get the owner's agency rate.
    const partner = demoPartnerOf(draft.sourceName);
    const agencyRate = draft.source === 'agency' && !partner;
    const channel = 'staff';
    const price_total = partner
      ? fromCents(
          partnerQuoteCents(partner.terms, {
            tourId: draft.tourId,
            people,
            quoteCents: toCents(quote),
            channel,
          }),
        )
      : agencyRate
        ? cents(quote * 0.9)
        : quote;
    const id = reservas.length + 1;
    const own = planPayments(draft, fecha, price_total).map((entry) => ({ ...entry, reservation_id: id }));
    payments.push(...own);
    const [name, language, telefono] = draft.guest;
    reservas.push({
      nombre: name,
      fecha,
      tour_id: draft.tourId,
      personas: people,
      adults: draft.adults,
      children: draft.children,
      estado: draft.estado,
      email: emailOf(name),
      telefono,
      notas: draft.notas,
      language,
      pickup_kind: draft.pickup[0],
      pickup_place: draft.pickup[1],
      pickup_time: draft.pickup[2],
      source: draft.source,
      source_name: draft.sourceName,
      price_total,
      price_override: agencyRate,
      price_reason: agencyRate ? 'Tarifa de agencia (10 %)' : '',
      ...bookingMoney(price_total, draft.estado === 'cancelada', own),
      ...bookingPartnerOf(partner?.terms ?? null, {
        agent: partner?.agent ?? '',
        tourId: draft.tourId,
        people,
        priceCents: toCents(price_total),
        channel,
      }),
    });
  };

  /** Who paid what and when: never after the seeding day. */
  const planPayments = (
    draft: Draft,
    fecha: string,
    price: number,
  ): (Omit<PaymentSeed, 'reservation_id' | 'kind'> & { kind: 'payment' | 'refund' })[] => {
    const method = METHODS[next(METHODS.length)];
    const dayBefore = (days: number) => dateOf(Math.min(0, draft.offset - days));
    const deposit = cents(Math.round(price * 0.3));
    const recorded_by = 'dueno';
    const payment = (amount: number, date: string, kind: 'payment' | 'refund' = 'payment') => ({
      amount,
      date,
      method,
      reference: method === 'cash' ? '' : `${method.toUpperCase()}-${1000 + next(9000)}`,
      kind,
      recorded_by,
    });
    const past = draft.offset < 0;
    switch (draft.estado) {
      case 'confirmada':
        if (past)
          return next(2)
            ? [payment(price, fecha)]
            : [payment(deposit, dayBefore(5 + next(10))), payment(cents(price - deposit), fecha)];
        return next(2) ? [payment(price, dayBefore(3))] : [payment(deposit, dayBefore(7))];
      case 'futura':
        return next(3) ? [payment(deposit, dayBefore(10))] : [];
      case 'pendiente':
        return past && next(2) ? [payment(deposit, dayBefore(4))] : [];
      case 'cancelada':
        if (next(2)) return [];
        // Cancelled in time: the deposit went back; late: it was kept (the cancellation policy).
        return next(2)
          ? [payment(deposit, dayBefore(12)), payment(deposit, dayBefore(2), 'refund')]
          : [payment(deposit, dayBefore(12))];
      default:
        return [];
    }
  };

  const guest = () => GUESTS[next(GUESTS.length)];
  const party = (tourId: number) => {
    const limit = Math.min(8, capacityLimit(demoTours[tourId - 1].capacidad) ?? 8);
    const people = 1 + next(limit);
    const children = people > 2 && next(3) === 0 ? 1 + next(people - 2) : 0;
    return { adults: people - children, children };
  };

  // The eleven months before the month around the seeding day: fewer, older bookings, paid on the day.
  for (let index = 0; index < 160; index++) {
    const offset = -330 + Math.floor((index * 300) / 160) + next(3);
    const tourId = 1 + next(demoTours.length - 1);
    add({
      offset,
      tourId,
      ...party(tourId),
      estado: (['confirmada', 'confirmada', 'confirmada', 'pendiente', 'cancelada'] as const)[next(5)],
      guest: guest(),
      source: (['web', 'web', 'whatsapp', 'phone'] as const)[next(4)],
      sourceName: '',
      pickup: ['hotel', HOTELS[next(HOTELS.length)], '08:00'],
      notas: '',
    });
  }

  // The month around it, day by day. Every other hotel booking is the partner hotel's and every third agency one
  // the partner desk's (partnersDemo.ts), besides those drawn: counted, not drawn, so the sequence is kept.
  const referred = { hotel: 0, agency: 0 };
  const agencyOf = (drawn: string) => (referred.agency++ % 3 === 0 ? DEMO_DESK : drawn);
  for (let offset = -15; offset <= 30; offset++) {
    const cruise = CRUISE_DAYS.has(new Date(start + offset * DAY_MS).getUTCDay());
    const count = offset > 15 ? next(3) : cruise ? 7 + next(6) : 1 + next(3);
    for (let n = 0; n < count; n++) {
      const tourId = cruise && next(4) ? PORT_TOURS[next(PORT_TOURS.length)] : 1 + next(demoTours.length - 1);
      const atPort = cruise && PORT_TOURS.includes(tourId);
      const source: BookingSource = atPort
        ? (['web', 'web', 'agency', 'whatsapp'] as const)[next(4)]
        : (['whatsapp', 'phone', 'hotel', 'walk_in', 'web'] as const)[next(5)];
      const drawn = HOTELS[next(HOTELS.length)];
      const hotel = source === 'hotel' && referred.hotel++ % 2 === 0 ? DEMO_HOTEL : drawn;
      const past = offset < 0;
      const estado: BookingState =
        next(9) === 0
          ? 'cancelada'
          : past
            ? (['confirmada', 'confirmada', 'confirmada', 'pendiente'] as const)[next(4)]
            : (['nueva', 'pendiente', 'confirmada', 'futura', 'futura'] as const)[next(5)];
      add({
        offset,
        tourId,
        ...party(tourId),
        estado,
        guest: guest(),
        source,
        sourceName: source === 'agency' ? agencyOf(AGENCIES[next(AGENCIES.length)]) : source === 'hotel' ? hotel : '',
        pickup: atPort
          ? ['cruise_port', `${PORTS[next(PORTS.length)]} pier`, (['08:30', '09:00', '09:30'] as const)[next(3)]]
          : tourId === 12
            ? ['airport', 'Aeropuerto Gregorio Luperón (POP)', '14:00']
            : ['hotel', hotel, (['07:30', '08:00', '08:30'] as const)[next(3)]],
        notas: next(6) === 0 ? 'Vegetarian lunch for one guest' : '',
      });
    }
  }

  // The three months after it, booked ahead as a tour business is: a few a week, none paid in full yet. The month
  // and half-month tabs chart three months ahead; seeded on the 1st of a 31-day month, the day-by-day loop above
  // ends on the month's last day and left them empty. Drawn last, so the rows before keep their values.
  for (let offset = 31; offset <= 100; offset += 1 + next(4)) {
    const tourId = 1 + next(demoTours.length - 1);
    add({
      offset,
      tourId,
      ...party(tourId),
      estado: (['nueva', 'pendiente', 'futura', 'futura'] as const)[next(4)],
      guest: guest(),
      source: (['web', 'web', 'whatsapp', 'phone'] as const)[next(4)],
      sourceName: '',
      pickup: ['hotel', HOTELS[next(HOTELS.length)], (['07:30', '08:00', '08:30'] as const)[next(3)]],
      notas: '',
    });
  }
  return { reservas, payments };
}
