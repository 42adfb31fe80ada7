import { areaPath } from './providers/session';
import { areaOf, typedPath } from './areaPaths';

/**
 * The lazy screens of issue 25's goal (a list's first rows within 1.0 s of a typed URL), by path inside an area.
 * Imported first by RoleArea.tsx, so the screen's chunk downloads while the area's code is still starting,
 * not once the area has rendered up to it; the lazy import that renders it gets the same module. A screen not
 * named here loads as before, when first rendered.
 */
const FIRST_SCREENS: Record<string, () => Promise<unknown>> = {
  reservas: () => import('./resources/reservas/ReservationList'),
  'reservas/manifest': () => import('./screens/manifest/ManifestScreen'),
};

const path = typedPath();
const role = areaOf(path);
// A chunk that fails here fails again where it renders, which shows why.
if (role) FIRST_SCREENS[path.slice(areaPath(role).length + 1)]?.().catch(() => undefined);
