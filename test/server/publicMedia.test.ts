import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDatabase, type Session } from './support/testServer';

interface PublicImage {
  id: number;
  name: string;
  url: string;
  alt: string;
  date: string;
}

let shade = 0;
async function upload(session: Session, name: string) {
  shade += 1;
  const bytes = await sharp({
    create: { width: 24, height: 24, channels: 3, background: { r: 200, g: 10, b: shade % 256 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await fetch(`${session.server.url}/api/upload-image`, {
    method: 'POST',
    body: form,
    headers: { cookie: session.owner },
  });
  return (await response.json()) as { url: string; id: number };
}

describeEachDatabase('public media API', (session) => {
  const publicUrls = async () =>
    (await session().server.call<PublicImage[]>('GET', '/api/public-media')).body.map(({ url }) => url);
  const asOwner = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it(
    "PUB-01 PUB-02 visitors list the library's images without a session: name, url and alt text only, " +
      'newest first',
    async () => {
      const { status, body } = await session().server.call<PublicImage[]>('GET', '/api/public-media');
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
      expect(Object.keys(body[0]).sort()).toEqual(['alt', 'date', 'id', 'name', 'url']);
      expect(body.every(({ url }) => url.startsWith('/media/'))).toBe(true);
      expect(body.map(({ date }) => date)).toEqual([...body.map(({ date }) => date)].sort().reverse());
      expect((await session().server.call('GET', '/api/media')).status).toBe(401);
    },
  );

  it(
    "MEDIA an upload from a form never saved is not public; a draft's image is not either, until the post is " +
      'published',
    async () => {
      const orphan = await upload(session(), 'never-saved.png');
      const draftImage = await upload(session(), 'draft.png');
      const post = await asOwner<Record<string, unknown> & { id: number }>('POST', '/api/blog/posts', {
        title: 'Borrador público',
        slug: 'borrador-publico-media',
        featured_image: draftImage.url,
      });
      expect(post.status).toBe(201);
      expect(await publicUrls()).not.toContain(orphan.url);
      expect(await publicUrls()).not.toContain(draftImage.url);
      expect(
        (await asOwner('PUT', `/api/blog/posts/${post.body.id}`, { ...post.body, status: 'published' })).status,
      ).toBe(200);
      expect(await publicUrls()).toContain(draftImage.url);
      expect(await publicUrls()).not.toContain(orphan.url);
    },
  );

  it('MEDIA the photos of a deleted listing leave the public media page', async () => {
    const photo = await upload(session(), 'villa.png');
    const property = await asOwner<{ id: number }>('POST', '/api/properties', {
      title: 'Villa en Cabarete',
      price: 250000,
      location: 'Cabarete',
      description: 'Frente al mar',
      type: 'sale',
      status: 'active',
      owner_name: 'Rosa',
      owner_phone: '+1 809 555 0111',
      additional_images: [photo.url],
    });
    expect(property.status).toBe(201);
    expect(await publicUrls()).toContain(photo.url);
    expect((await asOwner('DELETE', `/api/properties/${property.body.id}`)).status).toBe(200);
    expect(await publicUrls()).not.toContain(photo.url);
  });

  it('MEDIA a file published by hand on the Media edit screen is public though no content uses it', async () => {
    const file = await upload(session(), 'gallery.png');
    expect(await publicUrls()).not.toContain(file.url);
    const { body: record } = await asOwner<Record<string, unknown>>('GET', `/api/media/${file.id}`);
    expect((await asOwner('PUT', `/api/media/${file.id}`, { ...record, published: true })).status).toBe(200);
    expect(await publicUrls()).toContain(file.url);
  });
});
