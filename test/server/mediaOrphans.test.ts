import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { cleanOrphanUploads, ORPHAN_AGE_MS, scheduleOrphanCleanup } from '../../src/server/media/orphans';
import { describeEachDatabase, type Session } from './support/testServer';

let shade = 0;
const png = () => {
  shade += 1;
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: shade % 256, b: 40 } } })
    .png()
    .toBuffer();
};

async function upload(session: Session, name: string, { library = false } = {}) {
  const form = new FormData();
  if (library) form.append('library', 'true');
  form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), name);
  const response = await fetch(`${session.server.url}/api/upload-image`, {
    method: 'POST',
    body: form,
    headers: { cookie: session.owner },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string; id: number };
}

describeEachDatabase('orphan upload cleanup', (session) => {
  const db = () => session().server.db.kysely;
  const mediaDir = () => join(session().server.dataDir, 'media');
  const onDisk = (url: string) => existsSync(join(session().server.dataDir, url));
  const twoDaysAgo = () => new Date(Date.now() - 2 * ORPHAN_AGE_MS).toISOString();
  const age = (id: number) =>
    db().updateTable('media').set({ created_at: twoDaysAgo() }).where('id', '=', id).execute();
  const ids = async () => (await db().selectFrom('media').select('id').execute()).map(({ id }) => id);

  it(
    'MEDIA removes only the form uploads older than a day that no content uses, from the table ' + 'and the disk',
    async () => {
      const oldUnused = await upload(session(), 'never-saved.png');
      const oldUsed = await upload(session(), 'in-a-draft.png');
      const newUnused = await upload(session(), 'form-still-open.png');
      const oldLibrary = await upload(session(), 'for-later.png', { library: true });
      const oldPublished = await upload(session(), 'gallery.png');
      const publish = await session().server.call('PUT', `/api/media/${oldPublished.id}`, {
        cookie: session().owner,
        body: { name: 'gallery.png', published: true },
      });
      expect(publish.status).toBe(200);
      const post = await session().server.call('POST', '/api/blog/posts', {
        cookie: session().owner,
        body: { title: 'Borrador', slug: 'borrador-orphans', content: `<img src="${oldUsed.url}">` },
      });
      expect(post.status).toBe(201);
      for (const { id } of [oldUnused, oldUsed, oldLibrary, oldPublished]) await age(id);

      const removed = await cleanOrphanUploads(db(), mediaDir());

      expect(removed).toEqual([oldUnused.id]);
      const left = await ids();
      expect(left).not.toContain(oldUnused.id);
      expect(left).toEqual(expect.arrayContaining([oldUsed.id, newUnused.id, oldLibrary.id, oldPublished.id]));
      expect(onDisk(oldUnused.url)).toBe(false);
      expect(onDisk(oldUnused.url.replace(/\.png$/, '.thumb.webp'))).toBe(false);
      for (const kept of [oldUsed, newUnused, oldLibrary, oldPublished]) expect(onDisk(kept.url)).toBe(true);
    },
  );

  it('MEDIA the photos of a deleted listing become orphans and go', async () => {
    const photo = await upload(session(), 'casa.png');
    const property = await session().server.call<{ id: number }>('POST', '/api/properties', {
      cookie: session().owner,
      body: {
        title: 'Casa en Sosúa',
        price: 90000,
        location: 'Sosúa',
        description: 'Cerca de la playa',
        type: 'sale',
        owner_name: 'Rosa',
        owner_phone: '+1 809 555 0111',
        image: photo.url,
      },
    });
    expect(property.status).toBe(201);
    await age(photo.id);
    expect(await cleanOrphanUploads(db(), mediaDir())).toEqual([]);
    await session().server.call('DELETE', `/api/properties/${property.body.id}`, { cookie: session().owner });
    expect(await cleanOrphanUploads(db(), mediaDir())).toEqual([photo.id]);
    expect(onDisk(photo.url)).toBe(false);
  });

  it(
    'MEDIA the cleanup runs when the app is ready and at each interval, and stops when the app closes',
    { timeout: 60_000 },
    async () => {
      const app = Fastify();
      // In an encapsulated scope, as the media area schedules it.
      void app.register(async (scope) => scheduleOrphanCleanup(scope, db(), mediaDir(), 20));
      const first = await upload(session(), 'first.png');
      await age(first.id);
      await app.ready();
      // Polled up to 10 s, not Vitest's 1 s: on PostgreSQL with both cores busy a 20 ms job's pass has taken longer.
      await expect.poll(ids, { timeout: 10_000 }).not.toContain(first.id);
      const second = await upload(session(), 'second.png');
      await age(second.id);
      await expect.poll(ids, { timeout: 10_000 }).not.toContain(second.id);
      await app.close();
      const third = await upload(session(), 'third.png');
      await age(third.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await ids()).toContain(third.id);
      await cleanOrphanUploads(db(), mediaDir());
    },
  );
});
