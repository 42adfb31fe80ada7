import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaUrlsIn } from '../../src/server/media/usage';
import { describeEachDatabase, type Session } from './support/testServer';

interface Use {
  resource: string;
  id: number;
  label: string;
}
interface Refusal {
  error: string;
  code: string;
  used_by: Use[];
}

let shade = 0;
/** A new PNG at each call (its own content hash, so its own file). */
const png = () => {
  shade += 1;
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade % 256, g: 90, b: 160 } } })
    .png()
    .toBuffer();
};

async function upload(session: Session, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), name);
  const response = await fetch(`${session.server.url}/api/upload-image`, {
    method: 'POST',
    body: form,
    headers: { cookie: session.owner },
  });
  return (await response.json()) as { url: string; id: number };
}

describeEachDatabase('where a media file is used', (session) => {
  const call = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it(
    'MEDIA GET /api/media/:id/usage lists every post, listing and setting that shows the file, as {resource, ' +
      'id, label}',
    async () => {
      const file = await upload(session(), 'cofresi.png');
      expect((await call<Use[]>('GET', `/api/media/${file.id}/usage`)).body).toEqual([]);

      const post = await call<{ id: number }>('POST', '/api/blog/posts', {
        title: 'Cofresí beach',
        slug: 'cofresi-beach-usage',
        featured_image: file.url,
      });
      const property = await call<{ id: number }>('POST', '/api/properties', {
        title: 'Casa en Cofresí',
        price: 150000,
        location: 'Cofresí, Puerto Plata',
        description: 'Cerca de Ocean World',
        type: 'sale',
        owner_name: 'Rosa',
        owner_phone: '+1 809 555 0111',
        additional_images: ['/media/other.jpg', file.url],
      });
      expect(property.status).toBe(201);
      const header = await call<Record<string, unknown>>('GET', '/api/header-settings');
      expect((await call('PUT', '/api/header-settings', { ...header.body, logo: file.url })).status).toBe(200);

      const { status, body } = await call<Use[]>('GET', `/api/media/${file.id}/usage`);
      expect(status).toBe(200);
      expect(body).toEqual(
        expect.arrayContaining([
          { resource: 'posts', id: post.body.id, label: 'Cofresí beach' },
          { resource: 'properties', id: property.body.id, label: 'Casa en Cofresí' },
          expect.objectContaining({ resource: 'header-settings', label: 'header-settings' }),
        ]),
      );
      expect(body).toHaveLength(3);
      expect((await session().server.call('GET', `/api/media/${file.id}/usage`)).status).toBe(401);
      expect((await call('GET', '/api/media/999999/usage')).status).toBe(404);
    },
  );

  it(
    'MEDIA deleting a file still used answers 409 in_use with the places, keeps the file, and deletes it ' +
      'once unused',
    async () => {
      const file = await upload(session(), 'teleferico.png');
      const tour = await call<Record<string, unknown> & { id: number }>('GET', '/api/tours/1');
      const original = tour.body.background_image;
      expect((await call('PUT', '/api/tours/1', { ...tour.body, background_image: file.url })).status).toBe(200);
      const stored = join(session().server.dataDir, file.url);

      const refused = await call<Refusal>('DELETE', `/api/media/${file.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('in_use');
      expect(refused.body.used_by).toEqual([{ resource: 'tours', id: 1, label: tour.body.nombre }]);
      expect(refused.body.error).toContain(String(tour.body.nombre));
      expect(existsSync(stored)).toBe(true);
      expect((await call('GET', `/api/media/${file.id}`)).status).toBe(200);

      const current = await call<Record<string, unknown>>('GET', '/api/tours/1');
      expect((await call('PUT', '/api/tours/1', { ...current.body, background_image: original })).status).toBe(200);
      expect((await call('DELETE', `/api/media/${file.id}`)).status).toBe(200);
      expect(existsSync(stored)).toBe(false);
    },
  );

  it(
    'MEDIA the seeded /media/damajagua-falls.jpg, shown by a post, cannot be deleted from under the ' + 'public site',
    async () => {
      const list = await call<{ id: number; url: string }[]>('GET', '/api/media?filter={"q":"damajagua"}');
      const falls = list.body.find(({ url }) => url === '/media/damajagua-falls.jpg');
      expect(falls).toBeDefined();
      const refused = await call<Refusal>('DELETE', `/api/media/${falls?.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.used_by.some(({ resource }) => resource === 'posts')).toBe(true);
    },
  );

  it("MEDIA a URL that only begins like the file's (same name, longer) is not a use of it", async () => {
    const file = await upload(session(), 'prefix.png');
    await call('POST', '/api/blog/posts', {
      title: 'Longer name',
      slug: 'longer-name-usage',
      content: `<p><img src="${file.url}.webp"></p>`,
    });
    expect((await call<Use[]>('GET', `/api/media/${file.id}/usage`)).body).toEqual([]);
    expect((await call('DELETE', `/api/media/${file.id}`)).status).toBe(200);
  });
});

describe('media URLs in content', () => {
  it('MEDIA finds /media/ paths in HTML, JSON lists, absolute addresses and prose, each whole', () => {
    expect(mediaUrlsIn('<p><img src="/media/a1.png" alt=""><img src=\'/media/b-2.jpg\'></p>')).toEqual([
      '/media/a1.png',
      '/media/b-2.jpg',
    ]);
    expect(mediaUrlsIn(JSON.stringify(['/media/c.webp', 'https://ep.example/media/d.gif?v=2']))).toEqual([
      '/media/c.webp',
      '/media/d.gif',
    ]);
    expect(mediaUrlsIn('See /media/e.jpg. And (/media/f.png), then /media/g.png#top')).toEqual([
      '/media/e.jpg',
      '/media/f.png',
      '/media/g.png',
    ]);
    expect(mediaUrlsIn('no files here: /mediateca/x.png')).toEqual([]);
  });
});
