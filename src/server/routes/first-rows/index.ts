import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAccess } from '../../../domain/access';
import { businessToday, isCalendarDate } from '../../../domain/dates';
import { LOCALE_COOKIE } from '../../../domain/firstRows';
import { ROLE_AREA, type StaffRole } from '../../../domain/roles';
import { driverManifest } from '../driver/driverManifest';
import { loadManifest } from '../bookings/manifestLoad';
import { driverRows } from './driverRows';
import { manifestRows } from './manifestRows';
import { readShell, shellWithRows, type FirstRows } from './shell';

/** The app's prefix (app.ts's APP_PREFIX; an area does not import the wiring). */
const APP = '/ep-control';
const DRIVER_PATH = `${APP}/${ROLE_AREA.driver}`;
const manifestPath = (role: StaffRole) => `${APP}/${ROLE_AREA[role]}/reservas/manifest`;

/**
 * Whose rows a page may carry is decided as the API decides it: the access guard has read the session cookie
 * (`access: 'public'` lets a visitor through with none), and the rows are those GET /api/manifest answers him.
 */
type Rows = (request: FastifyRequest, lang: 'es' | 'en') => Promise<FirstRows | undefined>;

/**
 * Issue 44: the driver's day and today's manifest are sent with their first rows in the page itself, so a phone
 * shows them before the app's JavaScript has loaded (react-admin alone is ~400 kB to parse at a quarter of a
 * laptop's speed). Only to a signed-in user the API would answer the same rows, in his language (the app's cookie),
 * never kept by any cache; anyone else, and any failure here, gets the app's page as it is built.
 */
export default async function firstRowsArea(scope: FastifyInstance) {
  const { db, appDir } = scope.deps;
  // Without a build of the app (the API's tests, a server without it) these paths answer as any other (app.ts).
  if (!existsSync(join(appDir, 'index.html'))) return;

  const page = (path: string, rows: Rows) =>
    scope.get(
      path,
      { exposeHeadRoute: true, config: { access: 'public' } },
      async function firstRowsPage(request, reply: FastifyReply) {
        const shell = await readShell(appDir);
        const lang = request.cookies[LOCALE_COOKIE] === 'en' ? 'en' : 'es';
        let found: FirstRows | undefined;
        try {
          found = await rows(request, lang);
        } catch (error) {
          // The page still opens: the app asks for its rows itself and shows what goes wrong.
          request.log.error(error);
        }
        return reply
          .header('cache-control', 'private, no-store')
          .type('text/html; charset=utf-8')
          .send(found ? shellWithRows(shell, found, lang) : shell);
      },
    );

  page(DRIVER_PATH, async (request, lang) => {
    const staff = request.staff;
    if (staff?.role !== 'driver') return undefined;
    return driverRows(await driverManifest(db, staff, businessToday()), staff.username, DRIVER_PATH, lang);
  });

  for (const role of ['owner', 'secretary'] as const) {
    const path = manifestPath(role);
    page(path, async (request, lang) => {
      const staff = request.staff;
      // Her own area's page only (the app sends another role's to the login page), and the manifest's own access.
      if (staff?.role !== role || !canAccess(role, { resource: 'manifest', action: 'list' }, request.grants))
        return undefined;
      const asked = (request.query as { date?: unknown }).date;
      const date = typeof asked === 'string' && isCalendarDate(asked) ? asked : businessToday();
      return manifestRows(await loadManifest(db, date), path, lang);
    });
  }
}
