import { describe, expect, it } from 'vitest';
import { canAccess, roleOfArea, ROLE_AREA } from '../../src/domain/roles';
import { normalizeSearch } from '../../src/domain/search';
import { pageCreate, PAGE_STATUS_LABELS } from '../../src/domain/pages';

describe('roles', () => {
  it('SHELL-02 the owner is dueno and the secretary secretaria', () => {
    expect(ROLE_AREA).toEqual({ owner: 'dueno', secretary: 'secretaria' });
    expect(roleOfArea('secretaria')).toBe('secretary');
    expect(roleOfArea('admin')).toBeUndefined();
  });

  it('SHELL-16 the secretary may use pages, posts, media, contact and navigation; the owner everything', () => {
    for (const resource of ['pages', 'posts', 'categories', 'media', 'uploads', 'contact', 'navigation', 'notifications']) {
      expect(canAccess('secretary', { resource })).toBe(true);
    }
    for (const resource of ['users', 'audit', 'tours', 'seo', 'advertising']) {
      expect(canAccess('secretary', { resource })).toBe(false);
      expect(canAccess('owner', { resource })).toBe(true);
    }
    expect(canAccess(undefined, { resource: 'pages' })).toBe(false);
  });
});

describe('pages and search', () => {
  it('PAGE-02 PAGE-06 labels the statuses and defaults a new page to draft', () => {
    expect(PAGE_STATUS_LABELS).toEqual({ published: 'Publicado', draft: 'Borrador' });
    expect(pageCreate.parse({ title: 'Hola' })).toEqual({ title: 'Hola', content: '', status: 'draft' });
  });

  it('NAV-01 search text is lower-cased and accent-stripped', () => {
    expect(normalizeSearch('Excursión a SOSÚA')).toBe('excursion a sosua');
  });
});
