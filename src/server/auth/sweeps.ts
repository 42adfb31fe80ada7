import type { FastifyInstance } from 'fastify';

/** How often expired sessions and closed rate-limit windows are deleted. */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Runs the clean-up jobs every `everyMs` while the app is open; closing the app stops them and waits for a
 * run under way, so no query reaches a database being closed.
 */
export function startSweeps(app: FastifyInstance, jobs: Array<() => Promise<void>>, everyMs = SWEEP_EVERY_MS) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = Promise.all(jobs.map((job) => job()))
      .then(
        () => undefined,
        (error: unknown) => app.log.error(error),
      )
      .finally(() => (running = undefined));
  }, everyMs);
  // A sweep alone never keeps the process alive.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
