// First: a role area's chunks start downloading before the rest of the entry runs.
import { loadRoleArea } from './areaChunks';
import { areaOf } from './areaPaths';
import { lazy, StrictMode, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './screens/login/LoginPage';
import { AdminErrorBoundary } from './layout/AdminErrorBoundary';
import { PageLoading } from './PageLoading';
import { Redirect, usePathname } from './entryRouter';
import { LOGIN_PATH, readSession } from './providers/session';
import { loginStateFor } from './providers/nextPage';
import { PUBLIC_PATHS } from './screens/public/publicPaths';
import { dropFirstRowsElsewhere } from './firstRows';
import { keepLocaleCookie } from './i18n/localeCookie';

// react-admin, react-router and the @tanstack/react-query load only here, once a role area opens.
const RoleArea = lazy(loadRoleArea);
// Issue 42: the driver's phone screen of his own runs, without react-admin (it must open with no signal).
const DriverArea = lazy(() => import('./screens/driver/DriverArea'));

/**
 * Pages that load without react-admin (at most 120 kB gzip, test/e2e/loadWeight.spec.ts). A public page
 * (faq, about, media) is one more line: `'/ep-control/faq': lazy(() => import('./screens/public/FaqPage')),`.
 */
const LIGHT_PAGES: Record<string, ComponentType> = {
  [LOGIN_PATH]: LoginPage,
  [PUBLIC_PATHS.faq]: lazy(() => import('./screens/public/PublicFaqPage')),
  [PUBLIC_PATHS.about]: lazy(() => import('./screens/public/PublicAboutPage')),
  [PUBLIC_PATHS.media]: lazy(() => import('./screens/public/PublicMediaPage')),
};

/** SHELL-01, SHELL-08: light pages by path; a role area for a session of that role (SHELL-05..07); else login. */
function Entry() {
  const path = usePathname();
  // The server's first rows of one page stay until its screen shows; a sign-in page or another page drops them.
  useLayoutEffect(dropFirstRowsElsewhere, [path]);
  const LightPage = LIGHT_PAGES[path];
  if (LightPage) return <LightPage />;
  const role = areaOf(path);
  if (!role) return <Redirect to={LOGIN_PATH} />;
  // A deep link opened signed out opens after the sign-in (issue 23); another role's goes to its own area.
  if (readSession()?.role !== role)
    return (
      <Redirect to={LOGIN_PATH} state={loginStateFor(`${path}${window.location.search}${window.location.hash}`)} />
    );
  if (role === 'driver')
    return (
      <AdminErrorBoundary key={role}>
        <DriverArea />
      </AdminErrorBoundary>
    );
  // SHELL-24: a role area chunk that fails to load shows the error boundary.
  return (
    <AdminErrorBoundary key={role}>
      <RoleArea role={role} />
    </AdminErrorBoundary>
  );
}

// The server writes a page's first rows in the language chosen here (server/routes/first-rows).
keepLocaleCookie();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<PageLoading />}>
      <Entry />
    </Suspense>
  </StrictMode>,
);
