import { areaPath } from './providers/session';
import { areaOf, typedPath } from './areaPaths';
import { bookingListChunk } from './resources/reservas/listChunk';
import { manifestChunk } from './screens/manifest/manifestChunk';

/**
 * The lazy screens of issue 25's goal (a list's first rows within 1.0 s of a typed URL), by path inside an area.
 * Imported first by RoleArea.tsx, so the screen's chunk downloads while the area's code is still starting,
 * not once the area has rendered up to it; the screen's lazyView renders the same chunk, at once if it has
 * arrived. A screen not named here loads as before, when first rendered.
 */
const FIRST_SCREENS: Record<string, () => Promise<unknown>> = {
  reservas: bookingListChunk.load,
  'reservas/manifest': manifestChunk.load,
};

const path = typedPath();
const role = areaOf(path);

/**
 * Settles once the typed URL's screen chunk has arrived or failed (at once for a screen not named here). The area
 * waits for it before its first render (RoleArea.tsx), behind the entry's loading page: rendered sooner, the
 * layout would show with the screen suspended, and React shows a suspended screen no sooner than 300 ms after
 * its fallback. A chunk that fails here fails again where it renders, which shows why.
 */
export const firstScreenArrived: Promise<unknown> =
  (role && FIRST_SCREENS[path.slice(areaPath(role).length + 1)]?.().catch(() => undefined)) || Promise.resolve();
