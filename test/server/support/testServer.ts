import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDb, type Db } from '../../../src/server/db/client';
import { copyTestSchema } from './testSchema';
import { seed } from '../../../src/server/seed/seed';
import { seedMediaFiles } from '../../../src/server/seed/seedMediaFiles';
import type { SeedData } from '../../../src/server/seed/demoData';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds = (): DatabaseKind[] =>
  process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  /** Signs in and answers the session cookie header. */
  login(username: string): Promise<string>;
  call<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; cookie?: string; raw?: string },
  ): Promise<Answer<T>>;
  close(): Promise<void>;
}

export interface StartOptions {
  data?: SeedData | null;
  env?: Record<string, string>;
}

/**
 * A database of its own for one server, copied from the run's migrated templates: a SQLite file (and the demo
 * pictures) into `dataDir`, or a schema of the shared PostgreSQL test database, dropped on close.
 */
async function copyTemplate(kind: DatabaseKind, dataDir: string, template: 'empty' | 'demo') {
  const templates = inject('databaseTemplates');
  if (template === 'demo') cpSync(templates.sqlite.demoMedia, join(dataDir, 'media'), { recursive: true });
  if (kind === 'sqlite') {
    copyFileSync(templates.sqlite[template], join(dataDir, 'ep-control.db'));
    return { db: openDb({ dataDir }), drop: async () => undefined };
  }
  if (!templates.postgres) throw new Error('TEST_DATABASE_URL was not set when the run started');
  const { schema, drop } = await copyTestSchema(templates.postgres[template]);
  return { db: openDb({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL, schema }), drop };
}

/** A server on a database of its own; `data` left out seeds the demo data (copied from the template), null none. */
export async function startServer(kind: DatabaseKind, { data, env = {} }: StartOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ep-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app'), ...env });
  const { db, drop: dropDatabase } = await copyTemplate(kind, dataDir, data === undefined ? 'demo' : 'empty');
  let app: FastifyInstance;
  try {
    if (data) {
      await seed(db, data);
      await seedMediaFiles(join(dataDir, 'media'), data);
    }
    app = await buildApp({ db, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    // A start that fails must not leave its database or temp dir behind on the shared test server.
    await db.destroy();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call: TestServer['call'] = async (method, path, { body, cookie, raw } = {}) => {
    const headers: Record<string, string> = {};
    if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (static files, redirects): the text is the body.
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };

  return {
    url,
    app,
    db,
    dataDir,
    call,
    async login(username) {
      const answer = await call('POST', '/api/auth/login', { body: { username, password: username } });
      if (answer.status !== 200) throw new Error(`login ${username} failed: ${answer.status}`);
      return (answer.headers.get('set-cookie') ?? '').split(';')[0];
    },
    async close() {
      await app.close();
      await db.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  server: TestServer;
  owner: string;
  secretary: string;
}

/**
 * Runs `body` once per database kind against one server started for the block, with an owner and a
 * secretary already signed in.
 */
export function describeEachDatabase(
  title: string,
  body: (session: () => Session) => void,
  options: StartOptions = {},
) {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let session: Session;
      beforeAll(async () => {
        const server = await startServer(kind, options);
        session = { server, owner: await server.login('dueno'), secretary: await server.login('secretaria') };
      });
      afterAll(async () => session?.server.close());
      body(() => session);
    });
  }
}
