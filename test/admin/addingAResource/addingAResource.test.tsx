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
 * its words join the two word lists (existing files 2 and 3), and the folder is there to be found by name (what
 * import.meta.glob does for a real folder). Nothing else is edited; menu, routes, endpoint, access and words must
 * follow from the declaration, the folder and the lists.
 */
vi.mock('../../../src/domain/resources', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/domain/resources')>();
  const { promoCodesResource } = await import('./promoCodes');
  const resources = [...original.resources, promoCodesResource];
  return {
    ...original,
    resources,
    findResource: (name: string) => resources.find((resource) => resource.name === name),
  };
});
vi.mock('../../../src/admin/resources/folders', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/admin/resources/folders')>();
  const { promoCodesFolder } = await import('./promoCodes');
  return { resourceFolders: { ...original.resourceFolders, './promo-codes/index.ts': { default: promoCodesFolder } } };
});
// Its words, one line in each language's list (existing files 2 and 3); the lists' merged catalogs follow from them.
vi.mock('../../../src/i18n/features', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/i18n/features')>();
  const { mergeAll } = await import('../../../src/i18n/tree');
  const { es } = await import('./promoCodesWords');
  const FEATURE_ES = [...original.FEATURE_ES, es];
  return { ...original, FEATURE_ES, es: mergeAll(FEATURE_ES) };
});
vi.mock('../../../src/i18n/featuresEn', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/i18n/featuresEn')>();
  const { mergeAll } = await import('../../../src/i18n/tree');
  const { en } = await import('./promoCodesWords');
  const FEATURE_EN = [...original.FEATURE_EN, en];
  return { ...original, FEATURE_EN, en: mergeAll(FEATURE_EN) };
});

afterEach(() => localStorage.clear());

const promoRows = { 'promo-codes': [{ code: 'VERANO10', percent: 10 }] } as unknown as SeedData;

describe('adding a resource by the guide', () => {
  // A resource without server rules needs no area (the declared area serves it); its words are one module per
  // language, each in its own list, so English stays a chunk of its own (src/i18n/features.ts).
  it('STRUCTURE the guide names the three existing files the generator edits (declaration list, the two word lists), and they exist', () => {
    const guide = readFileSync('docs/ADDING_A_RESOURCE.md', 'utf8');
    const edited = [...guide.matchAll(/`([^`]+)` \(existing file \d/g)].map(([, path]) => path);
    expect([...new Set(edited)]).toEqual(['src/domain/resources.ts', 'src/i18n/features.ts', 'src/i18n/featuresEn.ts']);
    for (const path of edited) expect([path, existsSync(path)]).toEqual([path, true]);
  });

  it('STRUCTURE the sidebar places it from its declaration and keeps the spec items in the spec order', () => {
    const owner = menuFor('owner').map(({ to }) => to);
    // DECISIONS SHELL-15: an item beyond the spec follows the spec's nineteen, even when it names a spec item.
    const specItems = OWNER_MENU.map(({ to }) => to);
    expect(owner.slice(0, specItems.length)).toEqual(specItems);
    expect(owner.indexOf('promo-codes')).toBeGreaterThan(owner.indexOf('advertising-plans'));
    expect(menuFor('secretary').map(({ to }) => to)).not.toContain('promo-codes');
    expect(hasScreen('promo-codes')).toBe(true);
    expect(SPEC_ROUTES).not.toContain('promo-codes');
  });

  it('STRUCTURE its endpoint, access and words come from the declaration and its folder', async () => {
    expect(endpointOf('promo-codes').path).toBe('/api/promo-codes');
    expect([
      canAccess('owner', { resource: 'promo-codes' }),
      canAccess('secretary', { resource: 'promo-codes' }),
    ]).toEqual([true, false]);
    expect(await loadEnglish()).toMatchObject({
      resources: { 'promo-codes': { name: 'Promo code |||| Promo codes' } },
    });
    expect(MESSAGES.es).toMatchObject({ resources: { 'promo-codes': { fields: { code: 'Código' } } } });
  });

  it('STRUCTURE the owner opens its list at its route, beside the sidebar item its messages name', async () => {
    renderApp('owner', { path: 'promo-codes', dataProvider: fakeDataProvider({}, promoRows) });
    expect(await screen.findByText('VERANO10')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Códigos promocionales' })).toHaveAttribute(
      'href',
      '/ep-control/dueno/promo-codes',
    );
  });

  it('STRUCTURE the secretary, whom the declaration does not open it to, neither sees it nor reaches it', async () => {
    renderApp('secretary', { path: 'promo-codes', dataProvider: fakeDataProvider({}, promoRows) });
    expect(await screen.findByRole('heading', { name: 'Sin acceso', level: 5 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(0));
    expect(screen.queryByRole('menuitem', { name: 'Códigos promocionales' })).toBeNull();
    expect(screen.queryByText('VERANO10')).toBeNull();
  });
});
