import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_REFERENCE_PATH } from '../../src/server/http/apiReference';
import { startServer, type TestServer } from './support/testServer';

const run = promisify(execFile);
const redocly = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}
type Operation = { requestBody?: unknown };
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** What each rule asks of a route, in the words the integrator fixes it by (docs/ARCHITECTURE.md "A route's docs"). */
const LACKS: Record<string, string> = {
  'operation-summary': 'a summary (config.docs.summary)',
  'operation-2xx-response': 'a success answer (config.docs.answer or answerText)',
  'operation-operationId': 'an operationId',
  'operation-operationId-unique': 'a unique operationId (config.docs.operationId)',
  'security-defined': 'a security requirement (config.access)',
};
/** Warnings that are part of the contract too: every route says what it does and what it answers. */
const REQUIRED_WARNINGS = new Set(Object.keys(LACKS));

/** `#/paths/~1api~1tours~1{id}/put/summary` → `PUT /api/tours/{id}`; anything else is the document's. */
function routeOf(pointer: string): string {
  const match = /^#\/paths\/([^/]+)\/([a-z]+)/.exec(pointer);
  if (!match) return `document ${pointer}`;
  return `${match[2].toUpperCase()} ${match[1].replace(/~1/g, '/').replace(/~0/g, '~')}`;
}

let server: TestServer;
let reference: OpenApi;
let dir: string;
beforeAll(async () => {
  server = await startServer('sqlite', { data: null });
  const answer = await server.call<OpenApi>('GET', API_REFERENCE_PATH, { cookie: await server.login('dueno') });
  if (answer.status !== 200) throw new Error(`the reference answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  reference = answer.body;
  dir = mkdtempSync(join(tmpdir(), 'ep-openapi-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await server.close();
});

it(
  'STRUCTURE the generated API reference passes Redocly lint: every route has a summary, an operation id, a ' +
    'success answer and a security requirement',
  async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(reference));
    if (process.env.KEEP_OPENAPI) writeFileSync(process.env.KEEP_OPENAPI, JSON.stringify(reference, null, 1));
    // Redocly exits non-zero when it finds errors; its JSON report is on stdout either way.
    const { stdout } = await run(process.execPath, [redocly, 'lint', file, '--format=json', '--max-problems=100000'], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((failure: { stdout: string }) => failure);
    const { problems } = JSON.parse(stdout) as { problems: Problem[] };
    const failing = problems.filter((problem) => problem.severity === 'error' || REQUIRED_WARNINGS.has(problem.ruleId));
    const byRoute = new Map<string, string[]>();
    for (const problem of failing) {
      const route = routeOf(problem.location[0]?.pointer ?? '');
      byRoute.set(route, [
        ...(byRoute.get(route) ?? []),
        LACKS[problem.ruleId] ?? `${problem.ruleId}: ${problem.message}`,
      ]);
    }
    expect([...byRoute].map(([route, lacks]) => `${route} lacks ${lacks.join(', ')}`)).toEqual([]);
  },
  60_000,
);

it('STRUCTURE every write of the API reference documents its body', () => {
  const missing = Object.entries(reference.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method, operation]) => ['post', 'put', 'patch'].includes(method) && !operation.requestBody)
      .map(([method]) => `${method.toUpperCase()} ${path} lacks a body (config.docs.body)`),
  );
  expect(missing).toEqual([]);
});
