import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import type { Attraction } from '../../src/domain/attractions';
import { es } from '../../src/i18n/features';

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
    const created = await call<Attraction>('POST', '/api/attractions', {
      id: 0,
      nombre: 'Playa Cofresí',
      descripcion: 'Quiet beach',
      imagen: '/media/cofresi.jpg',
      link: '',
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toBeGreaterThan(0);
    const updated = await call<Attraction>('PUT', `/api/attractions/${created.body.id}`, {
      ...created.body,
      link: 'https://cofresi.example.com',
    });
    expect(updated.body).toMatchObject({ link: 'https://cofresi.example.com', version: 2 });
    expect((await call('DELETE', `/api/attractions/${created.body.id}`)).status).toBe(200);
    expect((await call('GET', `/api/attractions/${created.body.id}`)).status).toBe(404);
  });

  it(
    'ATTR-09 name and description are required; ATTR-08 the external link is optional but must be a ' + 'safe address',
    async () => {
      const missing = await call<{ fields: Record<string, string> }>('POST', '/api/attractions', {
        nombre: '',
        descripcion: ' ',
      });
      expect(missing.body.fields).toEqual({
        nombre: es.ep.attractions.nameRequired,
        descripcion: es.ep.attractions.descriptionRequired,
      });
      const unsafe = await call<{ fields: Record<string, string> }>('POST', '/api/attractions', {
        nombre: 'X',
        descripcion: 'Y',
        link: 'javascript:alert(1)',
      });
      expect(Object.keys(unsafe.body.fields)).toEqual(['link']);
      const image = await call<{ fields: Record<string, string> }>('POST', '/api/attractions', {
        nombre: 'X',
        descripcion: 'Y',
        imagen: 'data:text/html,<script>',
      });
      expect(Object.keys(image.body.fields)).toEqual(['imagen']);
      expect((await call('POST', '/api/attractions', { nombre: 'X', descripcion: 'Y' })).status).toBe(201);
    },
  );

  it(
    'ATTR-10 an embedded (data:) image is stored as an upload and the record keeps its /media/ URL, on create ' +
      'and update',
    async () => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 140, b: 90 } } })
        .png()
        .toBuffer();
      const embedded = `data:image/png;base64,${png.toString('base64')}`;
      const created = await call<Attraction>('POST', '/api/attractions', {
        nombre: 'Fortaleza San Felipe',
        descripcion: 'Colonial fort',
        imagen: embedded,
      });
      expect(created.status).toBe(201);
      expect(created.body.imagen).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
      expect(existsSync(join(session().server.dataDir, created.body.imagen))).toBe(true);
      const media = await call<{ url: string }[]>('GET', `/api/media?range=[0,999]`);
      expect(media.body.map((row) => row.url)).toContain(created.body.imagen);
      const stored = await session()
        .server.db.kysely.selectFrom('attractions')
        .select('imagen')
        .where('id', '=', created.body.id)
        .executeTakeFirstOrThrow();
      expect(stored.imagen).toBe(created.body.imagen);

      const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 10, b: 10 } } })
        .jpeg()
        .toBuffer();
      const updated = await call<Attraction>('PUT', `/api/attractions/${created.body.id}`, {
        ...created.body,
        imagen: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      });
      expect(updated.status).toBe(200);
      expect(updated.body.imagen).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);

      const notImage = await call<{ fields: Record<string, string> }>('POST', '/api/attractions', {
        nombre: 'X',
        descripcion: 'Y',
        imagen: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
      });
      expect(notImage.status).toBe(400);
      expect(Object.keys(notImage.body.fields)).toEqual(['imagen']);
      expect(
        (
          await call(
            'POST',
            '/api/attractions',
            { nombre: 'X', descripcion: 'Y', imagen: embedded },
            session().secretary,
          )
        ).status,
      ).toBe(403);
    },
  );

  it('ATTR-01 ATTR-02 ATTR-05 searches name and description, pages by 15, oldest or newest first', async () => {
    const list = async (query: string) => call<Attraction[]>('GET', `/api/attractions?${query}`);
    const page = await list(`range=[0,14]&sort=${encodeURIComponent('["id","DESC"]')}`);
    expect(page.body).toHaveLength(15);
    expect(page.headers.get('content-range')).toMatch(/^attractions 0-14\/\d+$/);
    const oldest = await list(`range=[0,14]&sort=${encodeURIComponent('["id","ASC"]')}`);
    expect(oldest.body[0].id).toBeLessThan(page.body[0].id);
    const search = await list(`filter=${encodeURIComponent(JSON.stringify({ q: 'ambar' }))}&range=[0,14]`);
    expect(search.body.map((row) => row.nombre)).toEqual(['Museo del Ámbar']);
    const inDescription = await list(
      `filter=${encodeURIComponent(JSON.stringify({ q: 'kitesurf capital' }))}&range=[0,14]`,
    );
    expect(inDescription.body.map((row) => row.nombre)).toEqual(['Kite Beach Cabarete']);
  });
});
