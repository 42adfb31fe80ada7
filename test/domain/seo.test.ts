import { describe, expect, it } from 'vitest';
import {
  CHECK_STATUSES,
  DEFAULT_CHECKLIST,
  healthPercentage,
  nextStatus,
  siteTitleVerdict,
} from '../../src/domain/seo/checklist';
import { KEYWORD_DIFFICULTIES, KEYWORD_TRENDS, mergeKeywords, SAMPLE_KEYWORDS } from '../../src/domain/seo/keywords';
import { INDEX_STATUSES, seoEntriesResource } from '../../src/domain/seo/seoEntries';
import { fieldChanges } from '../../src/domain/diff';
import { spanish } from './spanish';

describe('SEO rules', () => {
  it('SEO-26 SEO-25 the checklist has 14 default items, each with label, status, value and editable', () => {
    expect(DEFAULT_CHECKLIST).toHaveLength(14);
    for (const item of DEFAULT_CHECKLIST) {
      expect(Object.keys(item).sort()).toEqual(['editable', 'label', 'status', 'value']);
      expect(CHECK_STATUSES).toContain(item.status);
      expect(item.label.length).toBeGreaterThan(5);
    }
    expect(new Set(DEFAULT_CHECKLIST.map(({ label }) => label)).size).toBe(14);
  });

  it('SEO-27 a status cycles ok → warn → error → ok', () => {
    expect(nextStatus('ok')).toBe('warn');
    expect(nextStatus('warn')).toBe('error');
    expect(nextStatus('error')).toBe('ok');
  });

  it('SEO-29 DASH-05 the score is ok items over all items as a whole percentage', () => {
    expect(healthPercentage([{ status: 'ok' }, { status: 'warn' }, { status: 'error' }])).toBe(33);
    expect(healthPercentage([{ status: 'ok' }, { status: 'ok' }])).toBe(100);
    expect(healthPercentage([{ status: 'error' }])).toBe(0);
    expect(healthPercentage([])).toBe(0);
    // 5 of 14: the site title is not ok until Site SEO General has one (issue 43).
    expect(healthPercentage(DEFAULT_CHECKLIST)).toBe(36);
  });

  it('SEO-32 SEO-33 SEO-34 the keyword finder keeps 8 sample entries with volume, difficulty and trend', () => {
    expect(SAMPLE_KEYWORDS).toHaveLength(8);
    for (const sample of SAMPLE_KEYWORDS) {
      expect(sample.volume).toBeGreaterThan(0);
      expect(KEYWORD_DIFFICULTIES).toContain(sample.difficulty);
      expect(KEYWORD_TRENDS).toContain(sample.trend);
    }
    expect(KEYWORD_DIFFICULTIES).toEqual(['baja', 'media', 'alta']);
    expect(KEYWORD_TRENDS).toEqual(['alza', 'estable', 'baja']);
  });

  it('SEO-36 chosen keywords are merged without duplicates, case-insensitive and trimmed, keeping the order', () => {
    expect(mergeKeywords('tours, Puerto Plata ,, taxi', ['puerto plata', ' Damajagua ', 'TAXI', 'cayo arena'])).toBe(
      'tours, Puerto Plata, taxi, Damajagua, cayo arena',
    );
    expect(mergeKeywords('', ['a', 'A', ' '])).toBe('a');
  });

  it('SEO-13 SEO-14 SEO-16 an entry defaults to pendiente, takes the three statuses, and needs title and slug', () => {
    expect(INDEX_STATUSES).toEqual(['indexado', 'pendiente', 'error']);
    const created = seoEntriesResource.create.parse({ title: 'Tours', slug: 'tours' });
    expect(created).toMatchObject({ index_status: 'pendiente', type: 'page', h2: [], h3: [] });
    const missing = seoEntriesResource.create.safeParse({ title: '', slug: '' });
    expect(missing.error?.issues.map(({ message }) => spanish(message))).toEqual([
      'Título y slug son obligatorios',
      'Título y slug son obligatorios',
    ]);
  });

  it('SEO-10 a history entry reads as the fields it changed, meta columns left out', () => {
    expect(
      fieldChanges(
        { id: 1, version: 1, title: 'A', h2: ['x'], description: 'same' },
        { id: 1, version: 2, title: 'B', h2: ['x', 'y'], description: 'same', updated_at: 'now' },
      ),
    ).toEqual([
      { field: 'title', before: 'A', after: 'B' },
      { field: 'h2', before: ['x'], after: ['x', 'y'] },
    ]);
    expect(fieldChanges(null, { title: 'New' })).toEqual([{ field: 'title', before: undefined, after: 'New' }]);
  });

  it('SEO-26 the site title item: an empty title is an error, 50–60 characters ok, any other length to improve', () => {
    expect(siteTitleVerdict('  ')).toEqual({ status: 'error', value: '', editable: false });
    expect(siteTitleVerdict('EP Tours').status).toBe('warn');
    expect(siteTitleVerdict('x'.repeat(50)).status).toBe('ok');
    expect(siteTitleVerdict('x'.repeat(61)).status).toBe('warn');
  });
});
