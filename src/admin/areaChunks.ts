import { readSession } from './providers/session';
import { areaOf, typedPath } from './areaPaths';

/** react-admin, react-router and @tanstack/react-query: the role area's chunk, with what it imports. */
export const loadRoleArea = () => import('./RoleArea');

/**
 * Imported first by the entry, so it runs before React and MUI are evaluated: a typed URL inside the signed-in
 * role's area starts the area's chunk at once (Vite's preload fetches its imports in parallel), and the browser
 * downloads and compiles it while the entry is still starting; the lazy import that renders it gets the same
 * module. Signed out or in another role's area nothing loads: the entry sends the page to login (main.tsx).
 * A chunk that fails here fails again where it renders, which shows why (SHELL-24).
 */
const role = areaOf(typedPath());
// The driver's screen is a chunk of its own, without react-admin (main.tsx).
if (role && role !== 'driver' && readSession()?.role === role) loadRoleArea().catch(() => undefined);
