import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { isRole, type Role } from '../domain/roles';
import type { SmtpSettings } from './mail';

export interface Credential {
  username: string;
  password: string;
  role: Role;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  credentials: Credential[];
  production: boolean;
  /** Where the built SPA lives; served only when it exists. */
  appDir: string;
  sessionHours: number;
  /** LIST_CACHE=off: build every list answer anew (the bench measures both ways); on by default. */
  keepListAnswers: boolean;
  /** Fastify's `trustProxy`: which hops' X-Forwarded-For names the client (see parseTrustProxy). */
  trustProxy: TrustProxy;
  /** Accepted visitor submissions (contact, booking, testimonial) per address and window. */
  publicWriteLimit: { max: number; windowMs: number };
  /**
   * SMTP_URL, SMTP_FROM: the mail server staff replies to visitors go through; none means replies offer mailto/WhatsApp
   * links.
   */
  smtp: SmtpSettings;
  /** PUBLIC_URL: the site's own origin for canonical, Open Graph, sitemap and robots links (never a request's Host). */
  publicUrl: string;
  /** How long a connection may take over each part of a request, in milliseconds (see connectionLimits). */
  timeouts: ConnectionTimeouts;
}

export interface ConnectionTimeouts {
  /** HEADERS_TIMEOUT_SECONDS: a request's headers must all arrive within this. */
  headersMs: number;
  /** REQUEST_TIMEOUT_SECONDS: a whole request, body included (an upload on a slow line), within this. */
  requestMs: number;
  /** KEEP_ALIVE_TIMEOUT_SECONDS: an idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /** IDLE_TIMEOUT_SECONDS: a connection on which nothing moves either way is closed after this. */
  idleMs: number;
}

/** PUBLIC_URL is an origin (scheme, host, optional port); unset, the site's links name this server on localhost. */
export function parsePublicUrl(text: string | undefined, port: number): string {
  const value = (text ?? '').trim().replace(/\/+$/, '');
  if (value === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be the site's address, like https://eppuertoplata.com, not "${text}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(`PUBLIC_URL must be the site's address, like https://eppuertoplata.com, not "${text}"`);
  return url.origin;
}

/** smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), as nodemailer reads them. */
export function parseSmtp(url = '', from = ''): SmtpSettings {
  const value = url.trim();
  if (value !== '' && !/^smtps?:\/\/[^/]/.test(value))
    throw new Error('SMTP_URL must be smtp://user:pass@host:port or smtps://…');
  return { url: value || undefined, from: from.trim() || undefined };
}

/** false: the socket's peer is the client; a hop count; true: trust every hop; or the proxies' addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

// proxy-addr's names for address ranges, which Fastify accepts as list entries.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || isIP(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  return rest.length === 0 && family !== 0 && /^\d+$/.test(bits ?? '') && Number(bits) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(text = ''): TrustProxy {
  const value = text.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY entry "${wrong}" must be a proxy's IP address or CIDR range (or TRUST_PROXY a hop count, ` +
        `true or false)`,
    );
  }
  return entries;
}

/**
 * Fastify's form of the setting. Fastify takes a bare number as "trust nothing" (it cannot check the peer), so a
 * hop count becomes proxy-addr's own hop rule: the nearest `hops` addresses are proxies, whoever they are.
 */
export const trustProxyOption = (
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

const positiveInteger = (name: string, text: string | undefined, fallback: number): number => {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, not "${text}"`);
  return value;
};

/**
 * Bounds on what a connection may hold: without them 1,000 slow-header clients, 1,000 slow-body clients and
 * 10,000 idle sockets were all kept open over a minute. The headers' bound cannot exceed the whole request's.
 */
export function parseTimeouts(env: NodeJS.ProcessEnv): ConnectionTimeouts {
  const seconds = (name: string, fallback: number) => positiveInteger(name, env[name], fallback) * 1000;
  const requestMs = seconds('REQUEST_TIMEOUT_SECONDS', 120);
  return {
    headersMs: Math.min(seconds('HEADERS_TIMEOUT_SECONDS', 15), requestMs),
    requestMs,
    keepAliveMs: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', 5),
    idleMs: seconds('IDLE_TIMEOUT_SECONDS', 60),
  };
}

export const DEMO_CREDENTIALS = 'dueno:dueno:owner,secretaria:secretaria:secretary';

export function parseCredentials(text: string): Credential[] {
  const credentials = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [username, password, role] = entry.split(':');
      if (!username || !password || !isRole(role)) {
        throw new Error(
          `ADMIN_CREDENTIALS entry "${username ?? ''}:…" must be user:password:role (owner|secretary|driver)`,
        );
      }
      return { username, password, role };
    });
  if (credentials.length === 0) throw new Error('ADMIN_CREDENTIALS holds no credential');
  return credentials;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const credentials = parseCredentials(env.ADMIN_CREDENTIALS ?? DEMO_CREDENTIALS);
  // Any demo pair counts, not only the default text: re-typing dueno:dueno in ADMIN_CREDENTIALS is as public.
  const demoPairs = new Set(
    parseCredentials(DEMO_CREDENTIALS).map(({ username, password }) => `${username}:${password}`),
  );
  if (production && credentials.some(({ username, password }) => demoPairs.has(`${username}:${password}`))) {
    throw new Error('Refusing to start in production with the demo credentials: set ADMIN_CREDENTIALS');
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    credentials,
    production,
    appDir: resolve(env.APP_DIR ?? 'dist/app'),
    sessionHours: Number(env.SESSION_HOURS ?? 12),
    keepListAnswers: env.LIST_CACHE !== 'off',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicWriteLimit: {
      max: positiveInteger('PUBLIC_WRITE_LIMIT', env.PUBLIC_WRITE_LIMIT, 10),
      windowMs: positiveInteger('PUBLIC_WRITE_MINUTES', env.PUBLIC_WRITE_MINUTES, 10) * 60_000,
    },
    smtp: {
      ...parseSmtp(env.SMTP_URL, env.SMTP_FROM),
      outbox: {
        retryMs: positiveInteger('OUTBOX_RETRY_SECONDS', env.OUTBOX_RETRY_SECONDS, 60) * 1000,
        pollMs: positiveInteger('OUTBOX_POLL_SECONDS', env.OUTBOX_POLL_SECONDS, 30) * 1000,
        maxAttempts: positiveInteger('OUTBOX_MAX_ATTEMPTS', env.OUTBOX_MAX_ATTEMPTS, 8),
      },
    },
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    timeouts: parseTimeouts(env),
  };
}
