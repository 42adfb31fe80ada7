import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb, type Db } from '../../src/server/db/client';
import { seed } from '../../src/server/seed/seed';
import { demoData } from '../../src/server/seed/demoData';
import { databaseKinds } from './support/testServer';
import { loginAt, startMain, type MainProcess } from './support/mainProcess';
import { createTestSchema, migrateInTestSchema } from './support/testSchema';

const page = (title: string) => ({ title, content: `<p>${title}</p>`, status: 'draft', date: '2026-11-22' });

async function createPage(base: string, cookie: string, title: string) {
  const answer = await fetch(`${base}/api/pages`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(page(title)),
  });
  return answer.status;
}

async function pageTitles(base: string, cookie: string): Promise<Set<string>> {
  const answer = await fetch(`${base}/api/pages?range=${encodeURIComponent('[0,9999]')}`, { headers: { cookie } });
  return new Set(((await answer.json()) as Array<{ title: string }>).map(({ title }) => title));
}

for (const kind of databaseKinds()) {
  // One data folder for both tests: the second uses the server the first restarted (each start seeds and
  // draws the demo pictures, the slow part of these tests).
  describe(`faults [${kind}]`, () => {
    let dataDir: string;
    let schema: { url: string; drop(): Promise<void> } | undefined;
    let env: Record<string, string>;
    let server: MainProcess | undefined;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'ep-faults-'));
      schema = kind === 'postgres' ? await createTestSchema() : undefined;
      env = { DATA_DIR: dataDir, ...(schema ? { DATABASE_URL: schema.url } : {}) };
    });
    afterAll(async () => {
      await server?.stop();
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    it(
      'SHELL-01 API-81 SIGKILL in the middle of a burst of writes: after a restart every acknowledged write ' +
        'is there and the database is intact',
      { timeout: 120_000 },
      async () => {
        const killed = startMain(env);
        server = killed;
        const base = await killed.ready;
        const cookie = await loginAt(base);
        const acknowledged: string[] = [];
        const burst = 400;
        let next = 0;
        let dead = false;
        // Eight writers at once; the process is killed once a third of the burst is acknowledged.
        const writer = async () => {
          while (next < burst && !dead) {
            const title = `Ráfaga ${next++}`;
            try {
              if ((await createPage(base, cookie, title)) === 201) acknowledged.push(title);
            } catch {
              return; // The connection died with the process: that write was never acknowledged.
            }
            if (acknowledged.length >= burst / 3 && !dead) {
              dead = true;
              process.kill(killed.child.pid!, 'SIGKILL');
            }
          }
        };
        await Promise.all(Array.from({ length: 8 }, writer));
        await killed.exited;
        expect(killed.child.signalCode).toBe('SIGKILL');
        expect(acknowledged.length).toBeGreaterThanOrEqual(burst / 3);

        if (kind === 'sqlite') {
          const file = new Database(join(dataDir, 'ep-control.db'));
          expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
          file.close();
        }
        server = startMain(env);
        const restarted = await server.ready;
        const stored = await pageTitles(restarted, await loginAt(restarted));
        expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
      },
    );

    it(
      'SHELL-01 a request still in flight when SIGTERM arrives is answered and stored before the process exits',
      { timeout: 60_000 },
      async () => {
        if (!server || server.child.exitCode !== null) server = startMain(env);
        const stopping = server;
        const base = await stopping.ready;
        const cookie = await loginAt(base);
        const body = JSON.stringify(page('En vuelo'));
        const { hostname, port } = new URL(base);
        const answered = new Promise<number>((resolve, reject) => {
          const slow = request(
            {
              hostname,
              port,
              path: '/api/pages',
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            },
            (response) => {
              response.resume();
              resolve(response.statusCode ?? 0);
            },
          );
          slow.on('error', reject);
          // Half the body now, SIGTERM, then the rest: the request is in flight throughout the shutdown.
          slow.write(body.slice(0, 20));
          setTimeout(() => {
            process.kill(stopping.child.pid!, 'SIGTERM');
            setTimeout(() => slow.end(body.slice(20)), 500);
          }, 200);
        });
        expect(await answered).toBe(201);
        expect(await stopping.exited).toBe(0);
        expect(stopping.output()).toContain('SIGTERM: finishing requests in flight');
        server = startMain(env);
        const restarted = await server.ready;
        expect((await pageTitles(restarted, await loginAt(restarted))).has('En vuelo')).toBe(true);
      },
    );
  });
}

describe('PostgreSQL unreachable', () => {
  it('SHELL-01 at start: a clear message naming where it looked, and a non-zero exit', async () => {
    const server = startMain({
      DATA_DIR: join(tmpdir(), 'never-created'),
      DATABASE_URL: 'postgres://ep:secreto@127.0.0.1:1/ep_control',
    });
    await expect(server.ready).rejects.toThrow(/exited 1/);
    expect(server.output()).toContain('Cannot connect to PostgreSQL at 127.0.0.1:1/ep_control');
    expect(server.output()).toContain('Check that the database server is running and that DATABASE_URL is right.');
    expect(server.output()).not.toContain('secreto');
  });
});

/**
 * A TCP relay between the server's pool and PostgreSQL that the test can cut: an outage of this server's
 * database only, without touching the other test files sharing it.
 */
class Relay {
  private readonly sockets = new Set<Socket>();
  private down = false;
  private server!: Server;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start() {
    this.server = createServer((client) => {
      if (this.down) return client.destroy();
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Cuts every open connection and refuses new ones until `restore`. */
  cut() {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore() {
    this.down = false;
  }

  async close() {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('database outage while running [postgres]', () => {
  let relay: Relay;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  let dataDir: string;
  let testSchema: Awaited<ReturnType<typeof createTestSchema>> | undefined;

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    testSchema = await createTestSchema();
    dataDir = mkdtempSync(join(tmpdir(), 'ep-outage-'));
    const relayed = Object.assign(new URL(target.toString()), { port: String(relay.port) });
    db = openDb({ dataDir, databaseUrl: relayed.toString(), schema: testSchema.schema });
    await migrateInTestSchema(db);
    await seed(db, demoData());
    app = await buildApp({ db, config: loadConfig({ DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app') }) });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await relay?.close();
    await testSchema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it(
    'API-81 answers 503 {error} while the database is gone and recovers by itself when it is back',
    { timeout: 60_000 },
    async () => {
      const cookie = await loginAt(base);
      expect((await fetch(`${base}/api/pages`, { headers: { cookie } })).status).toBe(200);

      relay.cut();
      for (const [method, path, body] of [
        ['GET', '/api/navigation', undefined],
        ['GET', '/api/pages?range=%5B0%2C9%5D', undefined],
        ['POST', '/api/pages', JSON.stringify(page('Durante el corte'))],
      ] as const) {
        const answer = await fetch(`${base}${path}`, {
          method,
          headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
          body,
        });
        expect([method, path, answer.status, await answer.json()]).toEqual([
          method,
          path,
          503,
          { error: 'La base de datos no está disponible. Inténtalo de nuevo en un momento.', code: 'unavailable' },
        ]);
        expect(answer.headers.get('retry-after')).toBe('5');
      }

      relay.restore();
      // The pool opens new connections on demand: the next requests succeed without a restart.
      expect((await fetch(`${base}/api/navigation`)).status).toBe(200);
      expect(await createPage(base, cookie, 'Después del corte')).toBe(201);
      expect((await pageTitles(base, cookie)).has('Durante el corte')).toBe(false);
    },
  );
});
