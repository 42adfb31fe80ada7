import { describe, expect, it } from 'vitest';
import { resources as declarations } from '../../src/domain/resources';
import { canManage } from '../../src/domain/access';
import { ROLES } from '../../src/domain/roles';
import { resourceFolders, folderOf } from '../../src/admin/resources';
import { OWNER_MENU, SIDEBAR, menuFor } from '../../src/admin/layout/menuItems';
import { SPEC_ROUTES, hasScreen } from '../../src/admin/screens/specRoutes';
import { endpointOf } from '../../src/admin/providers/endpoints';
import { es } from '../../src/i18n/features';

/** The app's side of the one-declaration rule: folders, endpoints, menu and spec routes agree with src/domain. */
describe('resource declarations in the app', () => {
  it(
    'SHELL-15 every resource folder belongs to a declared resource, and every declared screen has its folder ' +
      'with a list',
    () => {
      const folderNames = Object.keys(resourceFolders).map((path) => path.split('/')[1]);
      const withScreens = declarations.filter(({ screens }) => screens).map(({ name }) => name);
      expect(folderNames.filter((name) => !declarations.some((declared) => declared.name === name))).toEqual([]);
      for (const name of withScreens) expect([name, Boolean(folderOf(name)?.list)]).toEqual([name, true]);
    },
  );

  it('SHELL-15 every declared resource has an endpoint at its API path, and one with screens has a menu entry', () => {
    const sidebar = menuFor('owner').map(({ to }) => to);
    for (const { name, api, screens } of declarations) {
      expect(endpointOf(name).path).toBe(api);
      // A screen is reached from the sidebar or from another spec route.
      if (screens) expect([name, SPEC_ROUTES.includes(name) || sidebar.includes(name)]).toEqual([name, true]);
    }
  });

  it('SHELL-04 SHELL-15 every route of the spec opens its own screen: a resource folder or a custom screen', () => {
    expect(SPEC_ROUTES.filter((route) => !hasScreen(route))).toEqual([]);
    for (const role of ROLES) {
      const menuRoutes = OWNER_MENU.map(({ to }) => to).filter((to) => to !== '' && canManage(role, to));
      expect(menuRoutes.every(hasScreen)).toBe(true);
    }
  });

  it('SHELL-16 the menu is what canAccess opens to the role: the secretary gets part 1 items only', () => {
    expect(menuFor('secretary').map(({ to }) => es.ep.menu[(to || 'dashboard') as keyof typeof es.ep.menu])).toEqual([
      'Dashboard',
      'Pages',
      'Media',
      'Contact',
      'Navigation',
    ]);
    // The owner gets every item: the spec's, then the declared resources' (issue 22's tables) and the others.
    expect(menuFor('owner')).toEqual(SIDEBAR);
  });
});
