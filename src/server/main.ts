import { loadConfig } from './config';
import { openDb } from './db/client';
import { migrate } from './db/migrate';
import { isEmpty, seed } from './db/seed/seed';
import { demoData } from './db/seed/demoData';
import { buildApp, APP_PREFIX } from './app';

async function main() {
  const config = loadConfig();
  const db = openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrate(db);
  if (await isEmpty(db)) await seed(db, demoData(), config.dataDir);

  const app = await buildApp({ db, config, logger: process.env.LOG_LEVEL !== 'silent' && process.env.NODE_ENV !== 'test' });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing the database`);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // The bound address, not the configured one: PORT=0 picks a free port (the tests use it).
  const url = await app.listen({ port: config.port, host: config.host });
  console.log(`EP Control is running at ${url}${APP_PREFIX}/login (${db.dialect})`);
  if (!process.env.ADMIN_CREDENTIALS) {
    console.log('Demo logins: dueno / dueno (owner), secretaria / secretaria (secretary)');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
