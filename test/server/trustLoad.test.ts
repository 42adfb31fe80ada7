import { spawn } from 'node:child_process';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/testServer';

const LOGINS = 50;

/**
 * The 50 visitors run in a process of their own, so their requests reach the server together, as from many
 * machines. Each comes from its own address (through the trusted proxy), so the per-address cap refuses none.
 * Prints "first" at the first answer.
 */
const VISITORS = `
const [url, count] = process.argv.slice(1);
let first = true;
const logins = Array.from({ length: Number(count) }, (_, index) =>
  fetch(url + '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.' + (index + 1) },
    body: JSON.stringify({ username: 'secretaria', password: 'not-her-password' }),
  }).then((answer) => {
    if (first) process.stdout.write('first\\n');
    first = false;
    return answer.status;
  }),
);
Promise.all(logins).then((statuses) => process.stdout.write(JSON.stringify(statuses) + '\\n'));
`;

/**
 * Order, not time, so a loaded machine cannot fail it. Failed logins on SQLite answer straight after their hash
 * (no session to store, counters in memory): had the hash run on the main thread, every login the server had
 * read before the list would be answered before it. Off the main thread, the list overtakes the queued hashes.
 */
describe('logins under load [sqlite]', () => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await startServer('sqlite', { env: { TRUST_PROXY: '127.0.0.1' } });
    owner = await server.login('dueno');
  });
  afterAll(async () => server?.close());

  it(
    'SECURITY a list request is answered while 50 logins are checked, before most of them: hashing never ' +
      'holds the event loop',
    { timeout: 60_000 },
    async () => {
      const answered: string[] = [];
      const onFinish = (message: unknown) => answered.push((message as { request: IncomingMessage }).request.url ?? '');
      subscribe('http.server.response.finish', onFinish);
      try {
        const visitors = spawn(process.execPath, ['-e', VISITORS, server.url, String(LOGINS)], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let output = '';
        let list: Promise<Response> | undefined;
        const statuses = await new Promise<number[]>((resolve, reject) => {
          visitors.stdout.setEncoding('utf8');
          visitors.stdout.on('data', (chunk: string) => {
            output += chunk;
            // The first answer is out: the other logins are inside the server, being checked.
            list ??= fetch(`${server.url}/api/pages`, { headers: { cookie: owner } });
            const last = output.trim().split('\n').at(-1) ?? '';
            if (last.startsWith('[')) resolve(JSON.parse(last) as number[]);
          });
          visitors.on('exit', (code) =>
            code === 0 ? undefined : reject(new Error(`visitors exited ${code}: ${output}`)),
          );
        });
        expect(statuses).toEqual(Array(LOGINS).fill(401));
        expect((await list)?.status).toBe(200);
        const loginsBeforeList = answered.indexOf('/api/pages');
        expect(answered.filter((url) => url === '/api/auth/login')).toHaveLength(LOGINS);
        expect(loginsBeforeList).toBeGreaterThan(0);
        expect(loginsBeforeList).toBeLessThan(LOGINS / 2);
      } finally {
        unsubscribe('http.server.response.finish', onFinish);
      }
    },
  );
});
