import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SeedData } from '../../../src/server/seed/demoData';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { menuFor, OWNER_MENU } from '../../../src/admin/layout/menuItems';
import { endpointOf } from '../../../src/admin/providers/endpoints';
import { canAccess } from '../../../src/domain/access';
import { loadEnglish, MESSAGES } from '../../../src/admin/i18n/i18nProvider';
import { SPEC_ROUTES, hasScreen } from '../../../src/admin/screens/specRoutes';

/**
 * STRUCTURE (issue 20): docs/ADDING_A_RESOURCE.md followed literally. The edits it names in existing files are
 * made here the way the guide says: the declaration joins `resources` in src/domain/resources.ts (existing file 1),
 * its words join the word registry's two lists (existing file 2), and the folder is there to be found by name (what
 * import.meta.glob does for a real folder). Nothing else is edited; menu, routes, endpoint, access and words must
 * follow from the declaration, the folder and the lists.
 */
vi.mock('../../../src/domain/resources', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/domain/resources')>();
  const { tourExtrasResource } = await import('./tourExtras');
  const resources = [...original.resources, tourExtrasResource];
  return {
    ...original,
    resources,
    findResource: (name: string) => resources.find((resource) => resource.name === name),
  };
});
vi.mock('../../../src/admin/resources', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/admin/resources')>();
  const { tourExtrasFolder } = await import('./tourExtras');
  const resourceFolders = { ...original.resourceFolders, './tour-extras/index.ts': { default: tourExtrasFolder } };
  return { ...original, resourceFolders, ...original.mountable(resourceFolders) };
});
// Its words, one line in each language's list of the one word registry (existing file 2); the catalogs follow.
vi.mock('../../../src/i18n/features', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/i18n/features')>();
  const { mergeAll } = await import('../../../src/i18n/tree');
  const words = await import('./tourExtrasWords');
  const FEATURE_ES = [...original.FEATURE_ES, words.es];
  const FEATURE_EN = [...original.FEATURE_EN, () => Promise.resolve({ en: words.en })];
  const loadEnglishWords = async () => mergeAll([await original.loadEnglishWords(), words.en]);
  return { ...original, FEATURE_ES, es: mergeAll(FEATURE_ES), FEATURE_EN, loadEnglishWords };
});

afterEach(() => localStorage.clear());

const extraRows = { 'tour-extras': [{ code: 'SNORKEL', percent: 10 }] } as unknown as SeedData;

describe('adding a resource by the guide', () => {
  // A resource without server rules needs no area (the declared area serves it); its words are one module per
  // language, each in its own list, so English stays a chunk of its own (src/i18n/features.ts).
  it(
    'STRUCTURE the guide names the two existing files the generator edits (declaration list, word registry), ' +
      'and they exist',
    () => {
      const guide = readFileSync('docs/ADDING_A_RESOURCE.md', 'utf8');
      const edited = [...guide.matchAll(/`([^`]+)` \(existing file \d/g)].map(([, path]) => path);
      expect([...new Set(edited)]).toEqual(['src/domain/resources.ts', 'src/i18n/features.ts']);
      for (const path of edited) expect([path, existsSync(path)]).toEqual([path, true]);
    },
  );

  it('STRUCTURE the sidebar places it from its declaration and keeps the spec items in the spec order', () => {
    const owner = menuFor('owner').map(({ to }) => to);
    // DECISIONS SHELL-15: an item beyond the spec follows the spec's nineteen, even when it names a spec item.
    const specItems = OWNER_MENU.map(({ to }) => to);
    expect(owner.slice(0, specItems.length)).toEqual(specItems);
    expect(owner.indexOf('tour-extras')).toBeGreaterThan(owner.indexOf('advertising-plans'));
    expect(menuFor('secretary').map(({ to }) => to)).not.toContain('tour-extras');
    expect(hasScreen('tour-extras')).toBe(true);
    expect(SPEC_ROUTES).not.toContain('tour-extras');
  });

  it('STRUCTURE its endpoint, access and words come from the declaration and its folder', async () => {
    expect(endpointOf('tour-extras').path).toBe('/api/tour-extras');
    expect([
      canAccess('owner', { resource: 'tour-extras' }),
      canAccess('secretary', { resource: 'tour-extras' }),
    ]).toEqual([true, false]);
    expect(await loadEnglish()).toMatchObject({
      resources: { 'tour-extras': { name: 'Tour extra |||| Tour extras' } },
    });
    expect(MESSAGES.es).toMatchObject({ resources: { 'tour-extras': { fields: { code: 'Código' } } } });
  });

  it('STRUCTURE the owner opens its list at its route, beside the sidebar item its messages name', async () => {
    renderApp('owner', { path: 'tour-extras', dataProvider: fakeDataProvider({}, extraRows) });
    expect(await screen.findByText('SNORKEL')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Extras de los tours' })).toHaveAttribute(
      'href',
      '/ep-control/dueno/tour-extras',
    );
  });

  it('STRUCTURE the secretary, whom the declaration does not open it to, neither sees it nor reaches it', async () => {
    renderApp('secretary', { path: 'tour-extras', dataProvider: fakeDataProvider({}, extraRows) });
    expect(await screen.findByRole('heading', { name: 'Sin acceso', level: 5 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(0));
    expect(screen.queryByRole('menuitem', { name: 'Extras de los tours' })).toBeNull();
    expect(screen.queryByText('SNORKEL')).toBeNull();
  });
});
