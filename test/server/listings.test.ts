import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { DEFAULT_LISTING_IMAGE, OWNER_PLACEHOLDERS, type SalesRentalsSummary } from '../../src/domain/listings';
import { PROPERTY_FEATURES, type Property } from '../../src/domain/properties';
import type { Vehicle } from '../../src/domain/vehicles';

type Fields = { fields: Record<string, string> };

const newProperty = {
  title: 'Casa en Cofresí',
  price: 150000,
  location: 'Cofresí, Puerto Plata',
  bedrooms: 3,
  bathrooms: 2,
  area: 140,
  status: 'pending',
  image: '/media/casa.jpg',
  additional_images: ['/media/casa-2.jpg'],
  description: 'Cerca de Ocean World',
  features: ['Pool', 'Garden'],
  type: 'sale',
  owner_name: 'Rosa',
  owner_phone: '+1 809 555 0111',
  owner_email: 'rosa@example.com',
  owner_whatsapp: '+1 809 555 0111',
};

const newVehicle = {
  title: 'Suzuki Jimny 2020',
  price: 19000,
  location: 'Sosúa',
  brand: 'Suzuki',
  model: 'Jimny',
  year: 2020,
  mileage: 30000,
  fuel_type: 'Gasoline',
  transmission: 'Manual',
  status: 'active',
  image: '/media/jimny.jpg',
  additional_images: [],
  description: '4x4',
  features: ['Air Conditioning', '4WD'],
  type: 'sale',
  owner_name: 'Tomás',
  owner_phone: '+1 809 555 0112',
  owner_email: 'tomas@example.com',
  owner_whatsapp: '+1 809 555 0112',
};

describeEachDatabase('properties and vehicles API', (session) => {
  const asOwner = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it('API-37 API-41 PROP-01 VEH-01 lists properties and vehicles with every field of the spec', async () => {
    const properties = await asOwner<Property[]>('GET', '/api/properties');
    expect(properties.status).toBe(200);
    expect(Object.keys(properties.body[0])).toEqual(expect.arrayContaining(Object.keys(newProperty).concat('id')));
    const vehicles = await asOwner<Vehicle[]>('GET', '/api/vehicles');
    expect(vehicles.status).toBe(200);
    expect(Object.keys(vehicles.body[0])).toEqual(expect.arrayContaining(Object.keys(newVehicle).concat('id')));
    expect(Array.isArray(vehicles.body[0].features)).toBe(true);
  });

  it('API-38 API-39 API-40 creates, updates and deletes a property, versioned', async () => {
    const created = await asOwner<Property>('POST', '/api/properties', newProperty);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(newProperty);
    const updated = await asOwner<Property>('PUT', `/api/properties/${created.body.id}`, {
      ...created.body,
      price: 140000,
      status: 'active',
    });
    expect(updated.body).toMatchObject({ price: 140000, status: 'active', version: 2 });
    const stale = await asOwner('PUT', `/api/properties/${created.body.id}`, { price: 1, version: 1 });
    expect(stale.status).toBe(409);
    expect((await asOwner('DELETE', `/api/properties/${created.body.id}`)).status).toBe(200);
    expect((await asOwner('GET', `/api/properties/${created.body.id}`)).status).toBe(404);
  });

  it('API-42 API-43 API-44 creates, updates and deletes a vehicle', async () => {
    const created = await asOwner<Vehicle>('POST', '/api/vehicles', newVehicle);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(newVehicle);
    const updated = await asOwner<Vehicle>('PUT', `/api/vehicles/${created.body.id}`, {
      ...created.body,
      title: 'Suzuki Jimny 4x4',
    });
    expect(updated.body).toMatchObject({ title: 'Suzuki Jimny 4x4', version: 2 });
    expect((await asOwner('DELETE', `/api/vehicles/${created.body.id}`)).status).toBe(200);
    expect((await asOwner('GET', `/api/vehicles/${created.body.id}`)).status).toBe(404);
  });

  it('API-82 a refused write is an error answer and stores nothing', async () => {
    const before = (await asOwner<Property[]>('GET', '/api/properties')).body.length;
    const answer = await asOwner<Fields>('POST', '/api/properties', { ...newProperty, title: '' });
    expect(answer.status).toBe(400);
    expect((await asOwner<Property[]>('GET', '/api/properties')).body.length).toBe(before);
  });

  it(
    'PROP-03 PROP-04 PROP-05 PROP-06 title, price and location are required; minimums of price, ' + 'rooms and area',
    async () => {
      const missing = await asOwner<Fields>('POST', '/api/properties', { type: 'sale' });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.fields)).toEqual(expect.arrayContaining(['title', 'price', 'location']));
      const low = await asOwner<Fields>('POST', '/api/properties', {
        ...newProperty,
        price: -1,
        bedrooms: 0,
        bathrooms: 0,
        area: -5,
      });
      expect(Object.keys(low.body.fields).sort()).toEqual(['area', 'bathrooms', 'bedrooms', 'price']);
      const zero = await asOwner<Property>('POST', '/api/properties', {
        ...newProperty,
        price: 0,
        area: 0,
        bedrooms: 1,
        bathrooms: 1,
      });
      expect(zero.status).toBe(201);
    },
  );

  it(
    'PROP-07 PROP-09 PROP-10 prices and rooms are whole numbers; status and features come from ' + 'their lists',
    async () => {
      const fraction = await asOwner<Fields>('POST', '/api/properties', { ...newProperty, price: 10.5 });
      expect(Object.keys(fraction.body.fields)).toEqual(['price']);
      const status = await asOwner<Fields>('POST', '/api/properties', { ...newProperty, status: 'sold' });
      expect(Object.keys(status.body.fields)).toEqual(['status']);
      const feature = await asOwner<Fields>('POST', '/api/properties', { ...newProperty, features: ['Helipad'] });
      expect(Object.keys(feature.body.fields)[0]).toMatch(/^features/);
      const all = await asOwner<Property>('POST', '/api/properties', {
        ...newProperty,
        features: [...PROPERTY_FEATURES],
      });
      expect(all.body.features).toEqual([...PROPERTY_FEATURES]);
    },
  );

  it('SR-13 PROP-12 a new property defaults to pending and to the default image', async () => {
    const { image: _image, status: _status, additional_images: _more, ...rest } = newProperty;
    const created = await asOwner<Property>('POST', '/api/properties', rest);
    expect(created.body).toMatchObject({ status: 'pending', image: DEFAULT_LISTING_IMAGE, additional_images: [] });
  });

  it('PROP-11 VEH-16 empty owner fields take the placeholders, on create and on update', async () => {
    const empty = { owner_name: '', owner_phone: ' ', owner_email: '', owner_whatsapp: '' };
    const property = await asOwner<Property>('POST', '/api/properties', { ...newProperty, ...empty });
    expect(property.body).toMatchObject(OWNER_PLACEHOLDERS);
    const vehicle = await asOwner<Vehicle>('POST', '/api/vehicles', { ...newVehicle, ...empty });
    expect(vehicle.body).toMatchObject(OWNER_PLACEHOLDERS);
    const updated = await asOwner<Vehicle>('PUT', `/api/vehicles/${vehicle.body.id}`, {
      owner_name: 'Tomás',
      owner_email: '',
    });
    expect(updated.body).toMatchObject({ owner_name: 'Tomás', owner_email: OWNER_PLACEHOLDERS.owner_email });
  });

  it('VEH-13 VEH-14 VEH-15 a vehicle defaults to Gasoline, Automatic, this year and pending', async () => {
    const created = await asOwner<Vehicle>('POST', '/api/vehicles', {
      title: 'Nissan Note',
      price: 9000,
      type: 'sale',
    });
    expect(created.body).toMatchObject({
      fuel_type: 'Gasoline',
      transmission: 'Automatic',
      year: new Date().getFullYear(),
      status: 'pending',
    });
  });

  it(
    'VEH-08 VEH-09 VEH-23 VEH-10 VEH-11 refuses negative price or mileage, years out of bounds and ' +
      'unknown options',
    async () => {
      const bad = await asOwner<Fields>('POST', '/api/vehicles', {
        ...newVehicle,
        price: -1,
        mileage: -1,
        year: 1899,
        fuel_type: 'Steam',
        transmission: 'Tiptronic',
      });
      expect(Object.keys(bad.body.fields).sort()).toEqual(['fuel_type', 'mileage', 'price', 'transmission', 'year']);
      expect((await asOwner('POST', '/api/vehicles', { ...newVehicle, year: 2031 })).status).toBe(400);
      expect(
        (await asOwner('POST', '/api/vehicles', { ...newVehicle, year: 2030, fuel_type: 'LPG', transmission: 'CVT' }))
          .status,
      ).toBe(201);
    },
  );

  it('VEH-22 VEH-24 an edit may leave brand, model and options empty and the year 0 (unreadable)', async () => {
    const created = await asOwner<Vehicle>('POST', '/api/vehicles', newVehicle);
    const updated = await asOwner<Vehicle>('PUT', `/api/vehicles/${created.body.id}`, {
      brand: '',
      model: '',
      year: 0,
      mileage: 0,
      fuel_type: '',
      transmission: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ brand: '', year: 0, fuel_type: '', transmission: '' });
  });

  it('SR-08 the lists filter by type and status (the four lists of the hub)', async () => {
    const rent = await asOwner<Vehicle[]>(
      'GET',
      `/api/vehicles?filter=${encodeURIComponent(JSON.stringify({ type: 'rent' }))}&range=[0,99]`,
    );
    expect(rent.body.length).toBeGreaterThan(0);
    expect(rent.body.every((vehicle) => vehicle.type === 'rent')).toBe(true);
    expect(rent.headers.get('content-range')).toMatch(/^vehicles 0-\d+\/\d+$/);
  });

  it('SR-03 SR-10 SR-11 the summary counts each list, its active and pending, and sums its prices', async () => {
    const summary = await asOwner<SalesRentalsSummary>('GET', '/api/sales-rentals-summary');
    expect(summary.status).toBe(200);
    for (const [resource, type, kind] of [
      ['properties', 'sale', 'properties-for-sale'],
      ['vehicles', 'rent', 'vehicles-for-rent'],
    ] as const) {
      const rows = (await asOwner<Property[]>('GET', `/api/${resource}`)).body.filter((row) => row.type === type);
      expect(summary.body[kind]).toEqual({
        count: rows.length,
        active: rows.filter((row) => row.status === 'active').length,
        pending: rows.filter((row) => row.status === 'pending').length,
        total: rows.reduce((sum, row) => sum + row.price, 0),
      });
    }
  });

  it('SR-16 the summary, and every listing write, are the owner’s only', async () => {
    const secretary = (method: string, path: string, body?: unknown) =>
      session().server.call(method, path, { cookie: session().secretary, body });
    expect((await secretary('GET', '/api/sales-rentals-summary')).status).toBe(403);
    expect((await secretary('POST', '/api/properties', newProperty)).status).toBe(403);
    expect((await session().server.call('GET', '/api/sales-rentals-summary')).status).toBe(401);
  });

  it('visitors read active listings only', async () => {
    const pub = await session().server.call<Property[]>('GET', '/api/properties');
    expect(pub.body.length).toBeGreaterThan(0);
    expect(pub.body.every((row) => row.status === 'active')).toBe(true);
  });

  it('PROP-12 the default image URL serves a PNG; unknown names are 404', async () => {
    const response = await fetch(`${session().server.url}${DEFAULT_LISTING_IMAGE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect((await fetch(`${session().server.url}/backend/media/anything.png`)).status).toBe(404);
  });
});
