// Before the area's code runs: the chunk of the screen a typed URL opens starts downloading.
import { firstScreenArrived } from './firstScreens';
// Zod's settings before any schema of the area parses; the login page uses no zod and loads without it.
import './cspSafeZod';
import { use, useEffect, useLayoutEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { StaffRole } from '../domain/roles';
import { areaPath } from './providers/session';
import { locationChanged } from './entryRouter';
import { App } from './App';

/** A URL outside the area (logout, a 401, a typed address) hands the page back to the entry's router. */
function LeaveArea() {
  useLayoutEffect(locationChanged, []);
  return null;
}

/**
 * The admin of one role, loaded lazily by the entry with react-admin and react-router. The entry has
 * already checked the stored session's role (SHELL-05..07). It renders once a typed URL's screen has arrived
 * (firstScreens.ts).
 */
export default function RoleArea({ role }: { role: StaffRole }) {
  use(firstScreenArrived);
  // A data router: react-admin's warnWhenUnsavedChanges can only block leaving a form inside one.
  const router = useMemo(
    () =>
      createBrowserRouter([
        { path: `${areaPath(role)}/*`, element: <App role={role} /> },
        { path: '*', element: <LeaveArea /> },
      ]),
    [role],
  );
  // Its history listener goes with the area, when the entry hands the page back (logout, login).
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
