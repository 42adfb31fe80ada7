import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import type { Tour } from '../../src/domain/tours';
import { es } from '../../src/i18n/features';
import type { MigrationDb } from '../../src/server/db/columns';
import { up as toursSearchMigration } from '../../src/server/db/migrations/097-tours-search-short-description';

const newTour = (overrides: Partial<Tour> = {}) => ({
  nombre: 'Sunset Catamaran Sosúa',
  slug: `sunset-catamaran-${Math.random().toString(36).slice(2, 8)}`,
  precio: 70,
  duracion: '3 hours',
  capacidad: '1-10 people',
  descripcion: 'Catamaran along the bay of Sosúa at sunset with open bar.',
  ...overrides,
});

describeEachDatabase('tours API', (session) => {
  const call = <T>(method: string, path: string, body?: unknown, cookie: string | undefined = session().owner) =>
    session().server.call<T>(method, path, { cookie, body });

  it('API-52 API-53 TOUR-23 lists the tours with every field of the spec and reads one', async () => {
    const { status, body } = await call<Tour[]>('GET', '/api/tours');
    expect(status).toBe(200);
    expect(body.length).toBe(12);
    expect(Object.keys(body[0])).toEqual(
      expect.arrayContaining([
        'id',
        'nombre',
        'slug',
        'precio',
        'duracion',
        'capacidad',
        'descripcion',
        'highlights',
        'extra_price_per_person',
        'pricing_message',
        'background_image',
        'icon',
        'rating',
        'featured',
        'active',
        'order',
        'meta_title',
        'meta_description',
        'short_description',
        'included_services',
        'excluded_services',
        'requirements',
        'what_to_bring',
        'pickup_locations',
        'cancellation_policy',
        'terms_conditions',
      ]),
    );
    expect(Array.isArray(body[0].highlights)).toBe(true);
    const one = await call<Tour>('GET', `/api/tours/${body[0].id}`);
    expect(one.body).toEqual(body[0]);
  });

  it(
    'API-54 TOUR-12 TOUR-18 TOUR-19 TOUR-20 a new tour gets extra price 15, rating 5, active ' + 'and order 0',
    async () => {
      const created = await call<Tour>('POST', '/api/tours', newTour());
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        extra_price_per_person: 15,
        rating: 5,
        active: true,
        featured: false,
        order: 0,
        highlights: [],
      });
    },
  );

  it(
    'TOUR-10 the name, slug, duration, capacity, full description and base price are required; nothing ' + 'is stored',
    async () => {
      const before = (await call<Tour[]>('GET', '/api/tours')).body.length;
      const answer = await call<{ fields: Record<string, string> }>('POST', '/api/tours', {});
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields).sort()).toEqual([
        'capacidad',
        'descripcion',
        'duracion',
        'nombre',
        'precio',
        'slug',
      ]);
      const blank = await call<{ fields: Record<string, string> }>(
        'POST',
        '/api/tours',
        newTour({ precio: '' as never, nombre: '  ' }),
      );
      expect(blank.body.fields).toMatchObject({ nombre: es.ep.tours.nameRequired, precio: es.ep.tours.priceRequired });
      expect((await call<Tour[]>('GET', '/api/tours')).body.length).toBe(before);
    },
  );

  it(
    'TOUR-11 TOUR-13 TOUR-16 TOUR-17 extra price below 0, a pricing message over 255, an unknown icon or a ' +
      'rating of 6 are refused',
    async () => {
      const cases: [Partial<Tour>, string][] = [
        [{ extra_price_per_person: -1 }, 'extra_price_per_person'],
        [{ pricing_message: 'x'.repeat(256) }, 'pricing_message'],
        [{ icon: 'Rocket' as never }, 'icon'],
        [{ rating: 6 }, 'rating'],
        [{ rating: 0 }, 'rating'],
      ];
      for (const [fields, field] of cases) {
        const answer = await call<{ fields: Record<string, string> }>('POST', '/api/tours', newTour(fields));
        expect(answer.status, field).toBe(400);
        expect(Object.keys(answer.body.fields)).toEqual([field]);
      }
      for (const icon of ['Plane', 'Car', 'Mountain', 'Waves', 'TreePine', 'Fish', 'Camera', 'Star']) {
        expect(
          (
            await call(
              'POST',
              '/api/tours',
              newTour({ icon: icon as Tour['icon'], pricing_message: 'y'.repeat(255), extra_price_per_person: 0 }),
            )
          ).status,
        ).toBe(201);
      }
    },
  );

  it('TOUR-15 number fields sent as text are stored as numbers', async () => {
    const created = await call<Tour>(
      'POST',
      '/api/tours',
      newTour({
        precio: '85.5' as never,
        extra_price_per_person: '20' as never,
        rating: '4' as never,
        order: '3' as never,
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ precio: 85.5, extra_price_per_person: 20, rating: 4, order: 3 });
  });

  it(
    'TOUR-22 an image that is not /media/ gets the /media/ prefix, on create and update; another site’s is ' +
      'refused (DECISIONS)',
    async () => {
      const created = await call<Tour>('POST', '/api/tours', newTour({ background_image: 'falls.jpg' }));
      expect(created.body.background_image).toBe('/media/falls.jpg');
      const updated = await call<{ fields: Record<string, string> }>('PUT', `/api/tours/${created.body.id}`, {
        background_image: 'https://cdn.example.com/a.jpg',
      });
      expect(updated.status).toBe(400);
      expect(updated.body.fields.background_image).toBe(es.ep.validation.imageElsewhere);
      const again = await call<Tour>('PUT', `/api/tours/${created.body.id}`, { background_image: '/media/b.png' });
      expect(again.body.background_image).toBe('/media/b.png');
    },
  );

  it('TOUR-28 a second tour with the same slug answers the unique-slug message under the slug', async () => {
    const answer = await call<{ error: string; fields: Record<string, string> }>(
      'POST',
      '/api/tours',
      newTour({ slug: 'damajagua-waterfalls' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: es.ep.tours.slugTaken,
      code: 'slug_taken',
      fields: { slug: es.ep.tours.slugTaken },
    });
  });

  it('API-55 TOUR-21 updates a tour and toggles active and featured', async () => {
    const created = await call<Tour>('POST', '/api/tours', newTour());
    const updated = await call<Tour>('PUT', `/api/tours/${created.body.id}`, {
      ...created.body,
      active: false,
      featured: true,
      highlights: ['Open bar', 'Sunset'],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      active: false,
      featured: true,
      highlights: ['Open bar', 'Sunset'],
      version: 2,
    });
    // The public site sees active tours only.
    expect((await call('GET', `/api/tours/${created.body.id}`, undefined, '')).status).toBe(404);
  });

  it('TOUR-01 searches by name, description or slug, accents ignored', async () => {
    const search = async (q: string) =>
      (
        await call<Tour[]>('GET', `/api/tours?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,49]`)
      ).body.map((tour) => tour.slug);
    expect(await search('damajagua')).toContain('damajagua-waterfalls');
    expect(await search('teleferico')).toEqual([]);
    expect(await search('montecristi')).toEqual(['cayo-arena-snorkel']);
    expect(await search('cabarete-kitesurf')).toEqual(['cabarete-kitesurf-lesson']);
    expect(await search('sosua snorkel')).toEqual(['sosua-snorkel-beach']);
  });

  it('TOUR-01 TOUR-03 STAFF searches the short description the list shows under the name', async () => {
    const search = async (q: string) =>
      (
        await call<Tour[]>('GET', `/api/tours?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,49]`)
      ).body.map((tour) => tour.slug);
    expect(await search('sharks')).toEqual(['ocean-world-adventure-park']);
    // A tour stored before its search took the short description is found once migration 097 has run.
    const { kysely, dialect } = session().server.db;
    const tours = kysely as unknown as MigrationDb;
    const stale = await tours
      .selectFrom('tours')
      .select(['id', 'search'])
      .where('slug', '=', 'ocean-world-adventure-park')
      .executeTakeFirstOrThrow();
    await tours
      .updateTable('tours')
      .set({ search: stale.search.replace(/ dolphins, sea lions and sharks.*$/, '') })
      .where('id', '=', stale.id)
      .execute();
    // Any write's batch replays SQLite's queued index changes.
    await call('POST', '/api/tours', newTour());
    expect(await search('sharks')).toEqual([]);
    await toursSearchMigration(tours, { dialect });
    expect(await search('sharks')).toEqual(['ocean-world-adventure-park']);
  });

  it(
    'API-56 TOUR-32 ERRORS deleting a tour with reservations is refused with a message naming them and the ' +
      'code has_reservations; one without is deleted',
    async () => {
      const refused = await call<{ error: string; code: string }>('DELETE', '/api/tours/1');
      expect([refused.status, refused.body.code]).toEqual([409, 'has_reservations']);
      expect(refused.body.error).toMatch(/^No se puede eliminar el tour: tiene \d+ reservas asociadas\.$/);
      expect((await call('GET', '/api/tours/1')).status).toBe(200);
      const created = await call<Tour>('POST', '/api/tours', newTour());
      expect((await call('DELETE', `/api/tours/${created.body.id}`)).body).toEqual({ id: created.body.id });
      expect((await call('GET', `/api/tours/${created.body.id}`)).status).toBe(404);
    },
  );

  it(
    'API-57 TOUR-35 force delete removes the tour and its reservations together, audited; the ' + 'secretary may not',
    async () => {
      const { server, secretary } = session();
      const reservations = () =>
        server.db.kysely.selectFrom('reservations').select('id').where('tour_id', '=', 2).execute();
      const before = (await reservations()).length;
      expect(before).toBeGreaterThan(0);
      expect((await call('POST', '/api/force-delete-tour/2', undefined, secretary)).status).toBe(403);
      const answer = await call('POST', '/api/force-delete-tour/2');
      expect(answer).toMatchObject({ status: 200, body: { id: 2, deleted_reservations: before } });
      expect(await reservations()).toEqual([]);
      expect((await call('GET', '/api/tours/2')).status).toBe(404);
      const audit = await server.db.kysely
        .selectFrom('audit_log')
        .selectAll()
        .where('resource', '=', 'tours')
        .where('action', '=', 'force-delete')
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(String(audit[0].before)).reservation_ids).toHaveLength(before);
      expect((await call('POST', '/api/force-delete-tour/2')).status).toBe(404);
    },
  );

  it('TOUR-14 the public quote: base price up to 4 people, the extra price per person above', async () => {
    const tours = (await call<Tour[]>('GET', '/api/tours')).body;
    const damajagua = tours.find((tour) => tour.slug === 'damajagua-waterfalls')!;
    const quote = (people: number | string) =>
      call<{ total: number }>('GET', `/api/tours/${damajagua.id}/quote?people=${people}`, undefined, '');
    expect((await quote(1)).body).toMatchObject({ people: 1, total: 85 });
    expect((await quote(4)).body).toMatchObject({ people: 4, total: 85 });
    expect((await quote(5)).body).toMatchObject({ people: 5, extraPeople: 1, total: 100 });
    expect((await quote(12)).body).toMatchObject({ people: 12, extraPeople: 8, extra: 120, total: 205 });
    expect((await quote(13)).status).toBe(400);
    expect((await quote(0)).status).toBe(400);
    expect((await quote('x')).status).toBe(400);
  });
});
