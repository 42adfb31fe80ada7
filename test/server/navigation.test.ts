import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { type NavigationLink } from '../../src/domain/navigation';
import { es } from '../../src/i18n/features';

describeEachDatabase('navigation API', (session) => {
  const call = <T>(method: string, path: string, options: { body?: unknown; cookie?: string } = {}) =>
    session().server.call<T>(method, path, { cookie: session().owner, ...options });

  it('API-02 NAV-02 NAV-14 lists links sorted by order with their fields', async () => {
    const { status, body } = await call<NavigationLink[]>('GET', '/api/navigation');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(3);
    expect(body.map((link) => link.order)).toEqual([...body.map((link) => link.order)].sort((a, b) => a - b));
    expect(Object.keys(body[0])).toEqual(expect.arrayContaining(['id', 'name', 'url', 'order', 'active', 'new_tab']));
    expect(typeof body[0].active).toBe('boolean');
    expect(typeof body[0].new_tab).toBe('boolean');
  });

  it('API-02 anonymous visitors get only the active links; staff get all', async () => {
    const staff = await call<NavigationLink[]>('GET', '/api/navigation');
    const visitor = await session().server.call<NavigationLink[]>('GET', '/api/navigation');
    expect(staff.body.some((link) => !link.active)).toBe(true);
    expect(visitor.body.every((link) => link.active)).toBe(true);
    expect(visitor.body.length).toBe(staff.body.filter((link) => link.active).length);
  });

  it(
    'API-03 API-04 NAV-11 NAV-09 creates a link, renaming Tours and mapping the legacy URL, ' + 'appended last',
    async () => {
      const before = await call<NavigationLink[]>('GET', '/api/navigation');
      const created = await call<NavigationLink>('POST', '/api/navigation', { body: { name: 'Tours', url: '/tours' } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Tours & Excursions',
        url: '/tours-and-excursions-in-puerto-plata',
        active: true,
        new_tab: false,
        order: Math.max(...before.body.map((link) => link.order)) + 1,
        version: 1,
      });
      const read = await call<NavigationLink>('GET', `/api/navigation/${created.body.id}`);
      expect(read.body).toEqual(created.body);
    },
  );

  it('NAV-12 NAV-10 renames Attractions and maps /things-to-do on create', async () => {
    const created = await call<NavigationLink>('POST', '/api/navigation', {
      body: { name: 'Attractions', url: '/things-to-do' },
    });
    expect(created.body).toMatchObject({
      name: 'Things to Do & Attractions',
      url: '/things-to-do-attractions-in-puerto-plata',
    });
  });

  it('NAV-11 renames only on create: an edit keeps the name Tours', async () => {
    const created = await call<NavigationLink>('POST', '/api/navigation', { body: { name: 'Paseos', url: '/paseos' } });
    const updated = await call<NavigationLink>('PUT', `/api/navigation/${created.body.id}`, {
      body: { name: 'Tours', url: '/tours-and-excursions' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Tours', url: '/tours-and-excursions-in-puerto-plata', version: 2 });
  });

  it('NAV-07 refuses a second /airport-transfers link on create and on edit, and changes nothing', async () => {
    const before = await call<NavigationLink[]>('GET', '/api/navigation');
    const created = await call<{ error: string; fields: Record<string, string> }>('POST', '/api/navigation', {
      body: { name: 'Traslados', url: '/airport-transfers/' },
    });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({
      error: es.ep.navigation.airportDuplicate,
      code: 'validation',
      fields: { url: es.ep.navigation.airportDuplicate },
    });
    const other = before.body.find((link) => link.url !== '/airport-transfers')!;
    const edited = await call('PUT', `/api/navigation/${other.id}`, { body: { url: '/AIRPORT-TRANSFERS' } });
    expect(edited.status).toBe(400);
    const after = await call<NavigationLink[]>('GET', '/api/navigation');
    expect(after.body).toEqual(before.body);
  });

  it('NAV-07 lets the airport link itself be saved again', async () => {
    const links = await call<NavigationLink[]>('GET', '/api/navigation');
    const airport = links.body.find((link) => link.url === '/airport-transfers')!;
    const saved = await call<NavigationLink>('PUT', `/api/navigation/${airport.id}`, {
      body: { ...airport, name: 'Airport Transfers POP' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe('Airport Transfers POP');
  });

  it('NAV-08 answers 400 with field errors when name or URL is missing, and stores nothing', async () => {
    const before = await call<NavigationLink[]>('GET', '/api/navigation');
    const answer = await call<{ error: string; fields: Record<string, string> }>('POST', '/api/navigation', {
      body: { name: ' ', url: '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ name: es.ep.navigation.required, url: es.ep.navigation.required });
    expect((await call<NavigationLink[]>('GET', '/api/navigation')).body.length).toBe(before.body.length);
  });

  it('API-03 refuses unknown fields and wrong types with 400', async () => {
    const unknown = await call<{ fields: Record<string, string> }>('POST', '/api/navigation', {
      body: { name: 'X', url: '/x', colour: 'red' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ colour: 'Campo desconocido' });
    const wrongType = await call<{ fields: Record<string, string> }>('POST', '/api/navigation', {
      body: { name: 'X', url: '/x', active: 'yes' },
    });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.fields)).toEqual(['active']);
  });

  it('NAV-05 API-05 reorders with one PUT {order} per item', async () => {
    const links = (await call<NavigationLink[]>('GET', '/api/navigation')).body;
    const [first, second] = links;
    const a = await call<NavigationLink>('PUT', `/api/navigation/${first.id}`, {
      body: { order: second.order, version: first.version },
    });
    const b = await call<NavigationLink>('PUT', `/api/navigation/${second.id}`, {
      body: { order: first.order, version: second.version },
    });
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = (await call<NavigationLink[]>('GET', '/api/navigation')).body;
    expect(after[0].id).toBe(second.id);
    expect(after[1].id).toBe(first.id);
  });

  it('API-05 answers 409 to a write carrying an older version, and keeps the stored record', async () => {
    const created = await call<NavigationLink>('POST', '/api/navigation', {
      body: { name: 'Conflict', url: '/conflict' },
    });
    await call('PUT', `/api/navigation/${created.body.id}`, { body: { name: 'Owner edit', version: 1 } });
    const stale = await call<{ error: string }>('PUT', `/api/navigation/${created.body.id}`, {
      body: { name: 'Secretary edit', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);
    expect((await call<NavigationLink>('GET', `/api/navigation/${created.body.id}`)).body.name).toBe('Owner edit');
  });

  it('API-06 deletes a link; unknown ids answer 404', async () => {
    const created = await call<NavigationLink>('POST', '/api/navigation', { body: { name: 'Temp', url: '/temp' } });
    expect((await call('DELETE', `/api/navigation/${created.body.id}`)).status).toBe(200);
    expect((await call('GET', `/api/navigation/${created.body.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/navigation/${created.body.id}`)).status).toBe(404);
    expect((await call('PUT', '/api/navigation/999999', { body: { name: 'x' } })).status).toBe(404);
    expect((await call('GET', '/api/navigation/abc')).status).toBe(404);
  });

  it('NAV-01 searches by name or URL, accent- and case-insensitively, with a total', async () => {
    await call('POST', '/api/navigation', { body: { name: 'Excursión Cayo Arena', url: '/cayo-arena' } });
    const byName = await call<NavigationLink[]>(
      'GET',
      `/api/navigation?filter=${encodeURIComponent('{"q":"EXCURSION"}')}`,
    );
    expect(byName.body.map((link) => link.name)).toContain('Excursión Cayo Arena');
    expect(byName.headers.get('content-range')).toBe(`navigation 0-${byName.body.length - 1}/${byName.body.length}`);
    const byUrl = await call<NavigationLink[]>(
      'GET',
      `/api/navigation?filter=${encodeURIComponent('{"q":"cayo-arena"}')}`,
    );
    expect(byUrl.body).toHaveLength(1);
  });

  it(
    'NAV-07 API-03 simultaneous creates leave one airport-transfers link: the database holds ' + 'the rule too',
    async () => {
      const links = await call<NavigationLink[]>('GET', '/api/navigation');
      const airport = links.body.find((link) => link.url === '/airport-transfers')!;
      expect((await call('DELETE', `/api/navigation/${airport.id}`)).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          call('POST', '/api/navigation', {
            body: { name: `Airport ${index}`, url: index % 2 ? '/airport-transfers/' : '/Airport-Transfers' },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
      for (const refused of answers.filter((answer) => answer.status === 400)) {
        expect(refused.body).toEqual({
          error: es.ep.navigation.airportDuplicate,
          code: 'validation',
          fields: { url: es.ep.navigation.airportDuplicate },
        });
      }
      const after = await call<NavigationLink[]>('GET', '/api/navigation');
      expect(after.body.filter((link) => link.url.toLowerCase().startsWith('/airport-transfers'))).toHaveLength(1);
      const now = new Date().toISOString();
      const direct = session()
        .server.db.kysely.insertInto('navigation')
        .values({
          name: 'Bypass',
          url: ' /AIRPORT-TRANSFERS// ',
          order: 99,
          active: 1,
          new_tab: 0,
          created_at: now,
          updated_at: now,
          search: '',
        })
        .execute();
      await expect(direct).rejects.toThrow(/navigation_airport_once|unique/i);
    },
  );
});
