import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isRequired, required } from 'react-admin';
import { rulesOf, schemaValidator } from '../../../src/admin/components/schemaValidator';
import { maxLengthOf } from '../../../src/admin/components/BoundedTextInput';
import { tourSchema } from '../../../src/domain/tours';
import { userSchema, usersResource } from '../../../src/domain/users';
import { fleetVehicleSchema } from '../../../src/domain/fleetVehicles';
import { transferZonesResource, transferZoneSchema } from '../../../src/domain/transferZones';
import { headerSettingsSchema } from '../../../src/domain/headerSettings';
import { adPlanSchema } from '../../../src/domain/adPlans';
import { propertySchema } from '../../../src/domain/properties';
import { vehicleAddSchema, vehicleSchema } from '../../../src/domain/vehicles';
import { parseInteger } from '../../../src/domain/listings';
import { staffBookingSchema } from '../../../src/domain/bookings';
import { seoEntryFormSchema, seoEntriesResource } from '../../../src/domain/seo/seoEntries';

const EMPTY = [undefined, null, ''];

describe('FORMS a validator derived from a field schema', () => {
  it(
    'FORMS is marked required (the asterisk) exactly when the schema refuses an empty value, as ' +
      'react-admin reads it',
    () => {
      const tours = rulesOf(tourSchema);
      expect(isRequired(tours.nombre)).toBe(true);
      expect(isRequired(tours.precio)).toBe(true);
      expect(isRequired(tours.icon)).toBe(true);
      expect(isRequired(tours.short_description)).toBe(false);
      expect(isRequired(tours.child_price)).toBe(false);
      expect(isRequired(tours.capacity_per_day)).toBe(false);
      // react-admin's own marker, for comparison: the same property.
      expect(required().isRequired).toBe(true);
      expect(isRequired([tours.nombre, () => undefined])).toBe(true);
    },
  );

  it("FORMS an empty value answers the schema's own required message, else react-admin's Required", () => {
    const users = rulesOf(userSchema);
    for (const empty of EMPTY) {
      expect(users.username(empty, {}, {})).toBe('ep.users.usernameRequired');
      expect(users.email(empty, {}, {})).toBe('ra.validation.required');
      expect(users.role(empty, {}, {})).toBe('ra.validation.required');
      expect(rulesOf(tourSchema).precio(empty, {}, {})).toBe('ep.tours.priceRequired');
      // A refinement only the empty value fails is the field's required message.
      expect(rulesOf(headerSettingsSchema).contactPhone(empty, {}, {})).toBe('ep.settings.contactPhoneRequired');
    }
  });

  it(
    'FORMS an empty value passes where the schema takes it: an emptied optional field is sent as null and the ' +
      'server stores it blank',
    () => {
      const users = rulesOf(userSchema);
      for (const empty of EMPTY) {
        expect(users.vehicle(empty, {}, {})).toBeUndefined();
        expect(users.plate(empty, {}, {})).toBeUndefined();
        expect(rulesOf(tourSchema).child_price(empty, {}, {})).toBeUndefined();
        expect(rulesOf(staffBookingSchema).children(empty, {}, {})).toBeUndefined();
      }
      // The server's own parse agrees: the create schema of a resource takes the null an emptied input sends.
      expect(usersResource.create.shape.vehicle.safeParse(null).success).toBe(true);
    },
  );

  it("FORMS a filled-in value is refused with the schema's own words, catalog keys included", () => {
    const users = rulesOf(userSchema);
    expect(users.username('a b', {}, {})).toBe('ep.users.usernameFormat');
    expect(users.username('ana.perez', {}, {})).toBeUndefined();
    expect(users.email('not-an-email', {}, {})).toBe('ep.users.emailInvalid');
    expect(users.plate('AB#1', {}, {})).toBe('ep.users.plateFormat');
    expect(users.username('x'.repeat(41), {}, {})).toEqual({ message: 'ep.validation.maxLength', args: { max: 40 } });
    expect(rulesOf(adPlanSchema).price_usd(1.234, {}, {})).toBe('ep.plans.twoDecimals');
  });

  it(
    "FORMS numbers: null is empty, ranges refuse with their words or react-admin's minimum and maximum with " +
      'the bound',
    () => {
      const seats = rulesOf(fleetVehicleSchema).seats;
      expect(isRequired(seats)).toBe(true);
      expect(seats(null, {}, {})).toBe('ra.validation.required');
      expect(seats(0, {}, {})).toBe('ep.run.fleet.seatsMin');
      expect(seats(101, {}, {})).toEqual({ message: 'ra.validation.maxValue', args: { max: 100 } });
      expect(seats(12, {}, {})).toBeUndefined();
      expect(seats(1.5, {}, {})).toBe('ep.validation.wholeNumber');
      const order = rulesOf(tourSchema).order;
      expect(order(-1, {}, {})).toEqual({ message: 'ra.validation.minValue', args: { min: 0 } });
      const luggage = rulesOf(staffBookingSchema).luggage;
      expect(luggage(null, {}, {})).toBeUndefined();
      expect(luggage(101, {}, {})).toEqual({ message: 'ra.validation.maxValue', args: { max: 100 } });
    },
  );

  it('FORMS an emptied transfer zone price is missing, not a free ride: form and server both require it', () => {
    const price = rulesOf(transferZoneSchema).price;
    expect(isRequired(price)).toBe(true);
    expect(price(null, {}, {})).toBe('ep.run.zones.priceRequired');
    expect(price(-1, {}, {})).toBe('ep.money.negative');
    const server = transferZonesResource.create.safeParse({ name: 'Sosúa', price: null });
    expect(server.success ? undefined : server.error.issues[0].message).toBe('ep.run.zones.priceRequired');
    expect(transferZonesResource.create.safeParse({ name: 'Sosúa', price: 0 }).success).toBe(true);
  });

  it(
    'FORMS a field judged on what the form sends: whole numbers, and an emptied count sent as 0 ' + '(PROP-07, VEH-24)',
    () => {
      const whole = { sends: parseInteger };
      const count = { sends: parseInteger, emptyAs: 0 };
      const property = rulesOf(propertySchema, { price: whole, area: count, bedrooms: count });
      expect(property.price(99999.9, {}, {})).toBeUndefined();
      expect(property.price(null, {}, {})).toBe('ep.listings.priceRequired');
      expect(property.area(null, {}, {})).toBeUndefined();
      expect(isRequired(property.area)).toBe(false);
      expect(isRequired(property.bedrooms)).toBe(true);
      const edit = rulesOf(vehicleSchema, { year: count });
      expect(edit.year(null, {}, {})).toBeUndefined();
      // The schema's words with their bounds, answered as react-admin's validators answer a message with arguments.
      expect(edit.year(2031, {}, {})).toEqual({ message: 'ep.vehicles.yearRange', args: { min: 1900, max: 2030 } });
    },
  );

  it("FORMS a rule a form has beyond the API lives in the domain as the form's schema (SEO-17, VEH-07)", () => {
    expect(rulesOf(seoEntryFormSchema).description('', {}, {})).toBe('ep.seo.descriptionRequired');
    expect(seoEntriesResource.create.safeParse({ title: 'Ocean World', slug: 'ocean-world' }).success).toBe(true);
    const add = rulesOf(vehicleAddSchema(new Date('2026-06-01T12:00:00Z')));
    expect(add.brand(null, {}, {})).toBe('ep.vehicles.brandRequired');
    expect(add.year(null, {}, {})).toBe('ep.vehicles.yearRequired');
    expect(add.year(2028, {}, {})).toEqual({ message: 'ra.validation.maxValue', args: { max: 2027 } });
    expect(add.mileage(undefined, {}, {})).toBe('ep.vehicles.mileageRequired');
    expect(isRequired(rulesOf(vehicleSchema).brand)).toBe(false);
  });

  it('FORMS one validator per schema, so react-admin sees the same function at every render', () => {
    expect(schemaValidator(userSchema.shape.username)).toBe(schemaValidator(userSchema.shape.username));
    expect(rulesOf(userSchema).role).toBe(rulesOf(userSchema).role);
    const field = z.number();
    const sends = (value: unknown) => value;
    expect(schemaValidator(field, { sends, emptyAs: 0 })).toBe(schemaValidator(field, { sends, emptyAs: 0 }));
    expect(schemaValidator(field, { sends, emptyAs: 0 })).not.toBe(schemaValidator(field, { sends }));
  });

  it("FORMS BoundedTextInput keeps the maximum of a union field (an optional email: '' or an email)", () => {
    expect(maxLengthOf(headerSettingsSchema.shape.contactEmail)).toBe(254);
    expect(maxLengthOf(propertySchema.shape.owner_email)).toBe(254);
    expect(maxLengthOf(seoEntryFormSchema.shape.canonical)).toBe(500);
    expect(rulesOf(propertySchema).owner_email('nope', {}, {})).toBe('ep.validation.email');
    expect(rulesOf(propertySchema).owner_email(null, {}, {})).toBeUndefined();
  });
});
