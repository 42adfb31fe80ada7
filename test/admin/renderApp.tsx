import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import { App } from '../../src/admin/App';
import { writeSession } from '../../src/admin/providers/session';
import type { StaffRole } from '../../src/domain/roles';
import { ROLE_AREA } from '../../src/domain/roles';
import type { StaffGrants } from '../../src/domain/staffPermissions';
import { fakeDataProvider } from './fakeDataProvider';

// The forms and record screens the app loads when first opened (resources/<name>/forms.ts) are imported with the
// test file, as they were with the area until issue 44: transformed only once a test opened one, on a loaded machine
// they outlasted its wait for the first field. Pages', posts' and tours' forms (the editor) loaded so before.
import.meta.glob(['../../src/admin/resources/*/forms.ts', '!../../src/admin/resources/{pages,posts,tours}/forms.ts'], {
  eager: true,
});

/**
 * Renders the real app of a role, signed in (the secretary with `grants`, if given), at `path` under its area, on
 * the fake data provider. A data router, as in the built app, so forms can warn before leaving with unsaved
 * changes.
 */
export function renderApp(
  role: StaffRole,
  {
    path = '',
    dataProvider = fakeDataProvider(),
    grants,
  }: { path?: string; dataProvider?: DataProvider; grants?: StaffGrants } = {},
) {
  writeSession({ username: role === 'owner' ? 'dueno' : 'secretaria', role, grants });
  const area = `/ep-control/${ROLE_AREA[role]}`;
  const router = createMemoryRouter(
    [
      { path: `${area}/*`, element: <App role={role} dataProvider={dataProvider} /> },
      { path: '/ep-control/login', element: <div>Login screen</div> },
    ],
    { initialEntries: [`${area}/${path}`] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
