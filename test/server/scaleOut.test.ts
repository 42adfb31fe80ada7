import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../../src/server/seed/demoData';
import { loginAt, startMain, type MainProcess } from './support/mainProcess';
import { createTestSchema } from './support/testSchema';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: nothing is shared but the
 * database and the media folder (both get the same DATA_DIR; in production a shared volume).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('scale out: two processes on one PostgreSQL [postgres]', () => {
  let schema: Awaited<ReturnType<typeof createTestSchema>>;
  let dataDir: string;
  let first: MainProcess;
  let second: MainProcess;
  let a: string;
  let b: string;

  beforeAll(async () => {
    schema = await createTestSchema();
    dataDir = mkdtempSync(join(tmpdir(), 'ep-scale-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: schema.url };
    // Both start at once on the empty database: one migrates and seeds, the other waits and finds it ready.
    first = startMain(env);
    second = startMain(env);
    [a, b] = await Promise.all([first.ready, second.ready]);
  }, 120_000);
  afterAll(async () => {
    await first?.stop('SIGTERM');
    await second?.stop('SIGTERM');
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('SHELL-01 both processes started at once on an empty database seed it once', async () => {
    const cookie = await loginAt(a);
    const [onA, onB] = await Promise.all(
      [a, b].map(
        async (base) => (await (await fetch(`${base}/api/pages`, { headers: { cookie } })).json()) as unknown[],
      ),
    );
    expect(onA).toHaveLength(demoData().pages.length);
    expect(onB).toHaveLength(demoData().pages.length);
    const links = (await (await fetch(`${b}/api/navigation`, { headers: { cookie } })).json()) as unknown[];
    expect(links).toHaveLength(demoData().navigation.length);
  });

  it('SHELL-13 SHELL-14 a session made on one process works on the other', async () => {
    const cookie = await loginAt(a, 'secretaria');
    const me = await fetch(`${b}/api/auth/me`, { headers: { cookie } });
    expect([me.status, await me.json()]).toEqual([
      200,
      { username: 'secretaria', role: 'secretary', grants: { secretary_bookings: false, secretary_money: false } },
    ]);
  });

  it('SHELL-23 logout on one process is honoured by the other within the 2 s session cache', async () => {
    const cookie = await loginAt(a);
    // The other process reads the session now, so it holds it in its cache when the logout happens.
    expect((await fetch(`${b}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${a}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(204);
    const loggedOut = Date.now();
    expect((await fetch(`${a}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
    let status = 200;
    while (status === 200 && Date.now() - loggedOut < 5_000) {
      status = (await fetch(`${b}/api/auth/me`, { headers: { cookie } })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(401);
    expect(Date.now() - loggedOut).toBeLessThan(2_000 + 500);
    expect((await fetch(`${b}/api/pages`, { headers: { cookie } })).status).toBe(401);
  });

  it('API-05 an edit on one process is seen on the other, and a stale version is refused there with 409', async () => {
    const cookie = await loginAt(a);
    const [record] = (await (
      await fetch(`${b}/api/pages?range=%5B0%2C0%5D`, { headers: { cookie } })
    ).json()) as Array<{ id: number; version: number }>;
    const saved = await fetch(`${a}/api/pages/${record.id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Editada en A', version: record.version }),
    });
    expect(saved.status).toBe(200);
    const seen = (await (await fetch(`${b}/api/pages/${record.id}`, { headers: { cookie } })).json()) as {
      title: string;
      version: number;
    };
    expect(seen).toMatchObject({ title: 'Editada en A', version: record.version + 1 });
    const stale = await fetch(`${b}/api/pages/${record.id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Editada en B', version: record.version }),
    });
    expect(stale.status).toBe(409);
  });

  it(
    'API-19 API-20 an upload through one process is listed and served by the other (shared ' + 'media folder)',
    async () => {
      const cookie = await loginAt(a);
      const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 128, b: 96 } } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'compartida.png');
      const uploaded = await fetch(`${a}/api/upload-image`, { method: 'POST', headers: { cookie }, body: form });
      expect(uploaded.status).toBe(201);
      const { url, id } = (await uploaded.json()) as { url: string; id: number };
      const listed = (await (await fetch(`${b}/api/media`, { headers: { cookie } })).json()) as Array<{
        id: number;
        url: string;
      }>;
      expect(listed.find((record) => record.id === id)?.url).toBe(url);
      const served = await fetch(`${b}${url}`);
      expect(served.status).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(40);
    },
  );
});
