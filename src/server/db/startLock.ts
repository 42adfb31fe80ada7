/**
 * The key of the PostgreSQL advisory lock a process holds while it migrates and seeds (main.ts): any number,
 * the same in every process.
 */
export const START_LOCK = 4_470_217;
