import {
  agreedPrice,
  partyOf,
  bookingsResource,
  staffBookingSchema,
  type BookingRequest,
  type StaffBooking,
} from '../../domain/bookings';
import { quoteBooking } from '../../domain/tourPricing';
import { insertAudited, recordAudit } from '../db/audit';
import { insertRow, updateRow } from '../db/queries';
import type { Executor, Json } from '../db/repository';
import type { Staff } from '../auth/sessions';
import { badRequest, conflict, notFound } from '../http/errors';
import { lockTour, takePlaces } from './places';
import { moneyOf, paymentRows } from './money';
import { lockBooking, reservations } from './locks';
import { checkAssignees } from './assignees';
import { MAX_MONEY, withinMoneyBound } from '../../domain/money';
import { spanish } from '../http/words';
import { refuseOwnPrice } from './priceOverride';
import { departureOf, pickupTimeOf } from './departure';
import type { BookingActor } from './guestActor';
import { editedPartnerFields, namedPartner, partnerFields, partnerQuote, referralPartner } from './partner';
import { discountedQuote, promoOnEdit, takePromo } from './promo';

export { reservations };

/** Fields staff set on a booking as sent; the party, price and money are settled here. */
const AS_SENT = [
  'nombre',
  'fecha',
  'tour_id',
  'departure_time',
  'estado',
  'email',
  'telefono',
  'notas',
  'language',
  'pickup_kind',
  'pickup_place',
  'pickup_time',
  'source',
  'source_name',
  'kind',
  'flight_number',
  'arrival_time',
  'transfer_from',
  'transfer_to',
  'luggage',
  'zone_id',
  'ship_call_id',
  'driver_id',
  'fleet_vehicle_id',
] as const;

const pick = (input: Json, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in input).map((key) => [key, input[key]]));

const tourPrices = (tour: Json) => ({
  precio: Number(tour.precio),
  extra_price_per_person: Number(tour.extra_price_per_person),
  child_price: tour.child_price === null || tour.child_price === undefined ? null : Number(tour.child_price),
});

/** A transfer with a zone is priced by the zone's table (one price a ride); everything else by its tour. */
async function quoteFor(
  trx: Executor,
  tour: Json | null,
  input: StaffBooking,
  party: { adults: number; children: number },
): Promise<number> {
  if (input.kind === 'transfer' && input.zone_id !== null) {
    const zone = await trx
      .selectFrom('transfer_zones')
      .select('price')
      .where('id', '=', input.zone_id)
      .executeTakeFirst();
    if (!zone) throw badRequest('ep.run.zones.missing', { zone_id: 'ep.run.zones.missing' });
    return Number(zone.price);
  }
  // A ride with neither zone nor tour has no list price: staff set it as the owner's own.
  if (!tour) return 0;
  return quoteBooking(tourPrices(tour), party.adults, party.children);
}

/** A tour's booking needs its tour; a transfer or taxi ride may name one (its route's) or none. */
async function staffTourFor(trx: Executor, input: StaffBooking): Promise<Json | null> {
  if (input.tour_id !== null) return tourFor(trx, input.tour_id, false);
  if (input.kind === 'transfer') return null;
  throw badRequest('ep.reservations.tourMissing', { tour_id: 'ep.reservations.tourMissing' });
}

async function tourFor(trx: Executor, tourId: number, visitor: boolean): Promise<Json> {
  const tour = await lockTour(trx, tourId);
  // Staff may still book a tour taken off the public site (a private departure); visitors only active ones.
  if (!tour || (visitor && !tour.active))
    throw badRequest('ep.reservations.tourMissing', { tour_id: 'ep.reservations.tourMissing' });
  return tour;
}

/**
 * The price a booking keeps (agreedPrice), refused when the tour's quote for the party comes above the bound of
 * every money field: such a booking could never be saved again from its own form.
 */
const settledPrice = (...args: Parameters<typeof agreedPrice>) => {
  const price = agreedPrice(...args);
  if ('field' in price) throw badRequest(price.message, { [price.field]: price.message });
  if (!withinMoneyBound(price.price_total)) {
    const message = spanish('ep.money.quoteTooLarge', {
      price: price.price_total.toLocaleString('en-US'),
      max: MAX_MONEY.toLocaleString('en-US'),
    });
    throw badRequest(message, { price_total: message });
  }
  return price;
};

async function auditOverbooking(trx: Executor, staff: BookingActor, record: Json, left: number | null) {
  await recordAudit(trx, {
    staff,
    resource: bookingsResource.name,
    recordId: Number(record.id),
    action: 'overbook',
    before: null,
    after: { tour_id: record.tour_id, fecha: record.fecha, personas: record.personas, left },
  });
}

/** A booking staff take (phone, WhatsApp, walk-in…): priced from the tour unless the owner sets the price. */
export async function createStaffBooking(trx: Executor, staff: Staff, body: unknown): Promise<Json> {
  const input = staffBookingSchema.parse(body ?? {});
  await checkAssignees(trx, input);
  refuseOwnPrice(staff, input);
  const tour = await staffTourFor(trx, input);
  const departure_time = departureOf(tour, input.departure_time);
  const party = partyOf(input);
  const partner = await namedPartner(trx, input.partner_id);
  const quote = partnerQuote(partner, { ...input, ...party }, await quoteFor(trx, tour, input, party));
  const promo = await takePromo(trx, input.promo_code, input.tour_id, quote);
  const price = settledPrice(input, discountedQuote(quote, promo));
  const places =
    input.estado === 'cancelada' || !tour
      ? { left: null, overbooked: false }
      : await takePlaces(trx, {
          tour,
          fecha: input.fecha,
          departure: departure_time,
          people: party.personas,
          overbook: input.overbook === true,
        });
  const record = await insertAudited(trx, staff, bookingsResource.name, reservations, {
    ...pick(input, AS_SENT),
    departure_time,
    pickup_time: input.pickup_time || pickupTimeOf(tour, departure_time, input.pickup_place),
    ...party,
    ...price,
    ...promo,
    ...moneyOf(price.price_total, input.estado, []),
    ...partnerFields(partner, { ...input, ...party, ...price }),
  });
  if (places.overbooked) await auditOverbooking(trx, staff, record, places.left);
  return record;
}

/** A visitor's booking: the spec's fields and a contact, priced from the tour, always `web` and `nueva`. */
export async function createVisitorBooking(
  trx: Executor,
  booking: BookingRequest,
  groupLimit: (tour: Json, people: number) => void,
  referral?: string,
): Promise<{ record: Json; tour: Json }> {
  const tour = await tourFor(trx, booking.tour_id, true);
  // The spec's callers send the party as `personas`; the site's newer form sends adults and children.
  const party = partyOf({ adults: booking.adults ?? booking.personas ?? 1, children: booking.children ?? 0 });
  groupLimit(tour, party.personas);
  const departure_time = departureOf(tour, booking.departure_time);
  await takePlaces(trx, {
    tour,
    fecha: booking.fecha,
    departure: departure_time,
    people: party.personas,
    overbook: false,
  });
  const quote = quoteBooking(tourPrices(tour), party.adults, party.children);
  const promo = await takePromo(trx, booking.promo_code, booking.tour_id, quote);
  const price = settledPrice({ price_override: false, price_reason: '' }, discountedQuote(quote, promo));
  const { personas: _sum, adults: _adults, children: _children, ...rest } = booking;
  const record = await insertRow(trx, reservations, {
    ...rest,
    departure_time,
    // The place the visitor chose times the pickup, so a web booking shows it on the manifest.
    pickup_time: pickupTimeOf(tour, departure_time, booking.pickup_place) || booking.pickup_time,
    ...party,
    ...price,
    ...promo,
    ...moneyOf(price.price_total, 'nueva', []),
    ...partnerFields(await referralPartner(trx, referral), { ...booking, ...party, ...price }, 'web'),
    estado: 'nueva',
    source: 'web',
  });
  return { record, tour };
}

/** What a booking's form may change, given as it is stored, so an edit sends only what changed or all of it. */
const editable = (existing: Json) => ({
  ...pick(existing, [
    ...AS_SENT,
    'adults',
    'children',
    'price_override',
    'price_reason',
    'partner_id',
    'partner_agent',
    'promo_code',
  ]),
  price_total: existing.price_total,
});

/**
 * Staff change a booking: 409 when it changed since it was read (`version`), priced again only when its tour
 * or party changes (or the owner's price is taken back), its day's places checked when it takes more of them.
 */
export async function updateStaffBooking(trx: Executor, staff: BookingActor, id: number, body: unknown): Promise<Json> {
  // What was sent is checked on its own first (types, unknown fields), then over the stored booking.
  staffBookingSchema.partial().parse(body ?? {});
  const sent = Object.fromEntries(Object.entries(body ?? {}).filter(([, value]) => value !== undefined)) as Json;
  // Locked first: a payment recorded meanwhile would otherwise be missing from the totals written below.
  const existing = await lockBooking(trx, id);
  if (!existing) throw notFound();
  if (sent.version !== undefined && sent.version !== existing.version) throw conflict();
  refuseOwnPrice(staff, sent, existing);
  const input: StaffBooking = staffBookingSchema.parse({ ...editable(existing), ...sent });
  // Only what the edit names anew is checked: a driver whose role changed since does not block a note's edit.
  const anew = (field: 'driver_id' | 'fleet_vehicle_id' | 'ship_call_id') =>
    input[field] === existing[field] ? null : input[field];
  await checkAssignees(trx, {
    driver_id: anew('driver_id'),
    fleet_vehicle_id: anew('fleet_vehicle_id'),
    ship_call_id: anew('ship_call_id'),
  });
  const tour = await staffTourFor(trx, input);
  const departure_time = departureOf(tour, input.departure_time);
  const party = partyOf(input);
  const repriced =
    input.tour_id !== existing.tour_id ||
    party.adults !== existing.adults ||
    party.children !== existing.children ||
    input.kind !== existing.kind ||
    input.zone_id !== existing.zone_id ||
    input.partner_id !== existing.partner_id;
  const kept = {
    price_total: Number(existing.price_total),
    price_override: Boolean(existing.price_override),
    price_reason: String(existing.price_reason),
    repriced,
  };
  // The owner's own price turned on needs a price sent with it; one already on keeps its price unless a new one is
  // sent.
  const ownPriceKept =
    Boolean(existing.price_override) && !('price_total' in sent) ? Number(existing.price_total) : undefined;
  const asked = { ...input, price_total: 'price_total' in sent ? input.price_total : ownPriceKept };
  const partner = await namedPartner(trx, input.partner_id, existing.partner_id);
  const quote = partnerQuote(partner, { ...input, ...party }, await quoteFor(trx, tour, input, party));
  const cancelled = { before: existing.estado === 'cancelada', after: input.estado === 'cancelada' };
  const promo = await promoOnEdit(trx, existing, input.promo_code, input.tour_id, quote, { repriced, cancelled });
  const price = settledPrice(input.price_override ? asked : input, discountedQuote(quote, promo), kept);
  // Places already held in the same departure are the booking's own; only more of them are checked.
  const held =
    existing.estado !== 'cancelada' &&
    existing.tour_id === input.tour_id &&
    existing.fecha === input.fecha &&
    existing.departure_time === departure_time
      ? Number(existing.personas)
      : 0;
  const places =
    tour && input.estado !== 'cancelada' && party.personas > held
      ? await takePlaces(trx, {
          tour,
          fecha: input.fecha,
          departure: departure_time,
          people: party.personas,
          exceptId: id,
          overbook: input.overbook === true,
        })
      : { left: null, overbooked: false };
  const payments = await paymentRows(trx, id);
  const changes = {
    ...pick(input, AS_SENT),
    departure_time,
    pickup_time: input.pickup_time || pickupTimeOf(tour, departure_time, input.pickup_place),
    ...party,
    ...price,
    ...promo,
    ...moneyOf(price.price_total, input.estado, payments),
    ...editedPartnerFields(existing, partner, { ...input, ...party, ...price }),
  };
  const updated = await updateRow(trx, reservations, existing, changes);
  if (!updated) throw conflict();
  await recordAudit(trx, {
    staff,
    resource: bookingsResource.name,
    recordId: id,
    action: 'update',
    before: existing,
    after: updated,
  });
  if (places.overbooked) await auditOverbooking(trx, staff, updated, places.left);
  return updated;
}
