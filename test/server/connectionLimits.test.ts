import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/testServer';

/** Small bounds, so a held connection shows within seconds; the defaults are documented in the README. */
const env = {
  HEADERS_TIMEOUT_SECONDS: '1',
  REQUEST_TIMEOUT_SECONDS: '2',
  KEEP_ALIVE_TIMEOUT_SECONDS: '1',
  IDLE_TIMEOUT_SECONDS: '3',
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer('sqlite', { data: null, env });
});
afterAll(() => server.close());

interface Held {
  socket: Socket;
  received: () => string;
  /** Seconds from the connection until the server closed it, or undefined if it did not within `within` s. */
  closed: (within: number) => Promise<number | undefined>;
}

function open(): Promise<Held> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const started = Date.now();
    let text = '';
    let closedAt: number | undefined;
    const socket = connect(Number(port), '127.0.0.1', () =>
      resolve({
        socket,
        received: () => text,
        closed: (within) =>
          new Promise((done) => {
            const timer = setTimeout(() => done(undefined), within * 1000);
            const finish = () => {
              clearTimeout(timer);
              done((closedAt! - started) / 1000);
            };
            if (closedAt !== undefined) finish();
            else socket.once('close', finish);
          }),
      }),
    );
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    // The server ending the connection under a write answers EPIPE/ECONNRESET here: that is the point.
    socket.on('error', () => undefined);
    socket.on('close', () => (closedAt = Date.now()));
  });
}

/** Writes one piece every `ms` while the socket is open: activity, so only the bound under test can close it. */
const drip = (socket: Socket, piece: string, ms: number) => {
  const timer = setInterval(() => {
    if (socket.destroyed || socket.writableEnded) clearInterval(timer);
    else socket.write(piece);
  }, ms);
  socket.once('close', () => clearInterval(timer));
};

describe('connection bounds', () => {
  it('TRUST a client sending its headers a line at a time is closed once the headers bound passes', async () => {
    const held = await open();
    held.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    drip(held.socket, 'X-Slow: still-coming\r\n', 200);
    const seconds = await held.closed(10);
    expect(seconds).toBeDefined();
    expect(held.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('TRUST a client sending its body a byte at a time is closed once the request bound passes', async () => {
    const held = await open();
    held.socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ' +
        '5000\r\n\r\n{',
    );
    drip(held.socket, ' ', 200);
    const seconds = await held.closed(12);
    expect(seconds).toBeDefined();
    expect(held.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('TRUST a socket that never sends a byte is closed', async () => {
    const held = await open();
    expect(await held.closed(10)).toBeDefined();
    expect(held.received()).not.toMatch(/^HTTP\/1\.1 2/);
  });

  it(
    'TRUST a kept-alive connection left idle after its answer is closed once the keep-alive ' + 'bound passes',
    async () => {
      const held = await open();
      held.socket.write('GET /api/auth/me HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
      expect(await held.closed(10)).toBeDefined();
      expect(held.received()).toMatch(/^HTTP\/1\.1 401/);
    },
  );
});
