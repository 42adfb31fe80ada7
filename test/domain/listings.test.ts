import { describe, expect, it } from 'vitest';
import {
  OWNER_PLACEHOLDERS,
  deleteConfirmText,
  formatPrice,
  hubTotals,
  kindOf,
  parseInteger,
  statusLabel,
  summarize,
  totalLabel,
  withOwnerFallbacks,
} from '../../src/domain/listings';
import { propertyPayload } from '../../src/domain/properties';
import { vehicleAddYearMax, vehiclePayload, vehicleSchema } from '../../src/domain/vehicles';
import { spanish } from './spanish';

describe('listing rules', () => {
  it('PROP-07 VEH-24 numbers typed in the forms become whole numbers, 0 when unreadable', () => {
    expect(parseInteger('12')).toBe(12);
    expect(parseInteger('12.9')).toBe(12);
    expect(parseInteger(7.6)).toBe(7);
    expect(parseInteger('abc')).toBe(0);
    expect(parseInteger('')).toBe(0);
    expect(parseInteger(null)).toBe(0);
    expect(propertyPayload({ price: '1500.5', bedrooms: 'x', bathrooms: 2, area: null, title: 'T' })).toMatchObject({
      price: 1500,
      bedrooms: 0,
      bathrooms: 2,
      area: 0,
      title: 'T',
    });
    expect(vehiclePayload({ price: '99', year: '', mileage: 'lots' })).toMatchObject({
      price: 99,
      year: 0,
      mileage: 0,
    });
  });

  it('VEH-22 VEH-25 VEH-26 a cleared text or option (null from the form) is sent as empty, never null', () => {
    expect(vehiclePayload({ brand: null, fuel_type: null, transmission: 'Manual' })).toEqual({
      brand: '',
      fuel_type: '',
      transmission: 'Manual',
    });
    expect(propertyPayload({ description: null })).toEqual({ description: '' });
  });

  it('PROP-11 VEH-16 empty owner fields take the placeholders; typed ones and absent ones stay', () => {
    expect(withOwnerFallbacks({ owner_name: '', owner_phone: '  ', owner_email: 'a@b.co' })).toEqual({
      owner_name: OWNER_PLACEHOLDERS.owner_name,
      owner_phone: OWNER_PLACEHOLDERS.owner_phone,
      owner_email: 'a@b.co',
    });
    expect(withOwnerFallbacks({ title: 'x' })).toEqual({ title: 'x' });
  });

  it(
    'SR-12 pending reads Pending Review or Under Review; active reads Active, or Available for a ' + 'rental vehicle',
    () => {
      expect(spanish(statusLabel('properties', 'sale', 'pending'))).toBe('Pending Review');
      expect(spanish(statusLabel('vehicles', 'rent', 'pending'))).toBe('Under Review');
      expect(spanish(statusLabel('properties', 'rent', 'active'))).toBe('Active');
      expect(spanish(statusLabel('vehicles', 'sale', 'active'))).toBe('Active');
      expect(spanish(statusLabel('vehicles', 'rent', 'active'))).toBe('Available');
    },
  );

  it(
    'SR-11 the summed prices are Total Value for sale, Monthly Revenue for rented properties, Daily Revenue ' +
      'for rented vehicles',
    () => {
      expect(spanish(totalLabel('properties-for-sale'))).toBe('Total Value');
      expect(spanish(totalLabel('vehicles-for-sale'))).toBe('Total Value');
      expect(spanish(totalLabel('properties-for-rent'))).toBe('Monthly Revenue');
      expect(spanish(totalLabel('vehicles-for-rent'))).toBe('Daily Revenue');
    },
  );

  it('SR-03 SR-04 SR-10 the summary counts each list and the hub totals add them up', () => {
    const summary = summarize([
      { resource: 'properties', type: 'sale', status: 'active', count: 2, total: 300 },
      { resource: 'properties', type: 'sale', status: 'pending', count: 1, total: 50 },
      { resource: 'properties', type: 'rent', status: 'active', count: 4, total: 40 },
      { resource: 'vehicles', type: 'rent', status: 'pending', count: 3, total: 90 },
    ]);
    expect(summary['properties-for-sale']).toEqual({ count: 3, active: 2, pending: 1, total: 350 });
    expect(summary['vehicles-for-sale']).toEqual({ count: 0, active: 0, pending: 0, total: 0 });
    expect(hubTotals(summary)).toEqual({ properties: 7, vehicles: 3, forSale: 3, forRent: 7 });
    expect(kindOf('vehicles', 'rent')).toBe('vehicles-for-rent');
  });

  it('SR-14 VEH-37 the delete confirmation names the listing', () => {
    expect(spanish(deleteConfirmText('Villa Sosúa'))).toBe(
      'Are you sure you want to delete "Villa Sosúa"? This action cannot be undone.',
    );
  });

  it('SR-15 VEH-34 prices are in US dollars; a rented vehicle is per day', () => {
    expect(formatPrice(685000, 'properties', 'sale')).toBe('$685,000 USD');
    expect(formatPrice(95, 'vehicles', 'rent')).toBe('$95 USD/day');
    expect(formatPrice(95, 'vehicles', 'sale')).not.toContain('/day');
  });

  it('VEH-09 VEH-15 the add form allows next year and defaults to this year', () => {
    expect(vehicleAddYearMax(new Date('2026-06-01'))).toBe(2027);
    expect(vehicleSchema.parse({ title: 'x', price: 1, type: 'sale' }).year).toBe(new Date().getFullYear());
  });
});
