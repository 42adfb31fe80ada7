import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/testServer';

describe('the built app and uploaded media', () => {
  const appDir = mkdtempSync(join(tmpdir(), 'ep-app-'));
  let server: TestServer;

  beforeAll(async () => {
    mkdirSync(join(appDir, 'assets'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>EP Control</title>');
    writeFileSync(join(appDir, 'assets', 'app-1234.js'), 'console.log(1)');
    server = await startServer('sqlite', { data: null, env: { APP_DIR: appDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(appDir, { recursive: true, force: true });
  });

  it('SHELL-01 SHELL-08 every app path answers index.html so the SPA routes it (history routing)', async () => {
    for (const path of ['/ep-control/login', '/ep-control/navigation/3', '/ep-control/pages?x=1']) {
      const answer = await server.call('GET', path);
      expect([path, answer.status, answer.headers.get('content-type')]).toEqual([path, 200, expect.stringMatching(/^text\/html/)]);
      expect(answer.body).toContain('<title>EP Control</title>');
    }
  });

  it('SHELL-01 serves the built assets, and a missing asset is a 404, not the HTML page', async () => {
    const asset = await server.call('GET', '/ep-control/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect((await server.call('GET', '/ep-control/assets/gone-9999.js')).status).toBe(404);
  });

  it('MEDIA-04 serves uploaded files from DATA_DIR/media under /media/, and nothing outside it', async () => {
    writeFileSync(join(server.dataDir, 'media', 'playa.jpg'), 'jpeg');
    const file = await server.call('GET', '/media/playa.jpg');
    expect([file.status, file.body]).toEqual([200, 'jpeg']);
    expect((await server.call('GET', '/media/../ep-control.db')).status).toBe(404);
    expect((await server.call('GET', '/media/%2e%2e/ep-control.db')).status).not.toBe(200);
  });
});
