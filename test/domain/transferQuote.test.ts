import { describe, expect, it } from 'vitest';
import { AIRPORT, pricedZone, transferBookingSchema } from '../../src/domain/transferQuote';
import { daysFromToday } from '../days';

const zones = [
  { id: 1, name: 'Playa Dorada', price: 35 },
  { id: 2, name: 'Sosúa', price: 40 },
  { id: 3, name: 'Cabarete', price: 55 },
];

describe('a transfer is priced by its zone', () => {
  it('BOOKING from or to the airport, the ride costs the other end’s zone; zone to zone, the destination’s', () => {
    expect(pricedZone(AIRPORT, 3, zones)?.price).toBe(55);
    expect(pricedZone(2, AIRPORT, zones)?.price).toBe(40);
    expect(pricedZone(1, 3, zones)?.price).toBe(55);
  });

  it('BOOKING the same end twice, or a zone that no longer exists, has no price', () => {
    expect(pricedZone(AIRPORT, AIRPORT, zones)).toBeNull();
    expect(pricedZone(2, 2, zones)).toBeNull();
    expect(pricedZone(AIRPORT, 99, zones)).toBeNull();
  });

  it('BOOKING a visitor gives a contact, a day not gone and a time as HH:MM', () => {
    const base = { from_zone: 0, to_zone: 1, fecha: daysFromToday(2), passengers: 2, nombre: 'Ana' };
    expect(transferBookingSchema.safeParse({ ...base, email: 'ana@example.com' }).success).toBe(true);
    const noContact = transferBookingSchema.safeParse(base);
    expect(noContact.error?.issues.map((issue) => issue.path[0])).toEqual(['email', 'telefono']);
    expect(
      transferBookingSchema.safeParse({ ...base, telefono: '+1 809 555 0000', fecha: daysFromToday(-1) }).success,
    ).toBe(false);
    expect(
      transferBookingSchema.safeParse({ ...base, telefono: '+1 809 555 0000', arrival_time: '25:00' }).success,
    ).toBe(false);
  });
});
