import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/testServer';

describe('the built app and uploaded media', () => {
  const appDir = mkdtempSync(join(tmpdir(), 'ep-app-'));
  let server: TestServer;

  beforeAll(async () => {
    mkdirSync(join(appDir, 'assets'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>EP Control</title>');
    writeFileSync(join(appDir, 'assets', 'app-1234.js'), 'console.log(1)');
    // As vite.config.ts writes them beside each file of the build.
    writeFileSync(join(appDir, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(appDir, 'assets', 'app-1234.js.gz'), gzipSync('console.log(1)'));
    server = await startServer('sqlite', { data: null, env: { APP_DIR: appDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(appDir, { recursive: true, force: true });
  });

  it('SHELL-01 SHELL-08 every app path answers index.html so the SPA routes it (history routing)', async () => {
    for (const path of ['/ep-control/login', '/ep-control/navigation/3', '/ep-control/pages?x=1']) {
      const answer = await server.call('GET', path);
      expect([path, answer.status, answer.headers.get('content-type')]).toEqual([
        path,
        200,
        expect.stringMatching(/^text\/html/),
      ]);
      expect(answer.body).toContain('<title>EP Control</title>');
    }
  });

  it('SHELL-01 serves the built assets, and a missing asset is a 404, not the HTML page', async () => {
    const asset = await server.call('GET', '/ep-control/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect((await server.call('GET', '/ep-control/assets/gone-9999.js')).status).toBe(404);
  });

  it(
    'PERF a built asset goes out precompressed as the browser accepts and is kept a year; index.html is ' +
      'revalidated',
    async () => {
      const get = (url: string, encoding: string) =>
        server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      const brotli = await get('/ep-control/assets/app-1234.js', 'gzip, deflate, br');
      expect([brotli.statusCode, brotli.headers['content-encoding'], brotli.headers['content-type']]).toEqual([
        200,
        'br',
        expect.stringMatching(/javascript/),
      ]);
      expect(brotli.rawPayload).toEqual(brotliCompressSync('console.log(1)'));
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect((await get('/ep-control/assets/app-1234.js', 'gzip')).headers['content-encoding']).toBe('gzip');
      const plain = await get('/ep-control/assets/app-1234.js', 'identity');
      expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'console.log(1)']);
      for (const path of ['/ep-control/login', '/ep-control/index.html']) {
        expect([path, (await get(path, 'br')).headers['cache-control']]).toEqual([path, 'no-cache']);
      }
    },
  );

  it('MEDIA-04 serves uploaded files from DATA_DIR/media under /media/, and nothing outside it', async () => {
    writeFileSync(join(server.dataDir, 'media', 'playa.jpg'), 'jpeg');
    const file = await server.call('GET', '/media/playa.jpg');
    expect([file.status, file.body]).toEqual([200, 'jpeg']);
    expect((await server.call('GET', '/media/../ep-control.db')).status).toBe(404);
    expect((await server.call('GET', '/media/%2e%2e/ep-control.db')).status).not.toBe(200);
  });
});
