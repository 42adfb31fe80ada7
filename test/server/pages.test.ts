import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import type { Page } from '../../src/domain/pages';
import { daysFromToday } from '../days';

describeEachDatabase('pages API', (session) => {
  const call = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().secretary, body });

  it('API-07 PAGE-01 PAGE-07 lists pages with title, status and date, newest first', async () => {
    const { status, body } = await call<Page[]>('GET', '/api/pages');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(Object.keys(body[0])).toEqual(expect.arrayContaining(['id', 'title', 'content', 'status', 'date']));
    expect(body.map((page) => page.date)).toEqual([...body.map((page) => page.date)].sort().reverse());
  });

  it('API-11 PAGE-06 a new page defaults to draft and today', async () => {
    const created = await call<Page>('POST', '/api/pages', { title: 'Traslado a Sosúa' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Traslado a Sosúa',
      status: 'draft',
      content: '',
      date: daysFromToday(0),
    });
  });

  it('PAGE-05 the title is required; nothing is stored', async () => {
    const before = (await call<Page[]>('GET', '/api/pages')).body.length;
    const answer = await call<{ fields: Record<string, string> }>('POST', '/api/pages', {
      title: '  ',
      content: '<p>x</p>',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('title');
    expect((await call<Page[]>('GET', '/api/pages')).body.length).toBe(before);
  });

  it('PAGE-07 PAGE-04 refuses a status other than published or draft and a date not YYYY-MM-DD', async () => {
    const status = await call<{ fields: Record<string, string> }>('POST', '/api/pages', {
      title: 'X',
      status: 'archived',
    });
    expect(Object.keys(status.body.fields)).toEqual(['status']);
    const date = await call<{ fields: Record<string, string> }>('POST', '/api/pages', {
      title: 'X',
      date: '22/11/2026',
    });
    expect(Object.keys(date.body.fields)).toEqual(['date']);
  });

  it('API-08 API-09 reads and updates a page; the content is sanitized', async () => {
    const created = await call<Page>('POST', '/api/pages', {
      title: 'Cayo Arena',
      status: 'published',
      date: '2026-12-01',
    });
    const updated = await call<Page>('PUT', `/api/pages/${created.body.id}`, {
      ...created.body,
      content:
        '<h2>Día completo</h2><p onclick="steal()">Snorkel</p><script>alert(1)</script><img ' +
        'src="/media/a.jpg" onerror="x()">',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.content).toBe('<h2>Día completo</h2><p>Snorkel</p><img src="/media/a.jpg" />');
    expect(updated.body.version).toBe(2);
    const read = await call<Page>('GET', `/api/pages/${created.body.id}`);
    expect(read.body).toEqual(updated.body);
  });

  it('API-10 deletes a page', async () => {
    const created = await call<Page>('POST', '/api/pages', { title: 'Borrar' });
    expect((await call('DELETE', `/api/pages/${created.body.id}`)).body).toEqual({ id: created.body.id });
    expect((await call('GET', `/api/pages/${created.body.id}`)).status).toBe(404);
  });

  it('PAGE-08 a failed update changes nothing', async () => {
    const created = await call<Page>('POST', '/api/pages', { title: 'Intacta' });
    const failed = await call('PUT', `/api/pages/${created.body.id}`, { title: '' });
    expect(failed.status).toBe(400);
    expect((await call<Page>('GET', `/api/pages/${created.body.id}`)).body).toEqual(created.body);
  });
});
