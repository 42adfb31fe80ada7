import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { displayNameOf } from '../../src/domain/media';
import { stripBidi } from '../../src/domain/validation';
import { describeEachDatabase, type Session } from './support/testServer';
import { es } from '../../src/i18n/features';

const png = (width = 640, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF (camera, GPS-like comment) and an orientation, as a phone photo does. */
const jpegWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 160, b: 60 } } })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1', ImageDescription: 'Playa Dorada 19.77N 70.65W' } })
    .jpeg()
    .toBuffer();

async function upload(
  session: Session,
  bytes: Buffer | Uint8Array,
  name: string,
  { cookie = session.owner, type = 'image/png', field = 'file' } = {},
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${session.server.url}/api/upload-image`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as { url: string; id: number; error?: string; fields?: Record<string, string> },
  };
}

const mediaFiles = (session: Session) => readdirSync(join(session.server.dataDir, 'media'));

describeEachDatabase('POST /api/upload-image', (session) => {
  it(
    'API-19 MEDIA-02 takes a real PNG as multipart `file`, answers {url} and the id of the media ' + 'record it lists',
    async () => {
      const { status, body } = await upload(session(), await png(), 'malecon.png');
      expect(status).toBe(201);
      expect(body.url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
      const record = await session().server.call<Record<string, unknown>>('GET', `/api/media/${body.id}`, {
        cookie: session().owner,
      });
      expect(record.body).toMatchObject({ name: 'malecon.png', type: 'image/png', url: body.url, alt: '' });
      expect(record.body.size).toBeGreaterThan(0);
      const list = await session().server.call<{ id: number }[]>('GET', '/api/media?filter={"q":"malecon"}', {
        cookie: session().owner,
      });
      expect(list.body.map(({ id }) => id)).toContain(body.id);
    },
  );

  it('API-19 serves the stored file at its URL with long-lived cache headers', async () => {
    const { body } = await upload(session(), await png(300, 200), 'cache.png');
    const served = await fetch(`${session().server.url}${body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(300);
  });

  it('MEDIA-02 takes a JPEG and strips its metadata (EXIF) from the stored file', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await upload(session(), original, 'playa.jpg', { type: 'image/jpeg' });
    expect(status).toBe(201);
    expect(body.url).toMatch(/\.jpg$/);
    const stored = Buffer.from(await (await fetch(`${session().server.url}${body.url}`)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('MEDIA-02 makes a WebP thumbnail at most 320 px wide that the media record points to', async () => {
    const { body } = await upload(session(), await png(1200, 800), 'wide.png');
    const record = await session().server.call<{ thumbnail: string }>('GET', `/api/media/${body.id}`, {
      cookie: session().owner,
    });
    expect(record.body.thumbnail).toMatch(/^\/media\/[0-9a-f]{32}\.thumb\.webp$/);
    const thumb = Buffer.from(await (await fetch(`${session().server.url}${record.body.thumbnail}`)).arrayBuffer());
    const metadata = await sharp(thumb).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(320);
  });

  it(
    'MEDIA-02 refuses a text file renamed .png and declared image/png: the bytes decide, nothing ' + 'is stored',
    async () => {
      const before = mediaFiles(session()).length;
      const { status, body } = await upload(session(), Buffer.from('<?php echo "hola"; ?>\n'.repeat(20)), 'foto.png');
      expect(status).toBe(400);
      expect(body).toEqual({
        error: es.ep.media.notAnImage,
        code: 'validation',
        fields: { file: es.ep.media.notAnImage },
      });
      expect(mediaFiles(session()).length).toBe(before);
    },
  );

  it('MEDIA-02 refuses an SVG (it can carry scripts) even though it is an image format', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const { status } = await upload(session(), svg, 'logo.svg', { type: 'image/svg+xml' });
    expect(status).toBe(400);
  });

  it('MEDIA-02 refuses a file over 10 MB with 413 and a clear message', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const { status, body } = await upload(session(), big, 'huge.png');
    expect(status).toBe(413);
    expect(body).toMatchObject({ error: es.ep.media.tooLarge, code: 'too_large' });
  });

  it(
    'MEDIA-02 a path in the file name never leaves the media folder: the file is named by its hash, the record ' +
      'by the last segment',
    async () => {
      const { status, body } = await upload(session(), await png(50, 50), '../../../etc/passwd.png');
      expect(status).toBe(201);
      expect(body.url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
      expect(existsSync(join(session().server.dataDir, 'etc'))).toBe(false);
      const record = await session().server.call<{ name: string }>('GET', `/api/media/${body.id}`, {
        cookie: session().owner,
      });
      expect(record.body.name).toBe('passwd.png');
      const windows = await upload(session(), await png(51, 51), 'C:\\fotos\\..\\cofresi.png');
      const second = await session().server.call<{ name: string }>('GET', `/api/media/${windows.body.id}`, {
        cookie: session().owner,
      });
      expect(second.body.name).toBe('cofresi.png');
    },
  );

  it(
    'SECURITY an uploaded file name keeps no bidirectional controls: foto\\u202Egnp.exe is listed as ' + 'fotognp.exe',
    async () => {
      const { status, body } = await upload(session(), await png(52, 52), 'foto\u202Egnp.exe');
      expect(status).toBe(201);
      const record = await session().server.call<{ name: string }>('GET', `/api/media/${body.id}`, {
        cookie: session().owner,
      });
      expect(record.body.name).toBe('fotognp.exe');
    },
  );

  it('SECURITY a media rename or alt text keeps no bidirectional controls', async () => {
    const { body } = await upload(session(), await png(53, 53), 'rename.png');
    const { body: record } = await session().server.call<Record<string, unknown>>('GET', `/api/media/${body.id}`, {
      cookie: session().owner,
    });
    const renamed = await session().server.call<{ name: string; alt: string }>('PUT', `/api/media/${body.id}`, {
      cookie: session().owner,
      body: { ...record, name: 'playa\u2067gpj.exe\u2069', alt: '\u200Fvista\u061C del \u202Amar\u202C' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'playagpj.exe', alt: 'vista del mar' });
  });

  it(
    'SECURITY every bidirectional control (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C) is stripped, ' +
      'and nothing else',
    () => {
      const controls = [
        '\u202A',
        '\u202B',
        '\u202C',
        '\u202D',
        '\u202E',
        '\u2066',
        '\u2067',
        '\u2068',
        '\u2069',
        '\u200E',
        '\u200F',
        '\u061C',
      ];
      expect(stripBidi(`a${controls.join('')}b`)).toBe('ab');
      expect(stripBidi('Sosúa אבג 日本 ✓')).toBe('Sosúa אבג 日本 ✓');
      expect(displayNameOf('C:\\fotos\\\u202Eexe.png')).toBe('exe.png');
      expect(displayNameOf('\u202E')).toBe('image');
    },
  );

  it('MEDIA an upload is a form upload unless the Media screen sends library=true before the file', async () => {
    const fromForm = await upload(session(), await png(54, 54), 'form.png');
    const form = new FormData();
    form.append('library', 'true');
    form.append('file', new Blob([new Uint8Array(await png(55, 55))], { type: 'image/png' }), 'library.png');
    const response = await fetch(`${session().server.url}/api/upload-image`, {
      method: 'POST',
      body: form,
      headers: { cookie: session().owner },
    });
    const fromLibrary = (await response.json()) as { id: number };
    const library = async (id: number) =>
      (await session().server.call<{ library: boolean }>('GET', `/api/media/${id}`, { cookie: session().owner })).body
        .library;
    expect(await library(fromForm.body.id)).toBe(false);
    expect(await library(fromLibrary.id)).toBe(true);
  });

  it('API-19 asks for the field `file` and a multipart body', async () => {
    expect((await upload(session(), await png(), 'x.png', { field: 'image' })).status).toBe(400);
    const json = await session().server.call('POST', '/api/upload-image', {
      cookie: session().owner,
      body: { url: '/media/x.png' },
    });
    expect(json.status).toBe(400);
  });

  it('API-19 is for staff: anonymous callers get 401, the secretary may upload (DECISIONS SHELL-16)', async () => {
    expect((await upload(session(), await png(), 'a.png', { cookie: '' })).status).toBe(401);
    expect((await upload(session(), await png(60, 60), 'b.png', { cookie: session().secretary })).status).toBe(201);
  });

  it('MEDIA-03 a rename sets name and alt text; the echoed url, size, type and date are ignored', async () => {
    const { body } = await upload(session(), await png(70, 70), 'sin-nombre.png');
    const { body: record } = await session().server.call<Record<string, unknown>>('GET', `/api/media/${body.id}`, {
      cookie: session().owner,
    });
    const renamed = await session().server.call<Record<string, unknown>>('PUT', `/api/media/${body.id}`, {
      cookie: session().secretary,
      body: {
        ...record,
        name: 'Playa Sosúa.png',
        alt: 'Playa de Sosúa al atardecer',
        url: '/media/other.png',
        size: 1,
        type: 'text/html',
        date: '2000-01-01',
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Playa Sosúa.png',
      alt: 'Playa de Sosúa al atardecer',
      url: body.url,
      size: record.size,
      type: 'image/png',
      date: record.date,
    });
  });

  it(
    'API-21 deleting a media record removes its file and thumbnail, but not a file another record ' + 'still shows',
    async () => {
      const bytes = await png(90, 90);
      const first = await upload(session(), bytes, 'uno.png');
      const second = await upload(session(), bytes, 'dos.png');
      expect(second.body.url).toBe(first.body.url);
      const file = join(session().server.dataDir, first.body.url);
      await session().server.call('DELETE', `/api/media/${first.body.id}`, { cookie: session().owner });
      expect(existsSync(file)).toBe(true);
      await session().server.call('DELETE', `/api/media/${second.body.id}`, { cookie: session().owner });
      expect(existsSync(file)).toBe(false);
      expect(existsSync(file.replace(/\.png$/, '.thumb.webp'))).toBe(false);
    },
  );
});
