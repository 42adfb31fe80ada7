import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

/**
 * No answer leaves before the writes it may show are committed. On SQLite the writes of one turn of the event
 * loop commit together (db/groupCommit.ts), after the handlers that made them have returned; an answer waits
 * for that COMMIT (a fraction of a millisecond), and if it fails the answer becomes the error instead.
 */
export function installAfterCommit(app: FastifyInstance, db: Db) {
  app.addHook('onSend', (_request, _reply, payload, done) => {
    const pending = db.committed();
    if (!pending) return done(null, payload);
    pending.then(() => done(null, payload), done);
  });
}
