import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businessToday } from '../../src/domain/dates';
import { describeEachDatabase, type Session } from './support/testServer';

const CREDENTIALS =
  'dueno:dueno:owner,secretaria:secretaria:secretary,ramon.diaz:ramon.diaz:driver,yanelis.p:yanelis.p:driver';
// As vite writes it: the server puts the rows before the root.
const SHELL =
  '<!doctype html><html lang="es"><head><title>EP Control</title></head><body><div id="root"></div></body></html>';
const appDir = mkdtempSync(join(tmpdir(), 'ep-first-rows-'));
writeFileSync(join(appDir, 'index.html'), SHELL);
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

const DRIVER_PAGE = '/ep-control/conductor';
const OWNER_MANIFEST = '/ep-control/dueno/reservas/manifest';
const SECRETARY_MANIFEST = '/ep-control/secretaria/reservas/manifest';

const booking = (fecha: string, fields: Record<string, unknown>) => ({
  fecha,
  tour_id: 1,
  adults: 2,
  children: 0,
  telefono: '+1 809 555 0100',
  pickup_place: 'Casa Colonial',
  pickup_time: '05:00',
  source: 'phone',
  estado: 'confirmada',
  overbook: true,
  ...fields,
});

function api(session: () => Session) {
  const page = async (path: string, cookie = '') => {
    const answer = await session().server.call<string>('GET', path, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    return { html: answer.body, cacheControl: answer.headers.get('cache-control') };
  };
  const driverId = async (username: string) => {
    const users = await session().server.call<{ id: number; username: string }[]>(
      'GET',
      '/api/users?filter={"role":"Driver"}',
      { cookie: session().owner },
    );
    return users.body.find((user) => user.username === username)!.id;
  };
  const book = async (fecha: string, fields: Record<string, unknown>) => {
    const created = await session().server.call<{ id: number }>('POST', '/api/reservations', {
      cookie: session().owner,
      body: booking(fecha, fields),
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  return { page, driverId, book };
}

/** The rows the server wrote in a page: none when it sent the app's page as built. */
const rowsOf = (html: string) => (html.includes('id="first-rows"') ? html : '');

describeEachDatabase(
  'the first rows in the app’s page (issue 44)',
  (session) => {
    const { page, driverId, book } = api(session);
    const today = businessToday();
    let ramon: string;
    let yanelis: string;
    let ids: { his: number; hers: number; other: number };

    beforeAll(async () => {
      const { server } = session();
      ramon = await server.login('ramon.diaz');
      yanelis = await server.login('yanelis.p');
      ids = {
        his: await book(today, { nombre: 'Ada <b>Lovelace</b>', driver_id: await driverId('ramon.diaz') }),
        hers: await book(today, { nombre: 'Barbara Liskov', tour_id: 5, driver_id: await driverId('yanelis.p') }),
        other: await book(businessToday(new Date(Date.now() + 3 * 86_400_000)), { nombre: 'Later Guest' }),
      };
    });

    it('DRIVER his page carries his pickups of today, escaped, in his language, and is never kept', async () => {
      const { html, cacheControl } = await page(DRIVER_PAGE, ramon);
      expect(cacheControl).toBe('private, no-store');
      const rows = rowsOf(html);
      expect(rows).toContain(`data-testid="pickup-${ids.his}"`);
      expect(rows).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
      expect(rows).not.toContain('<b>Lovelace');
      expect(rows).toContain('Mis recogidas');
      expect(rows).not.toContain('Barbara Liskov');
      // The rows come before the app's root, which stays to mount the app.
      expect(html.indexOf('id="first-rows"')).toBeLessThan(html.indexOf('<div id="root"></div>'));
      const english = await page(DRIVER_PAGE, `${ramon}; ep_locale=en`);
      expect(english.html).toContain('<html lang="en"');
      expect(rowsOf(english.html)).toContain('My pickups');
      expect(rowsOf(english.html)).not.toContain('Mis recogidas');
    });

    it('DRIVER another driver’s page, a visitor, a stale cookie or the office get no pickups in it', async () => {
      const hers = rowsOf((await page(DRIVER_PAGE, yanelis)).html);
      expect(hers).toContain('Barbara Liskov');
      expect(hers).not.toContain('Lovelace');
      for (const cookie of ['', 'ep_session=not-a-session', session().owner, session().secretary]) {
        const { html, cacheControl } = await page(DRIVER_PAGE, cookie);
        expect([cookie, rowsOf(html), cacheControl]).toEqual([cookie, '', 'private, no-store']);
        expect(html).toBe(SHELL);
      }
    });

    it(
      'MANIFEST the owner’s page carries today’s manifest (or the day asked), every driver’s; nobody else’s ' +
        'page does',
      async () => {
        const rows = rowsOf((await page(OWNER_MANIFEST, session().owner)).html);
        expect(rows).toContain(`data-testid="manifest-booking-${ids.his}"`);
        expect(rows).toContain(`data-testid="manifest-booking-${ids.hers}"`);
        expect(rows).toContain('data-testid="manifest-headcount"');
        expect(rows).toContain('Manifiesto');
        expect(rows).not.toContain('Later Guest');
        const later = businessToday(new Date(Date.now() + 3 * 86_400_000));
        const laterRows = rowsOf((await page(`${OWNER_MANIFEST}?date=${later}`, session().owner)).html);
        expect(laterRows).toContain(`data-testid="manifest-booking-${ids.other}"`);
        expect(laterRows).not.toContain('Barbara Liskov');
        // Another role's area, a driver, a visitor: the app's page as built.
        for (const [path, cookie] of [
          [OWNER_MANIFEST, ''],
          [OWNER_MANIFEST, ramon],
          [OWNER_MANIFEST, session().secretary],
          [SECRETARY_MANIFEST, session().owner],
          [SECRETARY_MANIFEST, ramon],
          [SECRETARY_MANIFEST, ''],
        ]) {
          const { html, cacheControl } = await page(path, cookie);
          expect([path, cookie, html, cacheControl]).toEqual([path, cookie, SHELL, 'private, no-store']);
        }
      },
    );

    it('MANIFEST the secretary’s page carries it only while the owner grants her the bookings', async () => {
      const { server, owner, secretary } = session();
      const grant = async (secretary_bookings: boolean) => {
        const current = await server.call<{ version: number }>('GET', '/api/staff-permissions', { cookie: owner });
        const body = { secretary_bookings, secretary_money: false, version: current.body.version };
        expect((await server.call('PUT', '/api/staff-permissions', { cookie: owner, body })).status).toBe(200);
      };
      await grant(false);
      expect((await page(SECRETARY_MANIFEST, secretary)).html).toBe(SHELL);
      await grant(true);
      const rows = rowsOf((await page(SECRETARY_MANIFEST, secretary)).html);
      expect(rows).toContain(`data-testid="manifest-booking-${ids.hers}"`);
      expect(rows).toContain(`data-path="${SECRETARY_MANIFEST}"`);
      await grant(false);
    });
  },
  { env: { ADMIN_CREDENTIALS: CREDENTIALS, APP_DIR: appDir } },
);
