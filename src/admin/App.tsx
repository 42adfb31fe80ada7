import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, defaultDarkTheme, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { canManage } from '../domain/access';
import { ROLE_AREA, type Role } from '../domain/roles';
import { createDataProvider } from './providers/dataProvider';
import { createAuthProvider } from './providers/authProvider';
import { createQueryClient } from './providers/queryClient';
import { LAYOUTS } from './layout/AppLayout';
import { Dashboard } from './screens/dashboard/Dashboard';
import { CUSTOM_SCREENS } from './screens/customScreens';
import { resources } from './resources';
import { i18nProvider } from './i18n/i18nProvider';
import { CatchAll } from './screens/access/CatchAll';
import { AccessDenied } from './screens/access/AccessDenied';
import { lightTheme } from './components/theme';

const apiDataProvider = createDataProvider();

/** One <Admin> per role area, mounted at /ep-control/{dueno|secretaria}, showing what the role may use. */
export function App({ role, dataProvider = apiDataProvider }: { role: Role; dataProvider?: DataProvider }) {
  const authProvider = useMemo(() => createAuthProvider(role), [role]);
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <Admin
      basename={`/ep-control/${ROLE_AREA[role]}`}
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      catchAll={CatchAll}
      accessDenied={AccessDenied}
      layout={LAYOUTS[role]}
      dashboard={Dashboard}
      loginPage={false}
      requireAuth
      disableTelemetry
      theme={lightTheme}
      darkTheme={defaultDarkTheme}
      title="EP Control"
    >
      {resources
        .filter(({ name }) => canManage(role, name))
        .map(({ name, views }) => (
          <Resource key={name} name={name} {...views} />
        ))}
      <CustomRoutes>
        {CUSTOM_SCREENS.filter(({ resource }) => canManage(role, resource)).map(({ path, component: Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
