import { resolve } from 'node:path';
import { isRole, type Role } from '../domain/roles';

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
        throw new Error(`ADMIN_CREDENTIALS entry "${username ?? ''}:…" must be user:password:role (owner|secretary)`);
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
  const demoPairs = new Set(parseCredentials(DEMO_CREDENTIALS).map(({ username, password }) => `${username}:${password}`));
  if (production && credentials.some(({ username, password }) => demoPairs.has(`${username}:${password}`))) {
    throw new Error('Refusing to start in production with the demo credentials: set ADMIN_CREDENTIALS');
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
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
  };
}
