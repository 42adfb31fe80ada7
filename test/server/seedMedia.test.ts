import sharp from 'sharp';
import { expect, it } from 'vitest';
import { demoData } from '../../src/server/seed/demoData';
import { mediaUrlsIn } from '../../src/server/seed/seedMediaFiles';
import { describeEachDatabase } from './support/testServer';

describeEachDatabase('seeded media files', (session) => {
  it('MEDIA-04 every /media URL the demo content stores serves an image, thumbnails included', async () => {
    const urls = [...mediaUrlsIn(demoData())];
    expect(urls.length).toBeGreaterThanOrEqual(8);
    for (const url of urls) {
      const answer = await fetch(`${session().server.url}${url}`);
      expect(answer.status, url).toBe(200);
      const metadata = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(metadata.width, url).toBeGreaterThan(0);
    }
  });

  it('MEDIA-01 every seeded media record has a thumbnail the list can show', async () => {
    const { body } = await session().server.call<{ thumbnail: string }[]>('GET', '/api/media', {
      cookie: session().owner,
    });
    expect(body.length).toBeGreaterThan(0);
    for (const file of body) expect(file.thumbnail).toMatch(/^\/media\/.+\.thumb\.webp$/);
  });
});
