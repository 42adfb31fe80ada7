import { describe, expect, it } from 'vitest';
import { formatTags, parseTags, cleanTags } from '../../src/domain/tags';
import { slugify } from '../../src/domain/slug';
import { postSchema, publishedAt } from '../../src/domain/posts';
import { categorySchema, sameCategoryName } from '../../src/domain/categories';
import { POSTS_PER_PAGE, pageNumbers, showingText } from '../../src/domain/postList';
import { spanish } from './spanish';

describe('tags', () => {
  it('POST-08 splits on commas, trims and drops blanks', () => {
    expect(parseTags(' Damajagua, cascadas ,, ,aventura ,')).toEqual(['Damajagua', 'cascadas', 'aventura']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
    expect(parseTags('Ocean World')).toEqual(['Ocean World']);
  });

  it('POST-07 shows a list as one comma-separated text that parses back to the same list', () => {
    const tags = ['Amber Cove', 'cruise', 'Taíno Bay'];
    expect(formatTags(tags)).toBe('Amber Cove, cruise, Taíno Bay');
    expect(parseTags(formatTags(tags))).toEqual(tags);
    expect(formatTags(undefined)).toBe('');
  });

  it('POST-08 a list sent by any client is cleaned the same way', () => {
    expect(cleanTags([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });
});

describe('slugs', () => {
  it('POST-16 suggests a slug from the title with accents folded', () => {
    expect(slugify('Los 27 Charcos de Damajagua: guía completa')).toBe('los-27-charcos-de-damajagua-guia-completa');
    expect(slugify('  Teleférico a la Loma Isabel de Torres!  ')).toBe('teleferico-a-la-loma-isabel-de-torres');
    expect(slugify('Año Nuevo en Puerto Plata')).toBe('ano-nuevo-en-puerto-plata');
    expect(slugify('¿¡ !?')).toBe('');
  });

  it('POST-16 cuts a long slug at a word boundary', () => {
    const slug = slugify('excursion '.repeat(20), 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug).toMatch(/^excursion(-excursion)*$/);
  });
});

describe('post and category schemas', () => {
  it('POST-20 POST-21 POST-22 a new post defaults to draft, summary and index,follow', () => {
    expect(postSchema.parse({ title: 'X', slug: 'x' })).toMatchObject({
      status: 'draft',
      twitter_card: 'summary',
      robots_meta: 'index,follow',
      tags: [],
    });
  });

  it('POST-23 published_at is stamped on first publication and kept after', () => {
    expect(publishedAt('draft', null, 'now')).toBeNull();
    expect(publishedAt('published', null, 'now')).toBe('now');
    expect(publishedAt('draft', 'before', 'now')).toBe('before');
    expect(publishedAt('published', 'before', 'now')).toBe('before');
  });

  it('POST-28 a category needs name and slug', () => {
    const result = categorySchema.safeParse({ name: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => spanish(issue.message))).toEqual([
      'Name and slug are required',
      'Name and slug are required',
    ]);
  });

  it('POST-29 names are compared without case, accented capitals included', () => {
    expect(sameCategoryName('Éxitos', ' éxitos ')).toBe(true);
    expect(sameCategoryName('Excursiones', 'Excursión')).toBe(false);
  });
});

describe('posts list paging', () => {
  it('POST-04 says which posts the page shows', () => {
    expect(showingText(1, 10, 12)).toBe('Showing 1 to 10 of 12 posts');
    expect(showingText(2, 10, 12)).toBe('Showing 11 to 12 of 12 posts');
    expect(showingText(1, 10, 0)).toBe('Showing 0 to 0 of 0 posts');
  });

  it('POST-03 offers every page number when few, else the ends and the neighbours of the current page', () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageNumbers(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 19, 20]);
    expect(POSTS_PER_PAGE).toBe(10);
  });
});
