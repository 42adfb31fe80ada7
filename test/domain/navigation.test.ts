import { describe, expect, it } from 'vitest';
import {
  ATTRACTIONS_URL,
  TOURS_URL,
  mapLegacyNavUrl,
  mapNavNameOnCreate,
  navigationResource,
  reorderLinks,
  violatesAirportTransfersRule,
} from '../../src/domain/navigation';
import { spanish } from './spanish';

describe('navigation rules', () => {
  it('NAV-09 maps /tours and /tours-and-excursions to the tours page', () => {
    expect(mapLegacyNavUrl('/tours')).toBe(TOURS_URL);
    expect(mapLegacyNavUrl(' /tours-and-excursions/ ')).toBe(TOURS_URL);
    expect(mapLegacyNavUrl('/tours/damajagua')).toBe('/tours/damajagua');
  });

  it('NAV-10 maps /attractions and /things-to-do to the attractions page', () => {
    expect(mapLegacyNavUrl('/attractions')).toBe(ATTRACTIONS_URL);
    expect(mapLegacyNavUrl('/things-to-do')).toBe(ATTRACTIONS_URL);
  });

  it('NAV-11 NAV-12 renames Tours and Attractions, nothing else', () => {
    expect(mapNavNameOnCreate('Tours')).toBe('Tours & Excursions');
    expect(mapNavNameOnCreate(' Attractions ')).toBe('Things to Do & Attractions');
    expect(mapNavNameOnCreate('Tours baratos')).toBe('Tours baratos');
  });

  it('NAV-07 allows one /airport-transfers link, whatever its case or trailing slash', () => {
    const stored = [
      { id: 4, url: '/airport-transfers' },
      { id: 5, url: '/blog' },
    ];
    expect(violatesAirportTransfersRule({ url: '/Airport-Transfers/' }, stored)).toBe(true);
    expect(violatesAirportTransfersRule({ id: 4, url: '/airport-transfers' }, stored)).toBe(false);
    expect(violatesAirportTransfersRule({ url: '/airport' }, stored)).toBe(false);
    expect(violatesAirportTransfersRule({ url: '/airport-transfers' }, [])).toBe(false);
  });

  it('NAV-14 NAV-08 a link needs name and URL; active defaults true and new_tab false', () => {
    expect(navigationResource.create.parse({ name: 'Blog', url: '/blog' })).toEqual({
      name: 'Blog',
      url: '/blog',
      active: true,
      new_tab: false,
    });
    const failed = navigationResource.create.safeParse({ name: '', url: '' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((issue) => spanish(issue.message))).toEqual([
      'Nombre y URL son obligatorios',
      'Nombre y URL son obligatorios',
    ]);
    expect(navigationResource.create.safeParse({ name: 'x', url: '/x', order: 0 }).success).toBe(false);
  });

  it('NAV-05 moving a link renumbers from 1 and reports only the links whose order changed', () => {
    const links = [1, 2, 3, 4].map((id) => ({ id, order: id }));
    const { links: moved, changed } = reorderLinks(links, 3, 1);
    expect(moved.map((link) => [link.id, link.order])).toEqual([
      [1, 1],
      [4, 2],
      [2, 3],
      [3, 4],
    ]);
    expect(changed.map((link) => link.id)).toEqual([4, 2, 3]);
  });
});
