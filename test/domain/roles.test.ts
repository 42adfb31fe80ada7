import { describe, expect, it } from 'vitest';
import { roleOfArea, ROLE_AREA } from '../../src/domain/roles';
import { canAccess, canManage } from '../../src/domain/access';
import { normalizeSearch } from '../../src/domain/search';
import { pagesResource, PAGE_STATUSES } from '../../src/domain/pages';
import { spanish } from './spanish';

describe('roles', () => {
  it('SHELL-02 the owner is dueno and the secretary secretaria (and, issue 42, the driver conductor)', () => {
    expect(ROLE_AREA).toEqual({ owner: 'dueno', secretary: 'secretaria', driver: 'conductor' });
    expect(roleOfArea('secretaria')).toBe('secretary');
    expect(roleOfArea('admin')).toBeUndefined();
  });

  it('SHELL-16 the secretary may use pages, posts, media, contact and navigation; the owner everything', () => {
    for (const resource of [
      'pages',
      'posts',
      'categories',
      'media',
      'uploads',
      'contact',
      'navigation',
      'notifications',
    ]) {
      expect(canAccess('secretary', { resource })).toBe(true);
    }
    // Tours are read by the public site (docs/DECISIONS.md): the secretary may read them, not change them.
    for (const resource of ['users', 'audit', 'tours', 'seo', 'advertising']) {
      expect(canAccess('secretary', { resource, action: 'edit' })).toBe(false);
      expect(canAccess('owner', { resource })).toBe(true);
    }
    expect(canAccess(undefined, { resource: 'pages' })).toBe(false);
  });
});

describe('pages and search', () => {
  it('PAGE-02 PAGE-06 labels the statuses and defaults a new page to draft', () => {
    expect(PAGE_STATUSES.map((status) => spanish(`ep.pages.statuses.${status}`))).toEqual(['Publicado', 'Borrador']);
    expect(pagesResource.create.parse({ title: 'Hola' })).toEqual({ title: 'Hola', content: '', status: 'draft' });
  });

  it('NAV-01 search text is lower-cased and accent-stripped', () => {
    expect(normalizeSearch('Excursión a SOSÚA')).toBe('excursion a sosua');
  });
});

describe('managing versus reading', () => {
  it("SHELL-16 a resource the public site reads is not thereby the secretary's to manage", () => {
    expect(canAccess('secretary', { resource: 'navigation', action: 'list' })).toBe(true);
    expect(canManage('secretary', 'navigation')).toBe(true);
    expect(canAccess(undefined, { resource: 'navigation', action: 'list' })).toBe(true);
    expect(canAccess(undefined, { resource: 'navigation', action: 'edit' })).toBe(false);
    expect(canAccess('secretary', { resource: 'sales-rentals-visibility', action: 'list' })).toBe(true);
    expect(canManage('secretary', 'sales-rentals-visibility')).toBe(false);
    expect(canManage('owner', 'sales-rentals-visibility')).toBe(true);
  });
});
