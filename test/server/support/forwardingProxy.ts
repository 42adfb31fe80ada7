import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForwardingProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A reverse proxy as nginx or Caddy in front of the app: forwards every request and appends the client's address to
 * X-Forwarded-For.
 */
export async function startForwardingProxy(target: string): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export interface Sent {
  status: number;
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

/** A JSON request from a client at `from` (any 127.x.y.z address: Linux routes all of them to loopback). */
export function sendFrom(
  from: string,
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        localAddress: from,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            headers: answer.headers,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}
