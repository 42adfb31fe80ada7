import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../../src/server/routes/public-site/keptPages';
import { describeEachDatabase, startServer } from './support/testServer';

const POST = '/blog/los-27-charcos-de-damajagua-guia-completa';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describeEachDatabase('public pages as they leave', (session) => {
  /** The bytes as sent: fetch would undo the compression this file is about. */
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Raw>((resolve, reject) => {
      const asked = request(`${session().server.url}${path}`, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
      });
      asked.on('error', reject);
      asked.end();
    });

  it(
    'PUBLIC a page leaves as brotli to one client, gzip to another and as it is to a third, the same HTML ' +
      'each time',
    async () => {
      const plain = await raw(POST);
      const br = await raw(POST, { 'accept-encoding': 'gzip, deflate, br' });
      const again = await raw(POST, { 'accept-encoding': 'br' });
      const gzip = await raw(POST, { 'accept-encoding': 'gzip' });
      expect([plain.status, plain.headers['content-encoding'], plain.headers.vary]).toEqual([
        200,
        undefined,
        'accept-encoding',
      ]);
      expect(plain.body.toString()).toContain('</html>');
      expect([
        br.headers['content-encoding'],
        again.headers['content-encoding'],
        gzip.headers['content-encoding'],
      ]).toEqual(['br', 'br', 'gzip']);
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(again.body.equals(br.body)).toBe(true);
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(new Set([plain, br, gzip].map((answer) => answer.headers.etag)).size).toBe(1);
      // The security headers of every answer still come with a kept one.
      expect(again.headers['content-security-policy']).toContain("default-src 'self'");
      expect(again.headers['x-frame-options']).toBe('DENY');
    },
  );

  it(
    'PUBLIC a page asked again with its ETag answers 304 with no body, and the new page once the owner changed ' +
      'it (the ETag names the HTML)',
    async () => {
      const first = await raw('/', { 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const unchanged = await raw('/', { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect([unchanged.status, unchanged.body.length, unchanged.headers.etag]).toEqual([304, 0, etag]);
      expect((await raw('/', { 'if-none-match': `W/"other", ${etag.slice(2)}` })).status).toBe(304);

      const edited = await session().server.call('PUT', '/api/home-texts', {
        cookie: session().owner,
        body: { lang: 'es', texts: [{ key: 'hero_title', value: 'Puerto Plata, de nuevo' }] },
      });
      expect(edited.status).toBe(200);
      const changed = await raw('/', { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body.toString()).toContain('Puerto Plata, de nuevo');
    },
  );
});

describe('public pages kept [sqlite]', () => {
  it(
    'PUBLIC a kept page is built anew after a commit by another connection (a restore, the ' + 'seed command)',
    async () => {
      const server = await startServer('sqlite');
      try {
        const open = async () => (await fetch(`${server.url}/blog`)).text();
        expect(await open()).toBe(await open());
        const other = new SQLite(join(server.dataDir, 'ep-control.db'));
        other.prepare("update posts set title = 'Escrito por otra conexión' where status = 'published'").run();
        other.close();
        expect(await open()).toContain('Escrito por otra conexión');
      } finally {
        await server.close();
      }
    },
  );
});

it(
  'PUBLIC the encoding asked is brotli before gzip at equal weight, by weight otherwise, none when ' +
    'neither is taken',
  () => {
    expect(
      [
        'gzip, deflate, br',
        'gzip;q=1, br;q=0.5',
        'br;q=0, gzip',
        '*',
        'deflate',
        'gzip;q=0, br;q=0',
        'identity',
        undefined,
      ].map(acceptedEncoding),
    ).toEqual(['br', 'gzip', 'gzip', 'br', undefined, undefined, undefined, undefined]);
  },
);
