/**
 * Failures of the storage under the database rather than of the request. Another process holding SQLite's write
 * lock answers SQLITE_BUSY once the short busy wait (db/client.ts) is over: a retry in a moment succeeds. A full
 * disk answers SQLITE_FULL, ENOSPC (a file write), EDQUOT (a quota) or PostgreSQL's 53100: nothing a retry fixes
 * until someone frees space, which staff must be told in words they can act on.
 */
const BUSY = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
]);
const FULL = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', '53100']);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** The database file is locked by another process: answered 503 with Retry-After. */
export const isLocked = (error: unknown) => {
  const code = codeOf(error);
  return typeof code === 'string' && BUSY.has(code);
};

/** The disk (or the database's quota) is full: answered 507 with a message for staff. */
export const isStorageFull = (error: unknown) => {
  const code = codeOf(error);
  return typeof code === 'string' && FULL.has(code);
};
