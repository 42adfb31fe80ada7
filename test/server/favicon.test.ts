import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { iconOf, isIcon, largestIconImage } from '../../src/server/media/icon';
import { describeEachDatabase, type Session } from './support/testServer';
import { es } from '../../src/i18n/features';

/** A real favicon.ico as icon tools write it (pino's, MIT): 48, 32 and 16 px images, 32-bit BMP each. */
const REAL_ICO = readFileSync(new URL('./fixtures/favicon.ico', import.meta.url));

/** A 2 × 2 icon of 4-bit palette colours (an old tool's kind), its top-left pixel see-through by the mask. */
function paletteIco(): Buffer {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(2, 4);
  header.writeInt32LE(4, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(4, 14);
  header.writeUInt32LE(2, 32);
  // Palette: 0 red, 1 blue (stored blue, green, red, unused).
  const palette = Buffer.from([0, 0, 255, 0, 255, 0, 0, 0]);
  // Rows bottom-up, each padded to 4 bytes: bottom row red, blue; top row blue, red.
  const colours = Buffer.from([0x01, 0, 0, 0, 0x10, 0, 0, 0]);
  const mask = Buffer.from([0, 0, 0, 0, 0x80, 0, 0, 0]);
  const dib = Buffer.concat([header, palette, colours, mask]);
  const directory = Buffer.alloc(22);
  directory.writeUInt16LE(1, 2);
  directory.writeUInt16LE(1, 4);
  directory[6] = 2;
  directory[7] = 2;
  directory.writeUInt32LE(dib.length, 14);
  directory.writeUInt32LE(22, 18);
  return Buffer.concat([directory, dib]);
}

async function upload(session: Session, bytes: Buffer, name: string, type = 'image/x-icon') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${session.server.url}/api/upload-image`, {
    method: 'POST',
    body: form,
    headers: { cookie: session.owner },
  });
  return { status: response.status, body: (await response.json()) as { url: string; id: number; error?: string } };
}

it(
  'SET-07 STAFF an icon is read by its largest image: a real 32-bit favicon, a 4-bit palette ' + 'with its mask',
  async () => {
    const real = await largestIconImage(REAL_ICO);
    expect([real.width, real.height]).toEqual([48, 48]);
    expect(real.pixels.some((byte, index) => index % 4 === 3 && byte === 255)).toBe(true);
    const palette = await largestIconImage(paletteIco());
    expect([...palette.pixels]).toEqual([0, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255]);
  },
);

describeEachDatabase('SET-07 favicon', (session) => {
  const call = <T = unknown>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it(
    'SET-07 a real .ico is accepted, kept as an icon and served as one; the favicon setting takes it and the ' +
      'site links it',
    async () => {
      const { status, body } = await upload(session(), REAL_ICO, 'favicon.ico');
      expect(status).toBe(201);
      expect(body.url).toMatch(/^\/media\/[0-9a-f]{32}\.ico$/);
      const record = await call<{ type: string; name: string }>('GET', `/api/media/${body.id}`);
      expect(record.body).toMatchObject({ type: 'image/x-icon', name: 'favicon.ico' });

      const served = await fetch(`${session().server.url}${body.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
      const stored = Buffer.from(await served.arrayBuffer());
      expect(isIcon(stored)).toBe(true);
      const kept = await largestIconImage(stored);
      expect([kept.width, kept.height]).toEqual([48, 48]);
      // Only the pixels are kept: the same image the sent file's largest held.
      expect(kept.pixels.equals((await largestIconImage(REAL_ICO)).pixels)).toBe(true);

      const settings = await call<Record<string, unknown> & { version: number }>('GET', '/api/header-settings');
      const saved = await call<{ favicon: string }>('PUT', '/api/header-settings', {
        ...settings.body,
        favicon: body.url,
      });
      expect(saved.status).toBe(200);
      const home = await (await fetch(`${session().server.url}/`)).text();
      expect(home).toContain(`<link rel="icon" href="${body.url}" />`);
    },
  );

  it(
    'SET-07 STAFF an .ico whose directory points outside the file, or a PNG inside over 256 px, is refused ' +
      'as no image',
    async () => {
      const broken = Buffer.from(REAL_ICO);
      broken.writeUInt32LE(REAL_ICO.length, 6 + 12);
      const refused = await upload(session(), broken, 'roto.ico');
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(es.ep.media.notAnImage);
      const big = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0a0' } })
        .png()
        .toBuffer();
      const oversized = await upload(session(), iconOf(big, 300, 300), 'grande.ico');
      expect(oversized.status).toBe(400);
    },
  );
});
