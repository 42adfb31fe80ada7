import { OWNER_MENU } from '../layout/menuItems';
import { folderOf } from '../resources';
import { CUSTOM_SCREENS } from './customScreens';

/** Spec routes that are not in the sidebar: docs/DECISIONS.md's testimonials, expiration monitor and debug paths. */
const OTHER_SPEC_ROUTES = [
  'advertisement-expiration',
  'testimonials',
  'property-test',
  'property-debug',
  'debug',
  'clear-sales-rentals',
  'force-clear',
  'test-persistence',
];

/** Every route of the spec under a role area, by its first segment. */
export const SPEC_ROUTES: string[] = [
  ...OWNER_MENU.filter(({ to }) => to !== '').map(({ to }) => to),
  ...OTHER_SPEC_ROUTES,
];

const firstSegment = (path: string) => path.replace(/^\//, '').split('/')[0];
const customScreenRoutes = new Set(CUSTOM_SCREENS.map(({ path }) => firstSegment(path)));

/** Whether a resource folder or a custom screen serves the route; the consistency test holds every spec route to it. */
export const hasScreen = (route: string) => Boolean(folderOf(route)) || customScreenRoutes.has(route);
