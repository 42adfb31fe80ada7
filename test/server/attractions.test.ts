import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import type { Attraction } from '../../src/domain/attractions';
import { es } from '../../src/admin/i18n/es';

describeEachDatabase('attractions API', (session) => {
  const call = <T>(method: string, path: string, body?: unknown, cookie: string | undefined = session().owner) =>
    session().server.call<T>(method, path, { cookie, body });

  it('API-58 ATTR-03 ATTR-10 the public list is newest first with nombre, descripcion, imagen and link', async () => {
    const { status, body } = await call<Attraction[]>('GET', '/api/attractions', undefined, '');
    expect(status).toBe(200);
    expect(Object.keys(body[0])).toEqual(expect.arrayContaining(['id', 'nombre', 'descripcion', 'imagen', 'link']));
    expect(body.map((row) => row.id)).toEqual([...body.map((row) => row.id)].sort((a, b) => b - a));
  });

  it('API-59 API-60 API-61 creates (id 0 is ignored), updates and deletes an attraction', async () => {
    const created = await call<Attraction>('POST', '/api/attractions', { id: 0, nombre: 'Playa Cofresí', descripcion: 'Quiet beach', imagen: '/media/cofresi.jpg', link: '' });
    expect(created.status).toBe(201);
    expect(created.body.id).toBeGreaterThan(0);
    const updated = await call<Attraction>('PUT', `/api/attractions/${created.body.id}`, { ...created.body, link: 'https://cofresi.example.com' });
    expect(updated.body).toMatchObject({ link: 'https://cofresi.example.com', version: 2 });
    expect((await call('DELETE', `/api/attractions/${created.body.id}`)).status).toBe(200);
    expect((await call('GET', `/api/attractions/${created.body.id}`)).status).toBe(404);
  });

  it('ATTR-09 name and description are required; ATTR-08 the external link is optional but must be a safe address', async () => {
    const missing = await call<{ fields: Record<string, string> }>('POST', '/api/attractions', { nombre: '', descripcion: ' ' });
    expect(missing.body.fields).toEqual({ nombre: es.ep.attractions.nameRequired, descripcion: es.ep.attractions.descriptionRequired });
    const unsafe = await call<{ fields: Record<string, string> }>('POST', '/api/attractions', { nombre: 'X', descripcion: 'Y', link: 'javascript:alert(1)' });
    expect(Object.keys(unsafe.body.fields)).toEqual(['link']);
    const image = await call<{ fields: Record<string, string> }>('POST', '/api/attractions', { nombre: 'X', descripcion: 'Y', imagen: 'data:text/html,<script>' });
    expect(Object.keys(image.body.fields)).toEqual(['imagen']);
    expect((await call('POST', '/api/attractions', { nombre: 'X', descripcion: 'Y' })).status).toBe(201);
  });

  it('ATTR-01 ATTR-02 ATTR-05 searches name and description, pages by 15, oldest or newest first', async () => {
    const list = async (query: string) => call<Attraction[]>('GET', `/api/attractions?${query}`);
    const page = await list(`range=[0,14]&sort=${encodeURIComponent('["id","DESC"]')}`);
    expect(page.body).toHaveLength(15);
    expect(page.headers.get('content-range')).toMatch(/^attractions 0-14\/\d+$/);
    const oldest = await list(`range=[0,14]&sort=${encodeURIComponent('["id","ASC"]')}`);
    expect(oldest.body[0].id).toBeLessThan(page.body[0].id);
    const search = await list(`filter=${encodeURIComponent(JSON.stringify({ q: 'ambar' }))}&range=[0,14]`);
    expect(search.body.map((row) => row.nombre)).toEqual(['Museo del Ámbar']);
    const inDescription = await list(`filter=${encodeURIComponent(JSON.stringify({ q: 'kitesurf capital' }))}&range=[0,14]`);
    expect(inDescription.body.map((row) => row.nombre)).toEqual(['Kite Beach Cabarete']);
  });
});
