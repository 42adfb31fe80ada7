import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, defaultDarkTheme, defaultLightTheme, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { canAccess, ROLE_AREA, type Role } from '../domain/roles';
import { createDataProvider } from './providers/dataProvider';
import { createAuthProvider } from './providers/authProvider';
import { LAYOUTS } from './layout/AppLayout';
import { Dashboard } from './screens/dashboard/Dashboard';
import { ComingSoon } from './screens/ComingSoon';
import { ProfilePage } from './screens/ProfilePage';
import { PENDING_ROUTES } from './screens/comingSoonRoutes';
import { resources } from './resources';

const apiDataProvider = createDataProvider();

/** One <Admin> per role area, mounted at /ep-control/{dueno|secretaria}, showing what the role may use. */
export function App({ role, dataProvider = apiDataProvider }: { role: Role; dataProvider?: DataProvider }) {
  const authProvider = useMemo(() => createAuthProvider(role), [role]);
  return (
    <Admin
      basename={`/ep-control/${ROLE_AREA[role]}`}
      dataProvider={dataProvider}
      authProvider={authProvider}
      layout={LAYOUTS[role]}
      dashboard={Dashboard}
      loginPage={false}
      requireAuth
      disableTelemetry
      theme={defaultLightTheme}
      darkTheme={defaultDarkTheme}
      title="EP Control"
    >
      {resources
        .filter(({ name }) => canAccess(role, { resource: name }))
        .map(({ name, views }) => (
          <Resource key={name} name={name} {...views} />
        ))}
      <CustomRoutes>
        <Route path={ProfilePage.path} element={<ProfilePage />} />
        {PENDING_ROUTES.filter((route) => route.roles.includes(role)).map(({ path, title }) => (
          <Route key={path} path={`/${path}`} element={<ComingSoon title={title} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
