import type { Kysely } from 'kysely';
import type { CredentialStore } from './auth/credentials';
import type { GrantStore } from './auth/grants';
import type { LoginLimiter } from './auth/loginLimiter';
import type { SessionStore } from './auth/sessions';
import type { Database } from './db/schema';
import type { Mailer } from './mail';

/** What the areas share, set once on the root instance by app.ts and read by every area as `scope.deps`. */
export interface ServerDeps {
  db: Kysely<Database>;
  mediaDir: string;
  /** The built app (APP_DIR): its index.html is the page every app path answers. */
  appDir: string;
  /** Whether list answers are kept until the next write (db/answerCache.ts). */
  keepListAnswers: boolean;
  /** Names of the declared resources and singletons an area serves so far: the declared area serves the rest. */
  served: Set<string>;
  /** The SMTP server of SMTP_URL; undefined when none is configured. */
  mailer?: Mailer;
  /** The configured PUBLIC_URL origin the public site builds its absolute links from. */
  publicUrl: string;
  /** The guests' outbox worker (routes/guest), when SMTP_URL is set: a write that queued a message wakes it. */
  guestOutbox?: { kick(): void; idle(): Promise<void> };
  auth: {
    credentials: CredentialStore;
    sessions: SessionStore;
    /** The owner's grants to the secretary, read per request (auth/grants.ts). */
    grants: GrantStore;
    limiter: LoginLimiter;
    secureCookie: boolean;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ServerDeps;
  }
}
