import { useEffect, useMemo } from 'react';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  Resource,
  defaultDarkTheme,
  localStorageStore,
  type DataProvider,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { canManage } from '../domain/access';
import { ROLE_AREA, type StaffRole } from '../domain/roles';
import { createDataProvider } from './providers/dataProvider';
import { createAuthProvider } from './providers/authProvider';
import { createQueryClient } from './providers/queryClient';
import { useSessionWatch } from './providers/useSessionWatch';
import { refreshGrants, useGrants } from './providers/grants';
import { AUTH_QUERIES } from './providers/queryClient';
import { LAYOUTS } from './layout/AppLayout';
import { Dashboard } from './screens/dashboard/Dashboard';
import { CUSTOM_SCREENS } from './screens/customScreens';
import { resources } from './resources';
import { i18nProvider } from './i18n/i18nProvider';
import { CatchAll } from './screens/access/CatchAll';
import { AccessDenied } from './screens/access/AccessDenied';
import { NotFound } from './screens/access/NotFound';
import { lightTheme } from './components/theme';
import { PageLoading } from './PageLoading';

const apiDataProvider = createDataProvider();
/** The store <Admin> would make: the language choice and list settings in localStorage, as 'RaStore.*'. */
const store = localStorageStore();

/**
 * One admin per role area, mounted at /ep-control/{dueno|secretaria}, showing what the role may use. It is
 * what react-admin's <Admin> renders (its context, then its UI): <Admin> itself imports react-admin's English
 * words as its default i18nProvider, which put them in every area's first load (issue 25); ours loads English
 * only when chosen (i18n/i18nProvider.ts).
 */
export function App({ role, dataProvider = apiDataProvider }: { role: StaffRole; dataProvider?: DataProvider }) {
  const authProvider = useMemo(() => createAuthProvider(role), [role]);
  const queryClient = useMemo(() => createQueryClient(role), [role]);
  useSessionWatch(queryClient);
  // The secretary's screens follow the owner's grants: asked when her area opens and when she comes back to it.
  const grants = useGrants();
  useEffect(() => {
    if (role !== 'secretary') return;
    const refresh = () =>
      void refreshGrants()
        .then((changed) => {
          if (changed) void queryClient.invalidateQueries({ queryKey: AUTH_QUERIES });
        })
        .catch(() => undefined);
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [role, queryClient]);
  return (
    <AdminContext
      basename={`/ep-control/${ROLE_AREA[role]}`}
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      theme={lightTheme}
      darkTheme={defaultDarkTheme}
    >
      <AdminUI
        catchAll={CatchAll}
        accessDenied={AccessDenied}
        // react-admin's own loading page (while the session is checked, or a screen's code arrives) has an unnamed
        // progress bar and grey text below contrast (axe: serious); the entry's spinner is named.
        loading={PageLoading}
        layout={LAYOUTS[role]}
        dashboard={Dashboard}
        loginPage={false}
        requireAuth
        disableTelemetry
        title="EP Control"
      >
        {resources
          .filter(({ name }) => canManage(role, name, grants))
          .map(({ name, views }) =>
            views.list ? (
              <Resource key={name} name={name} {...views} />
            ) : (
              // A resource without screens (payments, read by a booking's panels) had a blank page at its address.
              <Resource key={name} name={name} {...views}>
                <Route path="*" element={<NotFound />} />
              </Resource>
            ),
          )}
        <CustomRoutes>
          {CUSTOM_SCREENS.filter(({ resource }) => canManage(role, resource, grants)).map(
            ({ path, component: Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ),
          )}
        </CustomRoutes>
      </AdminUI>
    </AdminContext>
  );
}
